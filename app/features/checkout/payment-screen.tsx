import { useQuery } from "@tanstack/react-query";
import {
  CircleAlert,
  CreditCardCheck,
  Landmark,
  LoaderCircle,
  Lock,
  ScanQrCode,
  WalletMinimal,
} from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { CartList } from "#app/features/cart/cart-list.tsx";
import { CartThumb } from "#app/features/cart/cart-thumb.tsx";
import { type CartView, useCart } from "#app/features/cart/use-cart.ts";
import { useProfileQuery } from "#app/lib/auth/profile-query.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import {
  type CheckoutBody,
  fetchPaymentMethods,
  newIdempotencyKey,
  startCheckout,
} from "#app/lib/buying/order-requests.ts";
import { packageLabel } from "#app/lib/buying/package-label.ts";
import { type PurchaseLine, readBuyNow } from "#app/lib/buying/pending-purchase.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { useDisplayCurrency } from "#app/lib/root-data.ts";
import { type PaymentMethod, paymentMethods } from "#contracts/buying-rules.ts";

// Icons of their own: the home page's payment marquee draws the plain ones, and sharing them
// would split them out of its first-visit chunk.
const methodIcons: Record<PaymentMethod, typeof Landmark> = {
  card: CreditCardCheck,
  ewallet: WalletMinimal,
  qr: ScanQrCode,
  bank_transfer: Landmark,
};

/** One line as checkout shows it, from the cart or from a buy-now. */
type CheckoutLine = {
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

function linesOfCart(view: CartView): CheckoutLine[] {
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

function lineOfBuyNow(line: PurchaseLine): CheckoutLine {
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

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** /payment: summary, payment method, receipt e-mail, price confirmation, then the pay page. */
export function PaymentScreen() {
  const guard = useSessionGuard("user");
  return guard === "allowed" ? <PaymentContent /> : <AccountSkeleton />;
}

function PaymentContent() {
  const translator = useTranslation();
  const { t } = translator;
  const money = useMoney();
  const id = useId();
  // Read from the location: useSearchParams would add its helpers to the shared framework chunk.
  const params = new URLSearchParams(useLocation().search);
  const cancelled = params.get("cancelled");
  // Rendered only in the browser (behind the guard), so sessionStorage is there.
  const [buyNow] = useState(() => (params.get("buyNow") ? readBuyNow() : null));
  const view = useCart(buyNow === null);
  const profile = useProfileQuery();
  const methods = useQuery({
    queryKey: ["paymentMethods"],
    queryFn: async () => {
      const result = await fetchPaymentMethods();
      if (!result.ok) throw new Error(`payment methods: ${result.status}`);
      return result.value;
    },
    retry: false,
    staleTime: 5 * 60_000,
  });
  const currency = useDisplayCurrency();

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [accept, setAccept] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverPriceNote, setServerPriceNote] = useState<string | null>(null);
  // One key per checkout attempt: kept for a retry of the same request, new once it changes.
  const attemptKey = useRef<string | null>(null);
  const newAttempt = () => {
    attemptKey.current = null;
    setError(null);
  };

  const offered = methods.data && methods.data.length > 0 ? methods.data : paymentMethods;
  const chosen = method ?? offered[0] ?? "card";
  const profileEmail = profile.data?.email ?? "";
  const contactEmail = email ?? profileEmail;

  useEffect(() => {
    if (email === null && profileEmail) setEmail(profileEmail);
  }, [email, profileEmail]);

  const lines = buyNow ? [lineOfBuyNow(buyNow)] : linesOfCart(view);
  const totalCents = buyNow ? buyNow.unitPriceCents * buyNow.quantity : view.cart.totalCents;
  const changed = lines.filter((line) => line.previousUnitPriceCents !== null);
  const needsAccept = changed.length > 0 || serverPriceNote !== null;
  const unavailable = !buyNow && view.cart.items.some((item) => item.available === false);
  const cartLoading = !buyNow && view.status !== "ready";
  const emailValid = emailPattern.test(contactEmail.trim());
  // "Enter the e-mail" stops applying as soon as there is a valid address (typed, or the
  // profile's arriving after an early click), so it never sits beside a filled-in field.
  const shownError = error === t("checkout.emailRequired") && emailValid ? null : error;

  const pay = async (event: React.FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    if (!emailValid) {
      setError(t("checkout.emailRequired"));
      return;
    }
    if (needsAccept && !accept) {
      setError(t("checkout.acceptRequired"));
      return;
    }
    const body: CheckoutBody = {
      paymentMethod: chosen,
      email: contactEmail.trim(),
      acceptPriceChanges: needsAccept && accept,
      ...(buyNow
        ? {
            buyNow: {
              packageId: buyNow.packageId,
              quantity: buyNow.quantity,
              player: { fields: buyNow.fields },
            },
          }
        : { source: "cart" as const }),
    };
    attemptKey.current ??= newIdempotencyKey();
    setError(null);
    setSubmitting(true);
    let result: Awaited<ReturnType<typeof startCheckout>>;
    try {
      result = await startCheckout(body, attemptKey.current);
    } catch {
      // The order may exist: the retry sends the same key and gets the same order.
      setError(t("checkout.networkError"));
      setSubmitting(false);
      return;
    }
    if (result.ok) {
      window.location.assign(result.value.redirectUrl);
      return;
    }
    setSubmitting(false);
    if (result.status === 409 || result.code === "PRICE_CHANGED") {
      attemptKey.current = null;
      setAccept(false);
      setServerPriceNote(translator.lang === "en" ? (result.message ?? "") : "");
      setError(t("checkout.priceChangedRetry"));
      if (!buyNow) view.reload();
      return;
    }
    if (result.code === "PLAYER_NOT_FOUND" || result.code === "SUPPLIER_UNAVAILABLE") {
      attemptKey.current = null;
      setError(
        t("checkout.playerProblem", {
          message: failureText(translator, result, "checkout.failed"),
        }),
      );
      return;
    }
    // Busy or failing server: the same attempt may be retried with its key.
    if (result.status < 500 && result.status !== 429) attemptKey.current = null;
    setError(failureText(translator, result, "checkout.failed"));
  };

  const emptyCart = !buyNow && view.status === "ready" && view.cart.items.length === 0;

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6" data-testid="payment-page">
      <h1 className="font-display text-4xl font-extrabold text-white">{t("checkout.title")}</h1>
      <p className="mt-2 text-ink-300">{t("checkout.subtitle")}</p>
      {cancelled ? (
        <p
          role="status"
          className="mt-6 rounded-xl border border-neon-amber/40 bg-neon-amber/10 p-3 text-sm font-semibold text-neon-amber"
          data-testid="payment-cancelled"
        >
          {t("checkout.cancelled")}
        </p>
      ) : null}

      {!buyNow && (view.status !== "ready" || emptyCart) ? (
        <div className="card-surface mt-8 p-5">
          <CartList view={view} />
        </div>
      ) : (
        <form
          className="mt-8 grid gap-6 lg:grid-cols-[1fr_24rem]"
          onSubmit={pay}
          noValidate
          data-testid="payment-form"
        >
          <section className="card-surface h-fit p-5" aria-labelledby={`${id}-summary`}>
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h2 id={`${id}-summary`} className="text-xl font-bold text-white">
                {t("checkout.summaryTitle")}
              </h2>
              {buyNow ? (
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
              {lines.map((line) => (
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
            <div className="mt-5 flex items-baseline justify-between gap-3 border-t border-white/10 pt-4">
              <span className="font-bold text-white">{t("checkout.total")}</span>
              <span className="text-end">
                <span
                  className="block text-2xl font-extrabold text-neon-amber"
                  data-testid="payment-total"
                >
                  {money.usd(totalCents)}
                </span>
                {currency && currency.code !== "USD" ? (
                  <span className="block text-xs text-ink-300" data-testid="payment-total-approx">
                    {t("checkout.approxTotal", { price: money.converted(totalCents, currency) })}
                  </span>
                ) : null}
              </span>
            </div>
          </section>

          <div className="space-y-5">
            <section className="card-surface p-5">
              <fieldset data-testid="payment-methods">
                <legend className="text-lg font-bold text-white">
                  {t("checkout.methodTitle")}
                </legend>
                {methods.isError ? (
                  <p className="mt-2 text-xs text-neon-amber">{t("checkout.methodsFailed")}</p>
                ) : null}
                <div className="mt-3 space-y-2">
                  {offered.map((value) => {
                    const Icon = methodIcons[value];
                    return (
                      <label
                        key={value}
                        className="flex cursor-pointer items-center gap-3 rounded-xl border border-white/10 bg-ink-900/60 p-3 has-[:checked]:border-neon-fuchsia has-[:checked]:bg-neon-fuchsia/10"
                      >
                        <input
                          type="radio"
                          name="paymentMethod"
                          value={value}
                          checked={chosen === value}
                          onChange={() => {
                            setMethod(value);
                            newAttempt();
                          }}
                          className="h-4 w-4 accent-fuchsia-500"
                          data-testid={`payment-method-${value}`}
                        />
                        <Icon className="h-5 w-5 text-neon-cyan" aria-hidden="true" />
                        <span className="flex flex-col">
                          <span className="font-semibold text-white">
                            {t(`checkout.method_${value}`)}
                          </span>
                          <span className="text-xs text-ink-400">
                            {t(`checkout.methodHint_${value}`)}
                          </span>
                        </span>
                      </label>
                    );
                  })}
                </div>
              </fieldset>
            </section>

            <section className="card-surface p-5">
              <label htmlFor={`${id}-email`} className="mb-1.5 block text-lg font-bold text-white">
                {t("checkout.email")}
              </label>
              <input
                id={`${id}-email`}
                type="email"
                name="email"
                autoComplete="email"
                required
                dir="ltr"
                value={contactEmail}
                onChange={(event) => {
                  setEmail(event.target.value);
                  newAttempt();
                }}
                aria-invalid={shownError === t("checkout.emailRequired") ? true : undefined}
                aria-describedby={`${id}-email-hint`}
                className="h-11 w-full rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 focus:border-neon-violet focus:outline-none aria-[invalid=true]:border-red-400"
                data-testid="payment-email"
              />
              <p id={`${id}-email-hint`} className="mt-1 text-xs text-ink-400">
                {t("checkout.emailHint")}
              </p>
            </section>

            {needsAccept ? (
              <section
                className="rounded-xl border border-neon-amber/40 bg-neon-amber/10 p-4 text-sm text-neon-amber"
                data-testid="payment-price-changes"
              >
                <p className="font-bold">{t("checkout.priceChangesTitle")}</p>
                {changed.length > 0 ? (
                  <>
                    <p className="mt-1">{t("checkout.priceChangesText")}</p>
                    <ul className="mt-2 list-disc space-y-1 ps-5">
                      {changed.map((line) => (
                        <li key={line.key}>
                          {t("checkout.priceChangeLine", {
                            name: `${line.gameTitle} ${line.packageName}`,
                            old: money.usd(line.previousUnitPriceCents ?? 0),
                            new: money.usd(line.unitPriceCents),
                          })}
                        </li>
                      ))}
                    </ul>
                  </>
                ) : serverPriceNote ? (
                  <p className="mt-1">{serverPriceNote}</p>
                ) : null}
                <label className="mt-3 flex items-center gap-2 font-semibold text-white">
                  <input
                    type="checkbox"
                    checked={accept}
                    onChange={(event) => {
                      setAccept(event.target.checked);
                      newAttempt();
                    }}
                    className="h-4 w-4 accent-fuchsia-500"
                    data-testid="payment-accept-prices"
                  />
                  {t("checkout.acceptPriceChanges")}
                </label>
              </section>
            ) : null}

            {unavailable ? (
              <p className="text-sm font-semibold text-red-300">{t("checkout.unavailableLines")}</p>
            ) : null}

            <div aria-live="assertive">
              {shownError ? (
                <p
                  role="alert"
                  className="flex gap-2 rounded-lg border border-red-400/40 bg-red-500/10 px-3 py-2 text-sm font-semibold text-red-300"
                  data-testid="payment-error"
                >
                  <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
                  {shownError}
                </p>
              ) : null}
            </div>

            <button
              type="submit"
              className="btn-primary w-full disabled:cursor-not-allowed disabled:opacity-60"
              disabled={submitting || cartLoading || unavailable || lines.length === 0}
              data-testid="payment-pay"
            >
              {submitting ? (
                <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" />
              ) : (
                <Lock className="h-4 w-4" aria-hidden="true" />
              )}
              {submitting
                ? t("checkout.paying")
                : t("checkout.pay", { total: money.usd(totalCents) })}
            </button>
            <p className="text-center text-xs text-ink-400">{t("checkout.secure")}</p>
            {buyNow ? null : (
              <Link
                to={buyingPaths.cart()}
                className="block text-center text-sm text-ink-300 hover:text-white"
              >
                {t("checkout.backToCart")}
              </Link>
            )}
          </div>
        </form>
      )}
    </div>
  );
}
