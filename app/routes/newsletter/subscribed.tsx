import { NewsletterSubscribedScreen } from "#app/features/newsletter/newsletter-link-screens.tsx";
import { textsOf } from "#app/lib/root-data.ts";
import { queryOf } from "#app/lib/route-errors.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { type NewsletterFormResult, newsletterFormResults } from "#contracts/newsletter-rules.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/subscribed";

/** Where the footer's newsletter form lands when it was posted without JavaScript. */
export function loader({ request }: Route.LoaderArgs): { result: NewsletterFormResult } {
  const wanted = queryOf(request.url).result;
  const result = newsletterFormResults.find((known) => known === wanted);
  // Only the form's own redirect leads here; anything else reads as "try again".
  return { result: result ?? "failed" };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  const texts = textsOf(root);
  return buildPageMeta({
    title: texts?.newsletter.confirmTitle ?? "GameZone",
    description: texts?.newsletter.metaDescription ?? "",
    origin: root?.origin ?? "",
    path: paths.newsletterSubscribed(),
    lang: root?.lang ?? "en",
    robots: "noindex, nofollow",
  });
};

export default function NewsletterSubscribedPage({ loaderData }: Route.ComponentProps) {
  return <NewsletterSubscribedScreen result={loaderData.result} />;
}
