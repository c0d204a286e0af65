import { ApiTestScreen } from "#app/features/account/api-test-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/api-test";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(matches[0].loaderData, paths.apiTest(), (texts) => texts.apiTest.metaTitle);

export default function ApiTestPage() {
  return <ApiTestScreen />;
}
