import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { TextField } from "#app/components/ui/form-field.tsx";
import type { ResultMessage } from "#app/components/ui/result-dialog.tsx";
import { storeUserName } from "#app/lib/auth/auth-storage.ts";
import { profileQueryKey } from "#app/lib/auth/profile-query.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { UserProfile } from "#contracts/accounts.ts";
import { nameMaxLength } from "#contracts/accounts-rules.ts";
import { updateProfile } from "./settings-requests.ts";

/** Name (required) and date of birth (optional); the e-mail is shown but cannot change. */
export function EditProfileForm(props: {
  profile: UserProfile;
  onResult: (result: ResultMessage) => void;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const queryClient = useQueryClient();
  const [name, setName] = useState(props.profile.name);
  const [dob, setDob] = useState(props.profile.dob ?? "");
  const [nameError, setNameError] = useState(false);
  const [busy, setBusy] = useState(false);
  const today = new Date().toISOString().slice(0, 10);

  const failed = (message?: string) =>
    props.onResult({
      tone: "error",
      title: t("settings.updateFailedTitle"),
      message: message ?? t("settings.updateFailed"),
    });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(true);
      return;
    }
    setBusy(true);
    try {
      const result = await updateProfile({ name: trimmed, dob: dob || null });
      if (!result.ok) {
        failed(failureText(translator, result, "settings.updateFailed"));
        return;
      }
      const saved = result.value ?? { ...props.profile, name: trimmed, dob: dob || null };
      queryClient.setQueryData(profileQueryKey, saved);
      // The header greets by the stored name.
      storeUserName(saved.name);
      props.onResult({
        tone: "success",
        title: t("settings.updateSuccessTitle"),
        message: t("settings.updateSuccess"),
      });
    } catch {
      failed();
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="profile-form">
      <TextField
        label={t("settings.name")}
        name="name"
        autoComplete="name"
        required
        maxLength={nameMaxLength}
        value={name}
        error={nameError ? t("settings.nameRequired") : undefined}
        onChange={(event) => {
          setName(event.target.value);
          setNameError(false);
        }}
      />
      <TextField
        label={t("settings.email")}
        type="email"
        value={props.profile.email}
        readOnly
        hint={t("settings.emailHint")}
      />
      <TextField
        label={t("settings.dob")}
        type="date"
        name="dob"
        autoComplete="bday"
        min="1900-01-01"
        max={today}
        value={dob}
        hint={t("settings.dobHint")}
        onChange={(event) => setDob(event.target.value)}
      />
      <button
        type="submit"
        className="btn-primary disabled:opacity-60"
        disabled={busy}
        data-testid="profile-save"
      >
        {busy ? t("settings.saving") : t("settings.save")}
      </button>
    </form>
  );
}
