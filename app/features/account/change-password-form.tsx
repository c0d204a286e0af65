import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { PasswordField } from "#app/components/ui/form-field.tsx";
import type { ResultMessage } from "#app/components/ui/result-dialog.tsx";
import { profileQueryKey } from "#app/lib/auth/profile-query.ts";
import { failureText } from "#app/lib/failure-text.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import type { UserProfile } from "#contracts/accounts.ts";
import { passwordMaxLength, passwordMinLength } from "#contracts/accounts-rules.ts";
import { changePassword } from "./settings-requests.ts";

const empty = { currentPassword: "", newPassword: "", confirmPassword: "" };

/**
 * Change password (current, new, confirm). An account made with Google has no password yet: it
 * sets one without the current-password field.
 */
export function ChangePasswordForm(props: {
  profile: UserProfile;
  onResult: (result: ResultMessage) => void;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const queryClient = useQueryClient();
  const [fields, setFields] = useState(empty);
  const [invalid, setInvalid] = useState<"mismatch" | "weak" | null>(null);
  const [busy, setBusy] = useState(false);
  const needsCurrent = props.profile.hasPassword;

  const change = (name: keyof typeof empty) => (event: React.ChangeEvent<HTMLInputElement>) => {
    setFields((current) => ({ ...current, [name]: event.target.value }));
    setInvalid(null);
  };

  const fail = (title: string, message: string) =>
    props.onResult({ tone: "error", title, message });

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (fields.newPassword !== fields.confirmPassword) {
      setInvalid("mismatch");
      fail(t("settings.passwordMismatchTitle"), t("settings.passwordMismatch"));
      return;
    }
    if (fields.newPassword.length < passwordMinLength) {
      setInvalid("weak");
      fail(t("settings.weakPasswordTitle"), t("settings.weakPassword", { min: passwordMinLength }));
      return;
    }
    setBusy(true);
    try {
      const result = await changePassword({
        ...(needsCurrent ? { currentPassword: fields.currentPassword } : {}),
        newPassword: fields.newPassword,
        confirmPassword: fields.confirmPassword,
      });
      if (!result.ok) {
        fail(
          t("settings.passwordFailedTitle"),
          failureText(translator, result, "settings.passwordFailed"),
        );
        return;
      }
      setFields(empty);
      if (!needsCurrent) {
        queryClient.setQueryData<UserProfile>(profileQueryKey, {
          ...props.profile,
          hasPassword: true,
        });
      }
      props.onResult({
        tone: "success",
        title: t("settings.passwordSuccessTitle"),
        message: t("settings.passwordSuccess"),
      });
    } catch {
      fail(t("settings.passwordFailedTitle"), t("settings.passwordFailed"));
    } finally {
      setBusy(false);
    }
  };

  const common = {
    required: true,
    maxLength: passwordMaxLength,
    showLabel: t("auth.showPassword"),
    hideLabel: t("auth.hidePassword"),
  };

  return (
    <form onSubmit={submit} className="space-y-4" data-testid="password-form">
      {needsCurrent ? null : (
        <p className="text-sm text-ink-300" data-testid="set-password-note">
          {t("settings.setPasswordText")}
        </p>
      )}
      {needsCurrent ? (
        <PasswordField
          {...common}
          label={t("settings.currentPassword")}
          name="currentPassword"
          autoComplete="current-password"
          maxLength={passwordMaxLength * 8}
          value={fields.currentPassword}
          onChange={change("currentPassword")}
        />
      ) : null}
      <PasswordField
        {...common}
        label={t("settings.newPassword")}
        name="newPassword"
        autoComplete="new-password"
        hint={t("settings.passwordHint", { min: passwordMinLength })}
        aria-invalid={invalid === "weak" || invalid === "mismatch" || undefined}
        value={fields.newPassword}
        onChange={change("newPassword")}
      />
      <PasswordField
        {...common}
        label={t("settings.confirmPassword")}
        name="confirmPassword"
        autoComplete="new-password"
        aria-invalid={invalid === "mismatch" || undefined}
        value={fields.confirmPassword}
        onChange={change("confirmPassword")}
      />
      <button
        type="submit"
        className="btn-primary disabled:opacity-60"
        disabled={busy}
        data-testid="password-save"
      >
        {busy
          ? t("settings.changingPassword")
          : needsCurrent
            ? t("settings.changePassword")
            : t("settings.setPassword")}
      </button>
    </form>
  );
}
