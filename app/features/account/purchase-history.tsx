import { useQuery } from "@tanstack/react-query";
import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { BuyAgainButton } from "#app/features/orders/buy-again-button.tsx";
import { PurchaseStatusBadge } from "#app/features/orders/purchase-status-badge.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { fetchPurchases } from "#app/lib/buying/order-requests.ts";
import { packageLabel } from "#app/lib/buying/package-label.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import type { Purchase } from "#contracts/buying.ts";
import { paths } from "#contracts/paths.ts";

/** A purchase carries createdAt or purchaseDate; either may be the one filled. */
function purchaseTime(purchase: Purchase): string {
  return purchase.createdAt || purchase.purchaseDate;
}

/** Newest first. */
export function sortPurchases(purchases: Purchase[]): Purchase[] {
  return [...purchases].sort((a, b) => Date.parse(purchaseTime(b)) - Date.parse(purchaseTime(a)));
}

/**
 * The account page's purchase history, loaded in the browser, newest first, scrolling inside a
 * 600 px box; each purchase opens its order.
 */
export function PurchaseHistory() {
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useRootData()?.lang ?? "en";
  const purchases = useQuery({
    queryKey: ["purchases"],
    queryFn: async () => {
      const result = await fetchPurchases();
      if (!result.ok) throw new Error(`purchases: ${result.status}`);
      return sortPurchases(result.value);
    },
    retry: false,
    staleTime: 10_000,
  });
  return (
    <section
      className="card-surface p-6"
      aria-labelledby="purchases-title"
      data-testid="purchase-history"
    >
      <h2 id="purchases-title" className="font-display text-2xl font-bold text-white">
        {t("account.purchasesTitle")}
      </h2>
      <div className="mt-4 max-h-[600px] overflow-y-auto pe-1" aria-busy={purchases.isPending}>
        {purchases.isPending ? (
          <div className="space-y-3">
            <Skeleton className="h-20 w-full" />
            <Skeleton className="h-20 w-full" />
          </div>
        ) : purchases.isError ? (
          <div className="py-6 text-center">
            <p
              role="alert"
              className="text-sm font-semibold text-red-300"
              data-testid="purchases-error"
            >
              {t("orders.purchasesFailed")}
            </p>
            <button
              type="button"
              className="btn-ghost mt-4"
              onClick={() => void purchases.refetch()}
            >
              {t("orders.retry")}
            </button>
          </div>
        ) : purchases.data.length === 0 ? (
          <div className="flex flex-col items-center rounded-xl border border-dashed border-white/10 px-6 py-12 text-center">
            <ShoppingBag className="h-10 w-10 text-ink-400" aria-hidden="true" />
            <p className="mt-4 max-w-md text-sm text-ink-300">{t("account.purchasesEmpty")}</p>
            <Link to={paths.games()} className="btn-primary mt-6">
              {t("account.purchasesBrowse")}
            </Link>
          </div>
        ) : (
          <ul className="space-y-3" data-testid="purchase-list">
            {purchases.data.map((purchase, index, all) => (
              <li key={purchase._id}>
                <Link
                  to={buyingPaths.order(purchase.orderId)}
                  className="flex items-center gap-3 rounded-xl border border-white/10 bg-ink-900/60 p-4 transition hover:border-neon-violet/60"
                  data-testid="purchase-row"
                  aria-label={t("orders.viewOrderOf", { game: purchase.gameName })}
                >
                  <div className="min-w-0 flex-1">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="font-bold text-white">{purchase.gameName}</span>
                      <PurchaseStatusBadge status={purchase.status} />
                    </div>
                    <p className="text-xs text-ink-300">
                      {packageLabel(purchase.packageName, purchase.currencyName)} ×{" "}
                      {purchase.quantity}
                    </p>
                    {purchase.gameUserId ? (
                      <p className="text-xs text-ink-400">
                        {t("orders.player")}: <span dir="ltr">{purchase.gameUserId}</span>
                      </p>
                    ) : null}
                    {purchase.transactionId ? (
                      <p className="text-xs text-ink-400">
                        {t("orders.transactionId")}:{" "}
                        <span className="font-mono" dir="ltr">
                          {purchase.transactionId}
                        </span>
                      </p>
                    ) : null}
                    <time dateTime={purchaseTime(purchase)} className="text-xs text-ink-400">
                      {formatDate(purchaseTime(purchase), lang, "dateTime")}
                    </time>
                  </div>
                  <span className="shrink-0 font-extrabold text-neon-amber">
                    {money.usd(purchase.unitPriceCents * purchase.quantity)}
                  </span>
                </Link>
                {/* One "Buy again" per order: under its first line in the list. */}
                {all.findIndex((other) => other.orderId === purchase.orderId) === index ? (
                  <div className="mt-1.5 flex justify-end">
                    <BuyAgainButton
                      orderId={purchase.orderId}
                      label={t("playerAccounts.buyAgainOf", { game: purchase.gameName })}
                      className="btn-ghost min-h-11 text-sm"
                    />
                  </div>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
