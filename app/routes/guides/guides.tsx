import { data } from "react-router";
import { GuideListScreen } from "#app/features/guides/guide-list-screen.tsx";
import { requestContext, servicesContext } from "#app/lib/app-context.ts";
import { requestLanguage } from "#app/lib/request-language.ts";
import { textsOf } from "#app/lib/root-data.ts";
import { parseOrNotFound, queryOf } from "#app/lib/route-errors.ts";
import { buildPageMeta } from "#app/lib/seo.ts";
import { type GuidesPage, guidesPageQuerySchema } from "#contracts/guides.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/guides";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { page } = parseOrNotFound(guidesPageQuerySchema, queryOf(request.url));
  try {
    const { guides } = context.get(servicesContext);
    const result = await guides.listGuides({ lang: requestLanguage(request), page });
    return { result, page };
  } catch (error) {
    // The page keeps its frame and offers Try Again; the status keeps it out of the page cache.
    context.get(requestContext).log("error", "guides failed to load", { err: error });
    return data({ result: null as GuidesPage | null, page }, { status: 503 });
  }
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = matches[0].loaderData;
  const texts = textsOf(root)?.guides;
  return buildPageMeta({
    title: texts?.metaTitle ?? "",
    description: texts?.metaDescription ?? "",
    origin: root?.origin ?? "",
    // /blogs shows the same list: both name /guides as the canonical page.
    path: paths.guides({ page: loaderData?.page ?? 1 }),
    lang: root?.lang ?? "en",
    image: loaderData?.result?.guides[0]?.image,
  });
};

export default function GuidesRoute({ loaderData }: Route.ComponentProps) {
  return <GuideListScreen result={loaderData.result} />;
}
