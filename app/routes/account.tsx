import { AccountScreen } from "#app/features/account/account-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/account";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(matches[0].loaderData, paths.account(), (texts) => texts.account.metaTitle);

export default function AccountPage() {
  return <AccountScreen />;
}
