import { AuthCallbackScreen } from "#app/features/auth/auth-callback-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/auth-callback";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.authCallback(),
    (texts) => texts.auth.callbackMetaTitle,
  );

export default function AuthCallbackPage() {
  return <AuthCallbackScreen />;
}
