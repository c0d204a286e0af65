import { useId } from "react";
import { Link } from "react-router";
import { CartThumb } from "#app/features/cart/cart-thumb.tsx";
import type { CartView } from "#app/features/cart/use-cart.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { packageLabel } from "#app/lib/buying/package-label.ts";
import type { PurchaseLine } from "#app/lib/buying/pending-purchase.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useDisplayCurrency } from "#app/lib/root-data.ts";

/** One line as checkout shows it, from the cart or from a buy-now. */
export type CheckoutLine = {
  key: string;
  gameTitle: string;
  image: string;
  packageName: string;
  currencyName: string;
  playerLine: string;
  nickname: string | null;
  quantity: number;
  unitPriceCents: number;
  previousUnitPriceCents: number | null;
};

export function linesOfCart(view: CartView): CheckoutLine[] {
  return view.cart.items.map((item) => ({
    key: item._id,
    gameTitle: item.gameName,
    image: item.gameId?.squareImage || item.gameImage,
    packageName: item.packageName,
    currencyName: item.currencyName,
    playerLine: item.deliveryKind === "code" ? "" : item.gameUserId,
    nickname: item.playerNickname,
    quantity: item.quantity,
    unitPriceCents: item.unitPriceCents,
    previousUnitPriceCents: item.previousUnitPriceCents,
  }));
}

export function lineOfBuyNow(line: PurchaseLine): CheckoutLine {
  return {
    key: line.packageId,
    gameTitle: line.gameTitle,
    image: line.gameImage,
    packageName: line.packageName,
    currencyName: line.currencyName,
    playerLine: line.playerLine,
    nickname: line.nickname,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    previousUnitPriceCents: null,
  };
}

/** What is being bought: each line with its player and price, and the total. */
export function CheckoutSummary(props: {
  lines: CheckoutLine[];
  totalCents: number;
  /** An applied promo code: the subtotal and the discount are shown above the total. */
  discount: { code: string; subtotalCents: number; discountCents: number } | null;
  /** A buy-now is one line outside the cart: no link back to edit the cart. */
  buyNow: boolean;
}) {
  const { t } = useTranslation();
  const money = useMoney();
  const currency = useDisplayCurrency();
  const id = useId();
  return (
    <section className="card-surface h-fit p-5" aria-labelledby={`${id}-summary`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={`${id}-summary`} className="text-xl font-bold text-white">
          {t("checkout.summaryTitle")}
        </h2>
        {props.buyNow ? (
          <span className="rounded-full bg-neon-violet/20 px-3 py-1 text-xs font-bold text-neon-violet">
            {t("checkout.buyNowLabel")}
          </span>
        ) : (
          <Link to={buyingPaths.cart()} className="text-sm text-ink-300 hover:text-white">
            {t("checkout.editCart")}
          </Link>
        )}
      </div>
      <ul className="mt-4 space-y-3" data-testid="payment-lines">
        {props.lines.map((line) => (
          <li
            key={line.key}
            className="flex gap-3 rounded-xl border border-white/10 bg-ink-900/60 p-3"
            data-testid="payment-line"
          >
            <CartThumb src={line.image} className="h-14 w-14" />
            <div className="min-w-0 flex-1">
              <p className="font-bold text-white">{line.gameTitle}</p>
              <p className="text-xs text-ink-300">
                {packageLabel(line.packageName, line.currencyName)}{" "}
                {t("checkout.quantityTimes", { count: line.quantity })}
              </p>
              <p className="text-xs text-ink-400" data-testid="payment-line-player">
                {t("checkout.player")}:{" "}
                {line.playerLine ? (
                  <>
                    <span dir="ltr">{line.playerLine}</span>
                    {line.nickname ? ` · ${line.nickname}` : null}
                  </>
                ) : (
                  t("checkout.codeDelivery")
                )}
              </p>
            </div>
            <p className="shrink-0 text-end font-extrabold text-neon-amber">
              {money.usd(line.unitPriceCents * line.quantity)}
            </p>
          </li>
        ))}
      </ul>
      {props.discount ? (
        <dl className="mt-5 space-y-1 border-t border-white/10 pt-4 text-sm">
          <div className="flex justify-between gap-3">
            <dt className="text-ink-300">{t("promos.subtotal")}</dt>
            <dd className="text-ink-100" data-testid="payment-subtotal">
              {money.usd(props.discount.subtotalCents)}
            </dd>
          </div>
          <div className="flex justify-between gap-3">
            <dt className="text-ink-300">{t("promos.discount", { code: props.discount.code })}</dt>
            <dd className="font-semibold text-neon-lime" data-testid="payment-discount">
              −{money.usd(props.discount.discountCents)}
            </dd>
          </div>
        </dl>
      ) : null}
      <div className="mt-5 flex items-baseline justify-between gap-3 border-t border-white/10 pt-4">
        <span className="font-bold text-white">{t("checkout.total")}</span>
        <span className="text-end">
          <span
            className="block text-2xl font-extrabold text-neon-amber"
            data-testid="payment-total"
          >
            {money.usd(props.totalCents)}
          </span>
          {currency && currency.code !== "USD" ? (
            <span className="block text-xs text-ink-300" data-testid="payment-total-approx">
              {t("checkout.approxTotal", { price: money.converted(props.totalCents, currency) })}
            </span>
          ) : null}
        </span>
      </div>
    </section>
  );
}
