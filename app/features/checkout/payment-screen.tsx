import { useQuery } from "@tanstack/react-query";
import { CircleAlert, LoaderCircle, Lock } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { CartList } from "#app/features/cart/cart-list.tsx";
import { useCart } from "#app/features/cart/use-cart.ts";
import { requestAuthDialog } from "#app/lib/auth/auth-dialog-request.ts";
import { useProfileQuery } from "#app/lib/auth/profile-query.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import {
  type CheckoutBody,
  fetchPaymentMethods,
  newIdempotencyKey,
  startCheckout,
} from "#app/lib/buying/order-requests.ts";
import {
  clearPendingPurchase,
  readBuyNow,
  readPendingPurchase,
  storePendingPurchase,
} from "#app/lib/buying/pending-purchase.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { type PaymentMethod, paymentMethods } from "#contracts/buying-rules.ts";
import { paths } from "#contracts/paths.ts";
import { CheckoutSummary, lineOfBuyNow, linesOfCart } from "./checkout-summary.tsx";
import { PaymentMethodField } from "./payment-method-field.tsx";
import { type AppliedPromo, PromoCodeField } from "./promo-code-field.tsx";
import { RememberPlayerField, rememberGuestPlayer } from "./remember-player-field.tsx";

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** A guest's typed address, when it looks like one (the quote's once-per-customer check). */
function emailValidFor(email: string | null): boolean {
  return email !== null && emailPattern.test(email.trim());
}

/** /payment: summary, payment method, receipt e-mail, price confirmation, then the pay page. */
export function PaymentScreen() {
  // Buy now works without an account (a guest buys one line); the cart needs one.
  const buyNowParam = new URLSearchParams(useLocation().search).get("buyNow");
  const guard = useSessionGuard("user", { guests: buyNowParam !== null });
  return guard === "allowed" ? <PaymentContent /> : <AccountSkeleton />;
}

function PaymentContent() {
  const guest = !useAuthState().loggedIn;
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
  const profile = useProfileQuery(!guest);
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

  const [method, setMethod] = useState<PaymentMethod | null>(null);
  const [email, setEmail] = useState<string | null>(null);
  const [accept, setAccept] = useState(false);
  const [rememberPlayer, setRememberPlayer] = useState(true);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [serverPriceNote, setServerPriceNote] = useState<string | null>(null);
  const [promo, setPromo] = useState<AppliedPromo | null>(null);
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
  const subtotalCents = buyNow ? buyNow.unitPriceCents * buyNow.quantity : view.cart.totalCents;
  const totalCents = promo ? promo.totalCents : subtotalCents;
  const buyNowLine = buyNow
    ? {
        packageId: buyNow.packageId,
        quantity: buyNow.quantity,
        player: { fields: buyNow.fields },
      }
    : null;
  const quoted = buyNowLine
    ? {
        buyNow: buyNowLine,
        ...(guest && emailValidFor(email) ? { email: (email ?? "").trim() } : {}),
      }
    : { source: "cart" as const };
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
      rememberPlayer,
      ...(buyNowLine ? { buyNow: buyNowLine } : { source: "cart" as const }),
      ...(promo ? { promoCode: promo.code } : {}),
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
      if (guest && buyNow && rememberPlayer) rememberGuestPlayer(buyNow);
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
    if (result.code === "PROMO_REFUSED") {
      // The code ran out (or this buyer used it) since it was applied: the server's reason, in
      // the page's language; paying again goes without the code.
      attemptKey.current = null;
      setPromo(null);
      // The one API message written in the buyer's language already.
      setError(result.message || failureText(translator, result, "promos.failed"));
      return;
    }
    if (result.code === "FORBIDDEN") {
      // A blocked buyer: the server's neutral refusal, already in the buyer's language.
      attemptKey.current = null;
      setError(result.message || failureText(translator, result, "checkout.failed"));
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

  useEffect(() => {
    // Signed in from the guest note (above): the sign-in came back here, so the purchase it
    // kept must not start again on the game's page.
    if (!guest && readPendingPurchase()?.returnTo === buyingPaths.buyNow()) clearPendingPurchase();
  }, [guest]);

  if (guest && !buyNow) {
    // A guest's buy-now line lives in this tab only; without it there is nothing to pay.
    return (
      <div className="mx-auto max-w-xl px-4 py-20 text-center" data-testid="payment-page">
        <p className="text-ink-100">{t("guestOrders.nothingToPay")}</p>
        <Link to={paths.games()} className="btn-primary mt-6">
          {t("orders.continueShopping")}
        </Link>
      </div>
    );
  }

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
          <CheckoutSummary
            lines={lines}
            totalCents={totalCents}
            discount={
              promo ? { code: promo.code, subtotalCents, discountCents: promo.discountCents } : null
            }
            buyNow={buyNow !== null}
          />

          <div className="space-y-5">
            <PaymentMethodField
              offered={offered}
              chosen={chosen}
              failed={methods.isError}
              onChoose={(value) => {
                setMethod(value);
                newAttempt();
              }}
            />

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
                {guest ? t("guestOrders.emailHint") : t("checkout.emailHint")}
              </p>
              {guest && buyNow ? (
                <p className="mt-2 text-xs text-ink-300" data-testid="payment-guest-note">
                  {t("guestOrders.signInHint")}{" "}
                  <button
                    type="button"
                    className="font-semibold text-neon-violet underline-offset-2 hover:underline"
                    onClick={() => {
                      // Back here once signed in, to buy the same line as the member.
                      storePendingPurchase({
                        action: "buyNow",
                        returnTo: buyingPaths.buyNow(),
                        line: buyNow,
                      });
                      requestAuthDialog("login");
                    }}
                    data-testid="payment-guest-sign-in"
                  >
                    {t("guestOrders.signIn")}
                  </button>
                </p>
              ) : null}
            </section>

            <RememberPlayerField
              checked={rememberPlayer}
              guest={guest}
              onChange={(checked) => {
                setRememberPlayer(checked);
                newAttempt();
              }}
            />

            <PromoCodeField
              order={quoted}
              applied={promo}
              onApplied={(applied) => {
                setPromo(applied);
                newAttempt();
              }}
            />

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
