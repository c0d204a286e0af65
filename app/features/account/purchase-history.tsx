import { ShoppingBag } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { paths } from "#contracts/paths.ts";

/**
 * The purchase list's place on the account page. Buying is not open yet, so it says where
 * purchases will appear; the list itself scrolls inside a 600 px box once it exists.
 */
export function PurchaseHistory() {
  const { t } = useTranslation();
  return (
    <section
      className="card-surface p-6"
      aria-labelledby="purchases-title"
      data-testid="purchase-history"
    >
      <h2 id="purchases-title" className="font-display text-2xl font-bold text-white">
        {t("account.purchasesTitle")}
      </h2>
      <div className="mt-4 max-h-[600px] overflow-y-auto">
        <div className="flex flex-col items-center rounded-xl border border-dashed border-white/10 px-6 py-12 text-center">
          <ShoppingBag className="h-10 w-10 text-ink-400" aria-hidden="true" />
          <p className="mt-4 max-w-md text-sm text-ink-300">{t("account.purchasesEmpty")}</p>
          <Link to={paths.games()} className="btn-primary mt-6">
            {t("account.purchasesBrowse")}
          </Link>
        </div>
      </div>
    </section>
  );
}
