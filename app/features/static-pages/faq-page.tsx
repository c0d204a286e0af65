import type { FaqContent, FaqItem } from "#app/content/pages/page-content.ts";
import { faqIds } from "#app/content/pages/page-content.ts";
import { ContactBlock } from "./contact-block.tsx";
import { FaqAccordion } from "./faq-accordion.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

/** The questions in page order, as the accordion and the structured data list them. */
export function faqItemsOf(content: FaqContent): FaqItem[] {
  return faqIds.map((id) => ({ id, ...content.questions[id] }));
}

/** FAQPage structured data, so search engines can show the answers. */
export function faqJsonLd(items: FaqItem[]): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

export function FaqPage({ content }: { content: FaqContent }) {
  return (
    <StaticPageLayout title={content.title} intro={content.intro}>
      <FaqAccordion items={faqItemsOf(content)} />
      <ContactBlock texts={content.contact} id="faq-contact" />
    </StaticPageLayout>
  );
}
