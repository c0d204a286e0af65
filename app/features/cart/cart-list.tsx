import { ShoppingBag } from "lucide-react";
import { Link } from "react-router";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { paths } from "#contracts/paths.ts";
import { CartRow } from "./cart-row.tsx";
import type { CartView } from "./use-cart.ts";

/** The cart's rows, or why there are none; shared by the modal and the cart page. */
export function CartList(props: {
  view: CartView;
  /** Tailwind classes of the list box (the modal scrolls it at 24rem). */
  className?: string;
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const { view } = props;
  if (view.status === "loading") {
    return (
      <div className="space-y-3" aria-busy="true" data-testid="cart-loading">
        <p className="sr-only" role="status">
          {t("cart.loading")}
        </p>
        <Skeleton className="h-24 w-full" />
        <Skeleton className="h-24 w-full" />
      </div>
    );
  }
  if (view.status === "error") {
    return (
      <div className="py-6 text-center">
        <p role="alert" className="text-sm font-semibold text-red-300" data-testid="cart-error">
          {view.error}
        </p>
        <button type="button" className="btn-ghost mt-4" onClick={view.reload}>
          {t("cart.retry")}
        </button>
      </div>
    );
  }
  if (view.cart.items.length === 0) {
    return (
      <div className="flex flex-col items-center py-8 text-center" data-testid="cart-empty">
        <ShoppingBag className="h-10 w-10 text-ink-400" aria-hidden="true" />
        <p className="mt-3 font-semibold text-ink-100">{t("cart.empty")}</p>
        <Link to={paths.games()} className="btn-primary mt-5" onClick={props.onNavigate}>
          {t("cart.browseGames")}
        </Link>
      </div>
    );
  }
  return (
    <ul className={`space-y-3 ${props.className ?? ""}`} data-testid="cart-list">
      {view.cart.items.map((item) => (
        <CartRow
          key={item._id}
          item={item}
          busy={view.busy.has(item._id)}
          onQuantity={(quantity) => void view.setQuantity(item._id, quantity)}
          onRemove={() => void view.remove(item._id)}
          {...(props.onNavigate ? { onNavigate: props.onNavigate } : {})}
        />
      ))}
    </ul>
  );
}

/** Total ($, 2 decimals), shipping Free and the item count (the number of lines). */
export function CartSummary({ view }: { view: CartView }) {
  const { t } = useTranslation();
  const money = useMoney();
  const lines = view.cart.items.length;
  return (
    <dl className="space-y-1.5 text-sm" data-testid="cart-summary">
      <div className="flex justify-between gap-3">
        <dt className="text-ink-400">{t("cart.items")}</dt>
        <dd className="text-ink-100" data-testid="cart-item-count">
          {t("cart.itemCount", { count: lines })}
        </dd>
      </div>
      <div className="flex justify-between gap-3">
        <dt className="text-ink-400">{t("cart.shipping")}</dt>
        <dd className="font-semibold text-neon-lime">{t("cart.free")}</dd>
      </div>
      <div className="flex justify-between gap-3 border-t border-white/10 pt-2">
        <dt className="font-bold text-white">{t("cart.total")}</dt>
        <dd className="text-lg font-extrabold text-neon-amber" data-testid="cart-total">
          {money.usd(view.cart.totalCents)}
        </dd>
      </div>
    </dl>
  );
}

/** Whether checkout can start: lines, none busy, all still on sale. */
export function canCheckOut(view: CartView): boolean {
  return (
    view.status === "ready" &&
    view.cart.items.length > 0 &&
    view.busy.size === 0 &&
    view.cart.items.every((item) => item.available !== false)
  );
}
