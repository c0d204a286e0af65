import { OtpVerifyScreen } from "#app/features/auth/otp-verify-screen.tsx";
import { buildPrivatePageMeta } from "#app/lib/private-page-meta.ts";
import { paths } from "#contracts/paths.ts";
import type { Route } from "./+types/otp-verify";

export const meta: Route.MetaFunction = ({ matches }) =>
  buildPrivatePageMeta(
    matches[0].loaderData,
    paths.otpVerify(),
    (texts) => texts.auth.otpMetaTitle,
  );

export default function OtpVerifyPage() {
  return <OtpVerifyScreen />;
}
