import { Link } from "react-router";
import { GameImage } from "#app/components/ui/game-image.tsx";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { GuideListItem } from "#contracts/guides.ts";
import { paths } from "#contracts/paths.ts";

/** A guide's card: cover, title, excerpt, date and author. */
export function GuideCard(props: {
  guide: GuideListItem;
  eager?: boolean;
  /** The page's main image (the first card): fetched first, and the page's scripts wait for it. */
  main?: boolean;
  compact?: boolean;
}) {
  const { t, lang } = useTranslation();
  const { guide } = props;
  // Listed under the page's h1, a card title is an h2; among related guides (under their own
  // h2) it is an h3, so headings never skip a level.
  const Heading = props.compact ? "h3" : "h2";
  return (
    <article
      className="group card-surface relative flex h-full flex-col overflow-hidden transition duration-200 hover:-translate-y-1 hover:border-neon-violet/60 hover:shadow-xl hover:shadow-neon-violet/20"
      // A card still in the guide's own language says so, for screen readers and hyphenation.
      lang={guide.language === lang ? undefined : guide.language}
      data-testid="guide-card"
    >
      <div className="relative aspect-video overflow-hidden">
        <GameImage
          src={guide.imageSmall}
          alt=""
          width={640}
          height={360}
          loading={props.eager || props.main ? "eager" : "lazy"}
          fetchPriority={props.main ? "high" : undefined}
          className="h-full w-full object-cover transition duration-300 group-hover:scale-105"
        />
      </div>
      <div className="flex flex-1 flex-col p-5">
        <Heading className={`font-bold text-white ${props.compact ? "text-base" : "text-lg"}`}>
          {/* The whole card is the link's target area; the title is its accessible name. */}
          <Link
            to={paths.guideArticle(guide.slug)}
            prefetch="intent"
            className="after:absolute after:inset-0 focus-visible:outline-none"
          >
            {guide.title}
          </Link>
        </Heading>
        {props.compact ? null : (
          <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-ink-300">{guide.excerpt}</p>
        )}
        <p className="mt-auto pt-4 text-xs text-ink-400" lang={lang}>
          <time dateTime={guide.createdAt}>{formatDate(guide.createdAt, lang, "day")}</time>
          <span aria-hidden="true"> · </span>
          {t("guides.byAuthor", { author: guide.author })}
        </p>
      </div>
    </article>
  );
}
