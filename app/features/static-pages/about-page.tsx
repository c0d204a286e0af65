import { type AboutContent, aboutSections } from "#app/content/pages/page-content.ts";
import { PageSection } from "./page-section.tsx";
import { PointGrid } from "./point-grid.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

export function AboutPage({ content }: { content: AboutContent }) {
  return (
    <StaticPageLayout title={content.title} intro={content.intro} wide>
      {aboutSections.map((name) => (
        <PageSection key={name} id={`about-${name}`} section={content.sections[name]} />
      ))}
      <section aria-labelledby="about-values-title">
        <h2 id="about-values-title" className="font-display text-2xl font-bold text-white">
          {content.valuesHeading}
        </h2>
        <PointGrid points={content.values} />
      </section>
      <section aria-labelledby="about-features-title">
        <h2 id="about-features-title" className="font-display text-2xl font-bold text-white">
          {content.featuresHeading}
        </h2>
        <PointGrid points={content.features} columns={3} />
      </section>
    </StaticPageLayout>
  );
}
