import { packageLabel } from "#app/lib/buying/package-label.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { Purchase } from "#contracts/buying.ts";
import { PurchaseStatusBadge } from "./purchase-status-badge.tsx";

/**
 * The order's lines with their own status, transaction id and, for gift cards, code and serial;
 * while the order is being delivered (`delivering`), a line waiting for the game's servers says so.
 */
export function OrderItems({ items, delivering }: { items: Purchase[]; delivering: boolean }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <ul className="space-y-3" data-testid="order-items">
      {items.map((item) => (
        <li
          key={item._id}
          className="rounded-xl border border-white/10 bg-ink-900/60 p-4"
          data-testid="order-item"
        >
          <div className="flex flex-wrap items-start justify-between gap-2">
            <div className="min-w-0">
              <p className="font-bold text-white">{item.gameName}</p>
              <p className="text-xs text-ink-300">
                {packageLabel(item.packageName, item.currencyName)} × {item.quantity}
              </p>
            </div>
            <div className="flex items-center gap-3">
              <span className="font-extrabold text-neon-amber">
                {money.usd(item.unitPriceCents * item.quantity)}
              </span>
              <PurchaseStatusBadge status={item.status} />
            </div>
          </div>
          {delivering && item.waitingForGame ? (
            <p
              className="mt-2 text-xs font-semibold text-neon-amber"
              data-testid="order-item-waiting"
            >
              {t("orders.waitingForGame")}
            </p>
          ) : null}
          <dl className="mt-3 grid gap-x-6 gap-y-1 text-xs sm:grid-cols-2">
            {item.gameUserId ? (
              <div>
                <dt className="inline text-ink-400">{t("orders.player")}: </dt>
                <dd className="inline text-ink-100">
                  <span dir="ltr">{item.gameUserId}</span>
                  {item.playerNickname ? ` · ${item.playerNickname}` : null}
                </dd>
              </div>
            ) : null}
            {item.transactionId ? (
              <div>
                <dt className="inline text-ink-400">{t("orders.transactionId")}: </dt>
                <dd
                  className="inline font-mono text-ink-100"
                  dir="ltr"
                  data-testid="order-item-transaction"
                >
                  {item.transactionId}
                </dd>
              </div>
            ) : null}
            {item.codeRevoked ? (
              <p className="text-amber-200" data-testid="order-item-code-revoked">
                {t("orders.codeRevoked")}
              </p>
            ) : null}
            {item.code ? (
              <div>
                <dt className="inline text-ink-400">{t("orders.code")}: </dt>
                <dd
                  className="inline font-mono font-bold text-neon-cyan select-all"
                  dir="ltr"
                  data-testid="order-item-code"
                >
                  {item.code}
                </dd>
              </div>
            ) : null}
            {item.serialNumber ? (
              <div>
                <dt className="inline text-ink-400">{t("orders.serial")}: </dt>
                <dd
                  className="inline font-mono text-ink-100"
                  dir="ltr"
                  data-testid="order-item-serial"
                >
                  {item.serialNumber}
                </dd>
              </div>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
