import type { Section } from "#app/content/pages/page-content.ts";

/** A titled block of running text: paragraphs, then an optional bullet list. */
export function PageSection({
  section,
  id,
  children,
}: {
  section: Section;
  id?: string;
  /** Anything the section shows after its text (cards, lists from data). */
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id ? `${id}-title` : undefined} id={id}>
      <h2
        id={id ? `${id}-title` : undefined}
        className="font-display text-2xl font-bold text-white"
      >
        {section.heading}
      </h2>
      <SectionBody section={section} />
      {children}
    </section>
  );
}

export function SectionBody({ section }: { section: Pick<Section, "paragraphs" | "items"> }) {
  return (
    <>
      {section.paragraphs.map((paragraph) => (
        <p key={paragraph} className="mt-4 leading-relaxed text-ink-300">
          {paragraph}
        </p>
      ))}
      {section.items && section.items.length > 0 ? (
        <ul className="mt-4 list-disc space-y-2 ps-5 leading-relaxed text-ink-300 marker:text-neon-violet">
          {section.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
