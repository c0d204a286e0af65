import { NewsletterUnsubscribeScreen } from "#app/features/newsletter/newsletter-link-screens.tsx";
import { textsOf } from "#app/lib/root-data.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/unsubscribe";

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches[0].loaderData;
  const texts = textsOf(root);
  return buildPageMeta({
    title: texts?.newsletter.unsubscribeMetaTitle ?? "GameZone",
    description: texts?.newsletter.metaDescription ?? "",
    origin: root?.origin ?? "",
    path: paths.newsletterUnsubscribe(),
    lang: root?.lang ?? "en",
    robots: "noindex, nofollow",
  });
};

export default function NewsletterUnsubscribePage() {
  return <NewsletterUnsubscribeScreen />;
}
