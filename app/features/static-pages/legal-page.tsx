import type { Section } from "#app/content/pages/page-content.ts";
import { PageSection } from "./page-section.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

/** Terms, privacy and returns: running text in named sections, with the date it last changed. */
export function LegalPage<Name extends string>({
  content,
  order,
  updatedOn,
  idPrefix,
}: {
  content: { title: string; intro: string; sections: Record<Name, Section> };
  order: readonly Name[];
  updatedOn: string;
  idPrefix: string;
}) {
  return (
    <StaticPageLayout title={content.title} intro={content.intro} updatedOn={updatedOn}>
      {order.map((name) => (
        <PageSection key={name} id={`${idPrefix}-${name}`} section={content.sections[name]} />
      ))}
    </StaticPageLayout>
  );
}
