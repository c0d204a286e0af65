import { SettingsScreen } from "#app/features/account/settings-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.settings(),
    (texts) => texts.settings.metaTitle,
  );

export default function SettingsPage() {
  return <SettingsScreen />;
}
