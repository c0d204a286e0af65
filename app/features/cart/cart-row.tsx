import { LoaderCircle, Minus, Plus, Trash2 } from "lucide-react";
import { Link } from "react-router";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { packageLabel } from "#app/lib/buying/package-label.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { CartItem } from "#contracts/buying.ts";
import { maxLineQuantity } from "#contracts/buying-rules.ts";
import { CartThumb } from "./cart-thumb.tsx";

const stepClass =
  "flex h-8 w-8 items-center justify-center rounded-lg border border-white/10 text-ink-100 hover:border-neon-violet disabled:cursor-not-allowed disabled:opacity-40";

/**
 * One cart line: image (placeholder when it fails), game, package, player, unit price, −/+ and
 * remove. While its change is on the way the row is busy and its buttons wait; other rows stay
 * usable.
 */
export function CartRow(props: {
  item: CartItem;
  busy: boolean;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
  /** Called when the game link is followed (the modal closes). */
  onNavigate?: () => void;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const { item, busy } = props;
  const name = item.gameName || t("common.unknownGame");
  const image = item.gameId?.squareImage || item.gameImage;
  const player = item.deliveryKind === "code" ? t("cart.playerCode") : item.gameUserId;
  return (
    <li
      className="flex gap-3 rounded-xl border border-white/10 bg-ink-900/60 p-3"
      aria-busy={busy}
      data-testid="cart-row"
      data-busy={busy ? "true" : undefined}
    >
      <CartThumb src={image} className="h-16 w-16" />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            {item.gameId?.slug ? (
              <Link
                to={buyingPaths.gameFromCart(item.gameId.slug)}
                onClick={props.onNavigate}
                className="block truncate font-bold text-white hover:text-neon-cyan"
                data-testid="cart-row-name"
              >
                {name}
              </Link>
            ) : (
              <span className="block truncate font-bold text-white" data-testid="cart-row-name">
                {name}
              </span>
            )}
            <p className="truncate text-xs text-ink-300">
              {packageLabel(item.packageName, item.currencyName)}
            </p>
            {player ? (
              <p className="truncate text-xs text-ink-400">
                {t("cart.player")}: <span dir="ltr">{player}</span>
                {item.playerNickname ? ` · ${item.playerNickname}` : null}
              </p>
            ) : null}
          </div>
          <p className="shrink-0 text-end">
            <span className="block font-extrabold text-neon-amber" data-testid="cart-row-amount">
              {money.usd(item.unitPriceCents)}
            </span>
            {item.previousUnitPriceCents !== null ? (
              <span className="block text-xs text-neon-amber" data-testid="cart-row-price-changed">
                {t("cart.priceChanged", {
                  old: money.usd(item.previousUnitPriceCents),
                  new: money.usd(item.unitPriceCents),
                })}
              </span>
            ) : null}
          </p>
        </div>
        {item.available === false ? (
          <p className="mt-1 text-xs font-semibold text-red-400">{t("cart.unavailable")}</p>
        ) : null}
        <div className="mt-2 flex items-center justify-between gap-2">
          <fieldset className="flex items-center gap-1.5" disabled={busy}>
            <legend className="sr-only">{t("cart.quantity")}</legend>
            <button
              type="button"
              className={stepClass}
              aria-label={t("cart.decrease", { name })}
              onClick={() => props.onQuantity(item.quantity - 1)}
              data-testid="cart-row-decrease"
            >
              <Minus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
            <span
              className="min-w-8 text-center font-bold text-white tabular-nums"
              data-testid="cart-row-quantity"
            >
              {item.quantity}
            </span>
            <button
              type="button"
              className={stepClass}
              aria-label={t("cart.increase", { name })}
              disabled={item.quantity >= maxLineQuantity}
              onClick={() => props.onQuantity(item.quantity + 1)}
              data-testid="cart-row-increase"
            >
              <Plus className="h-3.5 w-3.5" aria-hidden="true" />
            </button>
            {busy ? (
              <LoaderCircle
                className="ms-1 h-4 w-4 animate-spin text-ink-300"
                aria-label={t("cart.updating")}
              />
            ) : null}
          </fieldset>
          <button
            type="button"
            className="flex h-8 items-center gap-1 rounded-lg px-2 text-xs font-semibold text-ink-300 hover:bg-red-500/10 hover:text-red-300 disabled:cursor-not-allowed disabled:opacity-40"
            aria-label={t("cart.remove", { name })}
            disabled={busy}
            onClick={props.onRemove}
            data-testid="cart-row-remove"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            <span className="hidden sm:inline">{t("cart.removeShort")}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
