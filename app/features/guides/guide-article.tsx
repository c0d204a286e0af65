import { Link } from "react-router";
import { GameImage } from "#app/components/ui/game-image.tsx";
import { Icon } from "#app/components/ui/icon.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { GuideDetail, GuideListItem } from "#contracts/guides.ts";
import { paths } from "#contracts/paths.ts";
import { GuideCard } from "./guide-card.tsx";
import { languageName } from "./guide-dates.ts";

/**
 * One guide. `guide.content` is HTML the server sanitized when it was saved and again when it
 * was read for this page, so it is set as markup here.
 */
export function GuideArticle(props: { guide: GuideDetail; related: GuideListItem[] }) {
  const { t, lang } = useTranslation();
  const { guide, related } = props;
  const untranslated = guide.language !== lang;
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6">
      <Link
        to={paths.guides()}
        className="inline-flex items-center gap-1 text-sm font-semibold text-ink-300 hover:text-white"
      >
        <Icon name="chevron-left" className="h-4 w-4 rtl:rotate-180" />
        {t("guides.backToGuides")}
      </Link>
      {untranslated ? (
        <p
          className="mt-4 flex items-start gap-2 rounded-xl border border-neon-amber/30 bg-neon-amber/10 px-4 py-3 text-sm text-neon-amber"
          data-testid="guide-untranslated"
        >
          <Icon name="languages" className="mt-0.5 h-4 w-4 shrink-0" />
          {t("guides.untranslatedNote", { language: languageName(guide.language, lang) })}
        </p>
      ) : null}
      <article lang={untranslated ? guide.language : undefined} className="mt-6">
        <header>
          <h1 className="font-display text-3xl leading-tight font-extrabold text-white sm:text-5xl">
            {guide.title}
          </h1>
          <p className="mt-3 text-sm text-ink-400" lang={lang}>
            {t("guides.byAuthor", { author: guide.author })}
            <span aria-hidden="true"> · </span>
            <time dateTime={guide.createdAt}>{formatDate(guide.createdAt, lang, "day")}</time>
          </p>
        </header>
        <GameImage
          src={guide.image}
          // Phones take the 640 w cover; the column is at most 976 px wide.
          srcSet={
            guide.imageSmall === guide.image
              ? undefined
              : `${guide.imageSmall} 640w, ${guide.image} 1280w`
          }
          sizes="(min-width: 1024px) 976px, calc(100vw - 32px)"
          alt=""
          width={1280}
          height={720}
          fetchPriority="high"
          className="mt-6 aspect-video w-full rounded-2xl border border-white/10 object-cover"
        />
        <div
          className="prose-guide mx-auto mt-8"
          data-testid="guide-content"
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write and on read by the server's guide sanitizer
          dangerouslySetInnerHTML={{ __html: guide.content }}
        />
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-guides" className="mt-16">
          <h2 id="related-guides" className="font-display text-2xl font-extrabold text-white">
            {t("guides.relatedTitle")}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-3" data-testid="related-guides">
            {related.map((item) => (
              <li key={item._id}>
                <GuideCard guide={item} compact />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
