import type { PartnerContent } from "#app/content/pages/page-content.ts";
import { PointGrid } from "./point-grid.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

const kindOrder = ["reseller", "creator", "publisher"] as const;

/** Who we partner with, what to expect, then the enquiry form the route passes in. */
export function PartnerPage({
  content,
  form,
}: {
  content: PartnerContent;
  /** The enquiry form (it brings its own heading); without one, the page says where to write. */
  form?: React.ReactNode;
}) {
  return (
    <StaticPageLayout title={content.title} intro={content.intro} wide>
      <section aria-labelledby="partner-kinds-title">
        <h2 id="partner-kinds-title" className="font-display text-2xl font-bold text-white">
          {content.kindsHeading}
        </h2>
        <PointGrid points={kindOrder.map((kind) => content.kinds[kind])} columns={3} />
      </section>
      <section aria-labelledby="partner-offer-title" className="max-w-3xl">
        <h2 id="partner-offer-title" className="font-display text-2xl font-bold text-white">
          {content.offerHeading}
        </h2>
        <ul className="mt-4 list-disc space-y-2 ps-5 leading-relaxed text-ink-300 marker:text-neon-violet">
          {content.offer.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {form ? (
        <div className="max-w-3xl">{form}</div>
      ) : (
        <section aria-labelledby="partner-form-title" className="card-surface max-w-3xl p-5 sm:p-8">
          <h2 id="partner-form-title" className="font-display text-2xl font-bold text-white">
            {content.formHeading}
          </h2>
          <p className="mt-2 leading-relaxed text-ink-300">{content.formFallback}</p>
        </section>
      )}
    </StaticPageLayout>
  );
}
