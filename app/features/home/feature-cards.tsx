import { Icon } from "#app/components/ui/icon.tsx";
import { useTranslation } from "#app/lib/i18n.ts";

const features = [
  {
    icon: "zap",
    title: "home.featureInstantTitle",
    text: "home.featureInstantText",
    tint: "from-neon-cyan/25 text-neon-cyan",
  },
  {
    icon: "badge-dollar-sign",
    title: "home.featureValueTitle",
    text: "home.featureValueText",
    tint: "from-neon-amber/25 text-neon-amber",
  },
  {
    icon: "shield-check",
    title: "home.featureSecurityTitle",
    text: "home.featureSecurityText",
    tint: "from-neon-lime/25 text-neon-lime",
  },
] as const;

export function FeatureCards() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="features-title" className="mt-16">
      <h2 id="features-title" className="sr-only">
        {t("home.featuresTitle")}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {features.map((feature) => (
          <li key={feature.title} className="card-surface relative overflow-hidden p-6">
            <span
              className={`flex h-12 w-12 items-center justify-center rounded-xl bg-gradient-to-br to-transparent ${feature.tint}`}
            >
              <Icon name={feature.icon} className="h-6 w-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-white">{t(feature.title)}</h3>
            <p className="mt-2 text-sm leading-relaxed text-ink-300">{t(feature.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
