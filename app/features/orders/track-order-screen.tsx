import { useState } from "react";
import { Link } from "react-router";
import { FormFooter, TextField } from "#app/components/ui/form-field.tsx";
import { AuthCard } from "#app/features/auth/auth-card.tsx";
import { requestOrderLink } from "#app/lib/buying/order-requests.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { emailMaxLength } from "#contracts/accounts-rules.ts";
import { uuidPattern } from "#contracts/id-rules.ts";
import { paths } from "#contracts/paths.ts";

/**
 * /track: a guest who lost the order's link asks for it again with the order number and the
 * e-mail address. The reply is the same whether or not they match, so the screen promises the
 * link only "if they match".
 */
export function TrackOrderScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const [orderId, setOrderId] = useState("");
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSent(false);
    const number = orderId.trim().toLowerCase();
    if (!uuidPattern.test(number)) {
      setError(t("guestOrders.orderNumberInvalid"));
      return;
    }
    setError(null);
    setBusy(true);
    try {
      const result = await requestOrderLink(number, email.trim());
      if (result.ok) setSent(true);
      else setError(failureText(translator, result, "guestOrders.trackFailed"));
    } catch {
      setError(t("guestOrders.trackFailed"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title={t("guestOrders.trackTitle")} subtitle={t("guestOrders.trackSubtitle")}>
      <form onSubmit={submit} className="space-y-4" data-testid="track-form">
        <TextField
          label={t("guestOrders.orderNumber")}
          name="orderId"
          autoComplete="off"
          required
          maxLength={60}
          dir="ltr"
          hint={t("guestOrders.orderNumberHint")}
          value={orderId}
          onChange={(event) => {
            setOrderId(event.target.value);
            setError(null);
          }}
        />
        <TextField
          label={t("auth.email")}
          type="email"
          name="email"
          autoComplete="email"
          required
          maxLength={emailMaxLength}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setError(null);
          }}
        />
        <FormFooter
          error={error}
          success={sent ? t("guestOrders.trackSent") : null}
          busy={busy}
          label={t("guestOrders.trackButton")}
          busyLabel={t("guestOrders.trackSending")}
          testIds={{ error: "track-error", success: "track-sent", submit: "track-submit" }}
        />
      </form>
      <p className="mt-5 text-center text-sm">
        <Link to={paths.games()} className="font-semibold text-neon-cyan hover:underline">
          {t("orders.continueShopping")}
        </Link>
      </p>
    </AuthCard>
  );
}
