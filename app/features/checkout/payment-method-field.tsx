import { CreditCardCheck, Landmark, ScanQrCode, WalletMinimal } from "lucide-react";
import { useTranslation } from "#app/lib/i18n.ts";
import type { PaymentMethod } from "#contracts/buying-rules.ts";

// Icons of their own: the home page's payment marquee draws the plain ones, and sharing them
// would split them out of its first-visit chunk.
const methodIcons: Record<PaymentMethod, typeof Landmark> = {
  card: CreditCardCheck,
  ewallet: WalletMinimal,
  qr: ScanQrCode,
  bank_transfer: Landmark,
};

/** The payment methods the shop offers, as radio buttons; `failed`: the list could not be read. */
export function PaymentMethodField(props: {
  offered: readonly PaymentMethod[];
  chosen: PaymentMethod;
  failed: boolean;
  onChoose: (method: PaymentMethod) => void;
}) {
  const { t } = useTranslation();
  return (
    <section className="card-surface p-5">
      <fieldset data-testid="payment-methods">
        <legend className="text-lg font-bold text-white">{t("checkout.methodTitle")}</legend>
        {props.failed ? (
          <p className="mt-2 text-xs text-neon-amber">{t("checkout.methodsFailed")}</p>
        ) : null}
        <div className="mt-3 space-y-2">
          {props.offered.map((value) => {
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
                  checked={props.chosen === value}
                  onChange={() => props.onChoose(value)}
                  className="h-4 w-4 accent-fuchsia-500"
                  data-testid={`payment-method-${value}`}
                />
                <Icon className="h-5 w-5 text-neon-cyan" aria-hidden="true" />
                <span className="flex flex-col">
                  <span className="font-semibold text-white">{t(`checkout.method_${value}`)}</span>
                  <span className="text-xs text-ink-400">{t(`checkout.methodHint_${value}`)}</span>
                </span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </section>
  );
}
