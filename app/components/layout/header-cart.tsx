import { lazy, Suspense, useEffect, useState } from "react";
import { Icon } from "#app/components/ui/icon.tsx";
import { requestAuthDialog } from "#app/lib/auth/auth-dialog-request.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { useTranslation } from "#app/lib/i18n.ts";

// The modal, the cart calls and Radix load when first wanted, never with the page.
const loadCartModal = () => import("#app/features/cart/cart-modal.tsx");
const CartModal = lazy(loadCartModal);

/**
 * The header's cart button. Signed out it asks for the login dialog; signed in its badge shows
 * the number of cart lines, loaded after hydration and again on every `cartUpdated`.
 */
export function HeaderCart() {
  const { t } = useTranslation();
  const auth = useAuthState();
  const [lines, setLines] = useState<number | null>(null);
  const [open, setOpen] = useState<boolean | null>(null);

  useEffect(() => {
    if (!auth.loggedIn) {
      setLines(null);
      return;
    }
    let stop: (() => void) | null = null;
    let active = true;
    void import("#app/features/cart/cart-count.ts").then((module) => {
      if (active) stop = module.followCartLines(setLines);
    });
    return () => {
      active = false;
      stop?.();
    };
  }, [auth.loggedIn]);

  const count = lines ?? 0;
  return (
    <>
      {/* A link to the cart page before (and without) the header's code; a dialog with it. */}
      <a
        href={buyingPaths.cart()}
        data-testid="header-cart"
        data-island-press=""
        aria-label={count > 0 ? t("cart.openCount", { count }) : t("cart.open")}
        aria-haspopup="dialog"
        onClick={(event) => {
          event.preventDefault();
          if (auth.loggedIn) setOpen(true);
          else requestAuthDialog("login");
        }}
        onPointerEnter={auth.loggedIn ? () => void loadCartModal() : undefined}
        className="relative flex h-10 w-10 items-center justify-center rounded-lg border border-white/10 text-ink-100 hover:border-neon-violet"
      >
        <Icon name="shopping-cart" className="h-5 w-5" />
        {count > 0 ? (
          <span
            className="absolute -end-1.5 -top-1.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-neon-fuchsia px-1 text-[11px] font-extrabold text-white"
            data-testid="cart-badge"
            aria-hidden="true"
          >
            {count}
          </span>
        ) : null}
      </a>
      {open !== null && auth.loggedIn ? (
        <Suspense fallback={null}>
          <CartModal open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
