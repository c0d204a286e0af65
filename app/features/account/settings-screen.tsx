import { useCallback, useState } from "react";
import { ResultDialog, type ResultMessage } from "#app/components/ui/result-dialog.tsx";
import { useProfileQuery } from "#app/lib/auth/profile-query.ts";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { AccountSkeleton } from "./account-skeleton.tsx";
import { ChangePasswordForm } from "./change-password-form.tsx";
import { DeleteAccountSection } from "./delete-account-section.tsx";
import { EditProfileForm } from "./edit-profile-form.tsx";
import { ProfileErrorScreen } from "./profile-error-screen.tsx";
import { SavedPlayersSection } from "./saved-players-section.tsx";

/** /settings: edit profile, change (or set) the password, saved players, delete the account. */
export function SettingsScreen() {
  const guard = useSessionGuard("user");
  return guard === "allowed" ? <SettingsContent /> : <AccountSkeleton />;
}

function SettingsContent() {
  const { t } = useTranslation();
  const profile = useProfileQuery();
  const [result, setResult] = useState<ResultMessage | null>(null);
  const closeResult = useCallback(() => setResult(null), []);

  if (profile.isPending) return <AccountSkeleton />;
  if (profile.isError) {
    return <ProfileErrorScreen error={profile.error} signedOutKey="settings.errorSignedOut" />;
  }
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <h1 className="font-display text-4xl font-extrabold text-white">{t("settings.title")}</h1>
      <section className="card-surface p-6" aria-labelledby="edit-profile-title">
        <h2 id="edit-profile-title" className="mb-5 font-display text-2xl font-bold text-white">
          {t("settings.profileTitle")}
        </h2>
        <EditProfileForm profile={profile.data} onResult={setResult} />
      </section>
      <section className="card-surface p-6" aria-labelledby="password-title">
        <h2 id="password-title" className="mb-5 font-display text-2xl font-bold text-white">
          {profile.data.hasPassword ? t("settings.passwordTitle") : t("settings.setPasswordTitle")}
        </h2>
        <ChangePasswordForm profile={profile.data} onResult={setResult} />
      </section>
      <SavedPlayersSection onResult={setResult} />
      <DeleteAccountSection onResult={setResult} />
      <ResultDialog result={result} onClose={closeResult} closeLabel={t("settings.close")} />
    </div>
  );
}
