import type { LoaderFunctionArgs, MetaFunction } from "react-router";
import { useLoaderData } from "react-router";
import { FeatureCards } from "#app/features/home/feature-cards.tsx";
import { HeroCarousel } from "#app/features/home/hero-carousel.tsx";
import { MoreGamesGrid } from "#app/features/home/more-games-grid.tsx";
import { PaymentMarquee } from "#app/features/home/payment-marquee.tsx";
import { TrendingRow } from "#app/features/home/trending-row.tsx";
import { appContext } from "#app/lib/app-context.ts";
import { rootDataFromMatches, textsOf } from "#app/lib/root-data.ts";
import { buildPageMeta } from "#app/lib/seo.ts";

export async function loader({ context }: LoaderFunctionArgs) {
  return context.get(appContext).catalogue.getHome();
}

export const meta: MetaFunction<typeof loader> = ({ matches, loaderData }) => {
  const root = rootDataFromMatches(matches);
  const origin = root?.origin ?? "";
  return buildPageMeta({
    title: textsOf(root)?.home.metaTitle ?? "GameZone",
    description: textsOf(root)?.home.metaDescription ?? "",
    origin,
    path: "/",
    lang: root?.lang ?? "en",
    image: loaderData?.hero[0]?.displayImage,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "Organization",
        name: "GameZone",
        legalName: "GameZone Pte. Ltd.",
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        slogan: "INSTANT RECHARGE. INSTANT VICTORY!",
        email: root?.supportEmail,
      },
      {
        "@context": "https://schema.org",
        "@type": "WebSite",
        name: "GameZone",
        url: `${origin}/`,
        potentialAction: {
          "@type": "SearchAction",
          target: `${origin}/search?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
};

export default function HomePage() {
  const { hero, trending, moreGames } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <h1 className="sr-only">GameZone: INSTANT RECHARGE. INSTANT VICTORY!</h1>
      <HeroCarousel items={hero} />
      {/* Below the hero the browser skips layout and paint until a section nears the viewport. */}
      <div className="lazy-section">
        <TrendingRow games={trending} />
      </div>
      <div className="lazy-section">
        <FeatureCards />
        <MoreGamesGrid games={moreGames} />
      </div>
      <div className="lazy-section">
        <PaymentMarquee />
      </div>
    </div>
  );
}
