import { HeroCarousel } from "#app/features/home/hero-carousel.tsx";
import { HomeLowerIsland } from "#app/features/home/home-lower-island.tsx";
import { TrendingRow } from "#app/features/home/trending-row.tsx";
import { servicesContext } from "#app/lib/app-context.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { textsOf } from "#app/lib/root-data.ts";
import { loadOrFail } from "#app/lib/route-errors.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/home";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { catalogue } = context.get(servicesContext);
  return loadOrFail(() => catalogue.getHome(requestLanguage(request)));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const origin = root?.origin ?? "";
  return buildPageMeta({
    title: textsOf(root)?.home.metaTitle ?? "GameZone",
    description: textsOf(root)?.home.metaDescription ?? "",
    origin,
    path: paths.home(),
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
          target: `${origin}${paths.search()}?q={search_term_string}`,
          "query-input": "required name=search_term_string",
        },
      },
    ],
  });
};

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { hero, trending, moreGames } = loaderData;
  return (
    <div className="mx-auto max-w-7xl px-4 pt-6 sm:px-6">
      <h1 className="sr-only">GameZone: INSTANT RECHARGE. INSTANT VICTORY!</h1>
      <HeroCarousel items={hero} />
      {/* Below the hero the browser skips layout and paint until a section nears the viewport. */}
      <div className="lazy-section">
        <TrendingRow games={trending} />
      </div>
      <HomeLowerIsland games={moreGames} />
    </div>
  );
}
