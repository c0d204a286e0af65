import { PaymentsPage } from "#app/features/static-pages/payments-page.tsx";
import { buildStaticPageMeta } from "#app/features/static-pages/static-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/payments";
import { loadStaticPage } from "./static-page.server.ts";

export function loader({ request, context }: Route.LoaderArgs) {
  return loadStaticPage("payments", request, context);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  buildStaticPageMeta({
    root: matches[0].loaderData,
    meta: loaderData?.content.meta,
    path: paths.payments(),
  });

export default function PaymentsPageRoute({ loaderData }: Route.ComponentProps) {
  return <PaymentsPage content={loaderData.content} methods={loaderData.paymentMethods} />;
}
