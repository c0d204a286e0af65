import { ForgotPasswordScreen } from "#app/features/auth/forgot-password-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/forgot-password";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.forgotPassword(),
    (texts) => texts.auth.forgotMetaTitle,
  );

export default function ForgotPasswordPage() {
  return <ForgotPasswordScreen />;
}
