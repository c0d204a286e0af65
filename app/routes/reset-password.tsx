import { ResetPasswordScreen } from "#app/features/auth/reset-password-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/reset-password";

// The canonical URL carries no token: the link's token is read in the browser only.
export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.resetPassword(),
    (texts) => texts.auth.resetMetaTitle,
  );

/** The page a password reset e-mail links to (`?token=…`). */
export default function ResetPasswordPage() {
  return <ResetPasswordScreen />;
}
