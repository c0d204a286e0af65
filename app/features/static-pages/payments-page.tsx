import { CreditCard, Landmark, QrCode, Wallet } from "lucide-react";
import {
  type PaymentsContent,
  paymentsSections,
  type Section,
} from "#app/content/pages/page-content.ts";
import type { PaymentMethod } from "#contracts/buying-rules.ts";
import { ContactBlock } from "./contact-block.tsx";
import { PageSection } from "./page-section.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

const methodIcons: Record<PaymentMethod, typeof CreditCard> = {
  card: CreditCard,
  ewallet: Wallet,
  qr: QrCode,
  bank_transfer: Landmark,
};

/** The processing times, with the bank transfer's line only while that method is on. */
function withTransferNote(content: PaymentsContent, methods: readonly PaymentMethod[]): Section {
  const section = content.sections.processing;
  if (!methods.includes("bank_transfer")) return section;
  const [first, ...rest] = section.items ?? [];
  return { ...section, items: [...(first ? [first] : []), content.transferNote, ...rest] };
}

/**
 * The methods checkout offers (those that are on, in its order), then timing, fees, currency
 * and security.
 */
export function PaymentsPage({
  content,
  methods,
}: {
  content: PaymentsContent;
  methods: readonly PaymentMethod[];
}) {
  return (
    <StaticPageLayout title={content.title} intro={content.intro} wide>
      <section aria-labelledby="payments-methods-title">
        <h2 id="payments-methods-title" className="font-display text-2xl font-bold text-white">
          {content.methodsHeading}
        </h2>
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {methods.map((method) => {
            const texts = content.methods[method];
            const Icon = methodIcons[method];
            return (
              <li key={method} className="card-surface flex gap-4 p-5" data-method={method}>
                <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-neon-violet/15 text-neon-violet">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="text-lg font-bold text-white">{texts.name}</h3>
                  <p className="mt-1 text-sm font-semibold text-neon-cyan">{texts.timing}</p>
                  <p className="mt-2 text-sm leading-relaxed text-ink-300">{texts.description}</p>
                </div>
              </li>
            );
          })}
        </ul>
      </section>
      <div className="max-w-3xl space-y-12">
        {paymentsSections.map((name) => (
          <PageSection
            key={name}
            id={`payments-${name}`}
            section={
              name === "processing" ? withTransferNote(content, methods) : content.sections[name]
            }
          />
        ))}
      </div>
      <ContactBlock texts={content.contact} id="payments-contact" />
    </StaticPageLayout>
  );
}
