import { Link } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { CartList, CartSummary, canCheckOut } from "./cart-list.tsx";
import { useCart } from "./use-cart.ts";

/**
 * The header's cart modal (loaded on the first click; default export for React.lazy). Opening
 * it loads the cart; the list scrolls at 24rem.
 */
export default function CartModal(props: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation();
  const view = useCart(props.open);
  const close = () => props.onOpenChange(false);
  return (
    <Dialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={t("cart.title")}
      closeLabel={t("cart.close")}
      size="max-w-lg"
      testId="cart-modal"
    >
      <div className="mt-4">
        <CartList view={view} className="max-h-[24rem] overflow-y-auto pe-1" onNavigate={close} />
      </div>
      {view.status === "ready" && view.cart.items.length > 0 ? (
        <div className="mt-5 space-y-4 border-t border-white/10 pt-4">
          <CartSummary view={view} />
          <div className="grid grid-cols-2 gap-3">
            <Link
              to={buyingPaths.cart()}
              className="btn-ghost"
              onClick={close}
              data-testid="cart-modal-view"
            >
              {t("cart.viewCart")}
            </Link>
            {canCheckOut(view) ? (
              <Link
                to={buyingPaths.payment()}
                className="btn-primary"
                onClick={close}
                data-testid="cart-modal-checkout"
              >
                {t("cart.checkout")}
              </Link>
            ) : (
              <button
                type="button"
                className="btn-primary opacity-60"
                disabled
                data-testid="cart-modal-checkout"
              >
                {t("cart.checkout")}
              </button>
            )}
          </div>
        </div>
      ) : null}
    </Dialog>
  );
}
