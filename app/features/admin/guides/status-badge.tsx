import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import type { AdminGuideStatus } from "#contracts/admin-guides-rules.ts";

/** The confirming button of a deletion. */
export const dangerButtonClass =
  "inline-flex items-center justify-center gap-2 rounded-xl bg-red-600 px-5 py-2.5 font-bold text-white hover:bg-red-500 disabled:opacity-60";

/** Draft (amber) or published (lime), in words as well as colour. */
export function StatusBadge({ status }: { status: AdminGuideStatus }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold ${
        status === "published"
          ? "border-neon-lime/40 bg-neon-lime/10 text-neon-lime"
          : "border-neon-amber/40 bg-neon-amber/10 text-neon-amber"
      }`}
    >
      {t(`adminGuides.status_${status}` as TranslationKey)}
    </span>
  );
}
