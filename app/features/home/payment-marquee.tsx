import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

// The payment marquee shows kinds of payment as original icons, not third-party logos.
const methods = [
  { icon: "credit-card", key: "home.paymentCards" },
  { icon: "qr-code", key: "home.paymentQr" },
  { icon: "building-complex", key: "home.paymentBank" },
  { icon: "wallet", key: "home.paymentWallet" },
  { icon: "banknote", key: "home.paymentInstant" },
  { icon: "car", key: "home.paymentRideWallet" },
] as const;

export function PaymentMarquee() {
  const { t } = useTranslation();
  // With reduced motion the row stands still and wraps; its scrolling twin is not shown.
  const row = (hidden: boolean) => (
    <ul
      className={`flex shrink-0 gap-4 pe-4 motion-reduce:shrink motion-reduce:flex-wrap motion-reduce:justify-center motion-reduce:pe-0 ${hidden ? "motion-reduce:hidden" : ""}`}
      aria-hidden={hidden || undefined}
    >
      {methods.map((method) => (
        <li
          key={method.key}
          className="flex items-center gap-2.5 rounded-xl border border-white/10 bg-ink-800/70 px-5 py-3 text-sm font-semibold whitespace-nowrap text-ink-100"
        >
          <Icon name={method.icon} className="h-5 w-5 text-neon-cyan" />
          {t(method.key)}
        </li>
      ))}
    </ul>
  );
  return (
    <section aria-labelledby="payments-title" className="mt-16">
      <h2
        id="payments-title"
        className="text-center font-display text-xl font-extrabold text-white"
      >
        {t("home.paymentsTitle")}
      </h2>
      <div
        dir="ltr"
        className="relative mt-5 overflow-hidden [mask-image:linear-gradient(90deg,transparent,black_10%,black_90%,transparent)] motion-reduce:[mask-image:none]"
      >
        <div className="flex w-max animate-marquee hover:[animation-play-state:paused] motion-reduce:w-auto motion-reduce:animate-none">
          {row(false)}
          {row(true)}
        </div>
      </div>
    </section>
  );
}
