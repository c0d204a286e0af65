import { AuthCard } from "#app/features/auth/auth-card.tsx";
import { SignupForm } from "#app/features/auth/signup-form.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/signup";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.signup(),
    (texts) => texts.auth.signupMetaTitle,
  );

export default function SignupPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.signupTitle")} subtitle={t("auth.signupSubtitle")}>
      <SignupForm />
    </AuthCard>
  );
}
