import { AuthCard } from "#app/features/auth/auth-card.tsx";
import { LoginForm } from "#app/features/auth/login-form.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/login";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(matches[0].loaderData, paths.login(), (texts) => texts.auth.loginMetaTitle);

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t("auth.loginTitle")} subtitle={t("auth.loginSubtitle")}>
      <LoginForm />
    </AuthCard>
  );
}
