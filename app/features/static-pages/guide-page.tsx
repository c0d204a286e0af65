import { CreditCard, Gamepad2, Package, Zap } from "lucide-react";
import { type GuideContent, guideStages } from "#app/content/pages/page-content.ts";
import { PageSection } from "./page-section.tsx";
import { StaticPageLayout } from "./static-page-layout.tsx";

const stepIcons = [Gamepad2, Package, CreditCard, Zap] as const;

/** Four steps at a glance, then the five stages of a purchase in detail. */
export function GuidePage({ content }: { content: GuideContent }) {
  return (
    <StaticPageLayout title={content.title} intro={content.intro} wide>
      <section aria-labelledby="guide-steps-title">
        <h2 id="guide-steps-title" className="font-display text-2xl font-bold text-white">
          {content.stepsHeading}
        </h2>
        <ol className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {content.steps.map((step, index) => {
            const Icon = stepIcons[index] ?? Zap;
            return (
              <li key={step.title} className="card-surface relative p-5">
                <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-gradient-to-br from-neon-violet/30 to-transparent text-neon-cyan">
                  <Icon className="h-5 w-5" aria-hidden="true" />
                </span>
                <span
                  className="absolute end-4 top-4 font-display text-3xl font-black text-white/10"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <h3 className="mt-4 text-lg font-bold text-white">{step.title}</h3>
                <p className="mt-2 text-sm leading-relaxed text-ink-300">{step.text}</p>
              </li>
            );
          })}
        </ol>
      </section>
      <section aria-labelledby="guide-stages-title" className="max-w-3xl">
        <h2 id="guide-stages-title" className="font-display text-2xl font-bold text-white">
          {content.stagesHeading}
        </h2>
        <div className="mt-6 space-y-8 border-s border-white/10 ps-5 sm:ps-8">
          {guideStages.map((name) => {
            const stage = content.stages[name];
            return (
              <section key={name} aria-labelledby={`guide-stage-${name}`}>
                <h3 id={`guide-stage-${name}`} className="text-xl font-bold text-white">
                  {stage.title}
                </h3>
                <ul className="mt-3 list-disc space-y-2 ps-5 leading-relaxed text-ink-300 marker:text-neon-violet">
                  {stage.items.map((item) => (
                    <li key={item}>{item}</li>
                  ))}
                </ul>
              </section>
            );
          })}
        </div>
      </section>
      <div className="max-w-3xl">
        <PageSection id="guide-help" section={content.help} />
      </div>
    </StaticPageLayout>
  );
}
