import { CircleAlert } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";
import { BuyAgainNote } from "./buy-again-note.tsx";
import { CartList, CartSummary, canCheckOut } from "./cart-list.tsx";
import { useCart } from "./use-cart.ts";

/** /cart: the cart as a page, with clear cart and the way to checkout. */
export function CartScreen() {
  const guard = useSessionGuard("user");
  return guard === "allowed" ? <CartContent /> : <AccountSkeleton />;
}

function CartContent() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const view = useCart(true);
  const hasLines = view.status === "ready" && view.cart.items.length > 0;
  const priceChanged = view.cart.items.some((item) => item.previousUnitPriceCents !== null);
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6" data-testid="cart-page">
      <h1 className="font-display text-4xl font-extrabold text-white">{t("cart.title")}</h1>
      <p className="mt-2 text-ink-300">{t("cart.subtitle")}</p>
      <BuyAgainNote />
      {priceChanged ? (
        <p
          role="status"
          className="mt-6 flex gap-2 rounded-xl border border-neon-amber/40 bg-neon-amber/10 p-3 text-sm text-neon-amber"
          data-testid="cart-price-notice"
        >
          <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t("cart.priceChangedNotice")}
        </p>
      ) : null}
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_20rem]">
        <section className="card-surface p-5" aria-label={t("cart.title")}>
          <CartList view={view} />
        </section>
        {hasLines ? (
          <aside className="card-surface h-fit space-y-4 p-5">
            <CartSummary view={view} />
            <button
              type="button"
              className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
              disabled={!canCheckOut(view)}
              onClick={() => void navigate(buyingPaths.payment())}
              data-testid="cart-checkout"
            >
              {t("cart.checkout")}
            </button>
            <button
              type="button"
              className="btn-ghost w-full disabled:opacity-60"
              disabled={view.clearing || view.busy.size > 0}
              onClick={() => void view.clear()}
              data-testid="cart-clear"
            >
              {view.clearing ? t("cart.clearing") : t("cart.clear")}
            </button>
            <Link
              to={paths.games()}
              className="block text-center text-sm text-ink-300 hover:text-white"
            >
              {t("cart.browseGames")}
            </Link>
          </aside>
        ) : null}
      </div>
    </div>
  );
}
