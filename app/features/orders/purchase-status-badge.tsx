import { useTranslation } from "#app/lib/i18n.ts";
import { purchaseStatusTone } from "#contracts/buying-rules.ts";

const toneClass = {
  green: "border-neon-lime/40 bg-neon-lime/10 text-neon-lime",
  yellow: "border-yellow-400/40 bg-yellow-400/10 text-yellow-300",
  red: "border-red-400/40 bg-red-500/10 text-red-300",
  blue: "border-sky-400/40 bg-sky-500/10 text-sky-300",
  gray: "border-white/15 bg-white/5 text-ink-300",
} as const;

const knownStatuses = new Set(["pending", "completed", "failed", "refunded"] as const);
type KnownStatus = typeof knownStatuses extends Set<infer S> ? S : never;

/** A purchase's status in its colour: completed green, pending yellow, failed red, refunded blue, anything else gray. */
export function PurchaseStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const tone = purchaseStatusTone(status);
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-bold ${toneClass[tone]}`}
      data-testid="purchase-status"
      data-tone={tone}
    >
      {isKnown(status) ? t(`orders.purchaseStatus_${status}`) : status}
    </span>
  );
}

function isKnown(status: string): status is KnownStatus {
  return knownStatuses.has(status as KnownStatus);
}
