import { CircleAlert, LoaderCircle, Tag, X } from "lucide-react";
import { useId, useState } from "react";
import { type QuoteBody, quoteCheckout } from "#app/lib/buying/order-requests.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { useTranslation } from "#app/lib/i18n.ts";

/** A code the server accepted for this order, with what it takes off. */
export type AppliedPromo = { code: string; discountCents: number; totalCents: number };

/**
 * The payment page's promo code: "Apply" asks the server for a quote (prices and rules are the
 * server's), then shows the discount, or the reason the code does not apply in the buyer's
 * language. Enter in the field applies the code instead of paying.
 */
export function PromoCodeField(props: {
  /** The order the code is quoted for (the cart or the buy-now line), without the code. */
  order: Omit<QuoteBody, "promoCode">;
  applied: AppliedPromo | null;
  onApplied: (promo: AppliedPromo | null) => void;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const money = useMoney();
  const id = useId();
  const [typed, setTyped] = useState("");
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const shownProblem = problem;

  const apply = async () => {
    if (checking) return;
    const code = typed.trim();
    if (!code) {
      setProblem(t("promos.required"));
      return;
    }
    setChecking(true);
    setProblem(null);
    try {
      const result = await quoteCheckout({ ...props.order, promoCode: code });
      if (!result.ok) {
        setProblem(failureText(translator, result, "promos.failed"));
        props.onApplied(null);
      } else if (result.value.refusal || !result.value.promoCode) {
        setProblem(result.value.refusal?.message ?? t("promos.failed"));
        props.onApplied(null);
      } else {
        props.onApplied({
          code: result.value.promoCode,
          discountCents: result.value.discountCents,
          totalCents: result.value.totalCents,
        });
      }
    } catch {
      setProblem(t("promos.failed"));
    } finally {
      setChecking(false);
    }
  };

  return (
    <section className="card-surface p-5" data-testid="promo-code">
      <label htmlFor={`${id}-code`} className="mb-1.5 block text-lg font-bold text-white">
        {t("promos.label")}
      </label>
      {props.applied ? (
        <div className="flex items-center justify-between gap-3 rounded-lg border border-neon-lime/40 bg-neon-lime/10 px-3 py-2">
          <p
            className="flex items-center gap-2 text-sm font-semibold text-neon-lime"
            role="status"
            data-testid="promo-applied"
          >
            <Tag className="h-4 w-4 shrink-0" aria-hidden="true" />
            {t("promos.applied", {
              code: props.applied.code,
              amount: money.usd(props.applied.discountCents),
            })}
          </p>
          <button
            type="button"
            className="inline-flex items-center gap-1 text-sm text-ink-200 hover:text-white"
            onClick={() => {
              props.onApplied(null);
              setTyped("");
            }}
            data-testid="promo-remove"
          >
            <X className="h-4 w-4" aria-hidden="true" />
            {t("promos.remove")}
          </button>
        </div>
      ) : (
        <div className="flex gap-2">
          <input
            id={`${id}-code`}
            name="promoCode"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            dir="ltr"
            maxLength={32}
            placeholder={t("promos.placeholder")}
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setProblem(null);
            }}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                void apply();
              }
            }}
            aria-invalid={shownProblem ? true : undefined}
            aria-describedby={shownProblem ? `${id}-problem` : undefined}
            className="h-11 min-w-0 flex-1 rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm uppercase text-ink-100 focus:border-neon-violet focus:outline-none aria-[invalid=true]:border-red-400"
            data-testid="promo-input"
          />
          <button
            type="button"
            className="btn-ghost h-11 shrink-0 disabled:opacity-60"
            onClick={() => void apply()}
            disabled={checking}
            data-testid="promo-apply"
          >
            {checking ? <LoaderCircle className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
            {checking ? t("promos.applying") : t("promos.apply")}
          </button>
        </div>
      )}
      <div aria-live="polite">
        {shownProblem && !props.applied ? (
          <p
            id={`${id}-problem`}
            className="mt-2 flex gap-2 text-sm font-semibold text-red-300"
            data-testid="promo-problem"
          >
            <CircleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            {shownProblem}
          </p>
        ) : null}
      </div>
    </section>
  );
}
