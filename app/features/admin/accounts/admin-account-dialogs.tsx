import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { FormBanner, PasswordField, TextField } from "#app/components/ui/form-field.tsx";
import { callAdminApi } from "#app/features/admin/admin-api.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminRole,
  adminRoles,
  emailMaxLength,
  nameMaxLength,
  passwordMaxLength,
  passwordMinLength,
} from "#contracts/accounts-rules.ts";
import {
  type AdminAccountsList,
  adminAccountReplySchema,
  adminCreateRequestSchema,
  adminInvitationReplySchema,
  adminInviteRequestSchema,
} from "#contracts/admin-accounts.ts";
import {
  adminsQueryKey,
  failureOf,
  fieldErrorsOf,
  roleLabelKeys,
  selectClass,
} from "./accounts-ui.ts";

function RoleSelect(props: {
  value: AdminRole;
  onChange: (role: AdminRole) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1.5 block text-sm font-semibold text-ink-100">
        {t("adminAccounts.role")}
      </label>
      <select
        id={id}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value as AdminRole)}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${id}-error` : `${id}-hint`}
        className={`${selectClass} mt-0 h-11`}
      >
        {adminRoles.map((role) => (
          <option key={role} value={role}>
            {t(roleLabelKeys[role])}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="mt-1 text-xs text-ink-300">
        {t(`adminAccounts.roleHint_${props.value}`)}
      </p>
      {props.error ? (
        <p id={`${id}-error`} className="mt-1 text-xs font-semibold text-red-400">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/** Invite an address: the server e-mails a link valid 72 hours. */
export function InviteAdminDialog({ onClose }: { onClose: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const queryClient = useQueryClient();
  const [email, setEmail] = useState("");
  const [adminRole, setAdminRole] = useState<AdminRole>("support");
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const send = useMutation({
    mutationFn: async (body: { email: string; adminRole: AdminRole }) =>
      (
        await callAdminApi("/api/admin/admins/invitations", adminInvitationReplySchema, {
          method: "POST",
          body,
        })
      ).data,
    onSuccess: (invitation) => {
      queryClient.setQueryData<AdminAccountsList>(adminsQueryKey, (current) =>
        current
          ? {
              ...current,
              invitations: [
                invitation,
                ...current.invitations.filter((entry) => entry.id !== invitation.id),
              ],
            }
          : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
      toast(t("adminAccounts.invited", { email: invitation.email }), { type: "success" });
      onClose();
    },
    onError: (error) => setFailure(failureOf(translator, error, { 409: "adminAccounts.taken" })),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = adminInviteRequestSchema.safeParse({ email, adminRole });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(translator, parsed.error));
      return;
    }
    setErrors({});
    send.mutate(parsed.data);
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !send.isPending) onClose();
      }}
      title={t("adminAccounts.inviteAdmin")}
      description={t("adminAccounts.inviteIntro")}
      closeLabel={t("adminAccounts.cancel")}
      testId="admin-invite-dialog"
    >
      <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label={t("adminAccounts.email")}
          type="email"
          name="email"
          autoComplete="off"
          maxLength={emailMaxLength}
          value={email}
          error={errors.email}
          onChange={(event) => {
            setEmail(event.currentTarget.value);
            setErrors((current) => ({ ...current, email: undefined }));
          }}
        />
        <RoleSelect value={adminRole} onChange={setAdminRole} error={errors.adminRole} />
        {failure ? <FormBanner tone="error">{failure}</FormBanner> : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={send.isPending}>
            {t("adminAccounts.cancel")}
          </button>
          <button type="submit" className="btn-primary" disabled={send.isPending}>
            {send.isPending ? t("adminAccounts.sending") : t("adminAccounts.sendInvitation")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** Create an admin with a password the owner chooses (and passes on by a safe way). */
export function CreateAdminDialog({ onClose }: { onClose: () => void }) {
  const translator = useTranslation();
  const { t } = translator;
  const queryClient = useQueryClient();
  const [fields, setFields] = useState({ name: "", email: "", password: "", confirmPassword: "" });
  const [adminRole, setAdminRole] = useState<AdminRole>("support");
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const create = useMutation({
    mutationFn: async (body: {
      name: string;
      email: string;
      adminRole: AdminRole;
      password: string;
    }) =>
      (
        await callAdminApi("/api/admin/admins", adminAccountReplySchema, {
          method: "POST",
          body,
        })
      ).data,
    onSuccess: (account) => {
      queryClient.setQueryData<AdminAccountsList>(adminsQueryKey, (current) =>
        current ? { ...current, admins: [...current.admins, account] } : current,
      );
      void queryClient.invalidateQueries({ queryKey: adminsQueryKey });
      toast(t("adminAccounts.created", { name: account.name }), { type: "success" });
      onClose();
    },
    onError: (error) =>
      setFailure(
        failureOf(translator, error, {
          409: "adminAccounts.taken",
          400: "adminAccounts.weakPassword",
        }),
      ),
  });

  const change = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = adminCreateRequestSchema.safeParse({
      name: fields.name,
      email: fields.email,
      adminRole,
      password: fields.password,
    });
    const found = parsed.success ? {} : fieldErrorsOf(translator, parsed.error);
    if (fields.password !== fields.confirmPassword) {
      found.confirmPassword = t("auth.passwordsDoNotMatch");
    }
    if (!parsed.success || found.confirmPassword) {
      setErrors(found);
      return;
    }
    setErrors({});
    create.mutate(parsed.data);
  };

  const passwordProps = {
    autoComplete: "new-password",
    maxLength: passwordMaxLength,
    showLabel: t("auth.showPassword"),
    hideLabel: t("auth.hidePassword"),
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open && !create.isPending) onClose();
      }}
      title={t("adminAccounts.createAdmin")}
      description={t("adminAccounts.createIntro")}
      closeLabel={t("adminAccounts.cancel")}
      testId="admin-create-dialog"
    >
      <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label={t("adminAccounts.name")}
          name="name"
          autoComplete="off"
          maxLength={nameMaxLength}
          value={fields.name}
          error={errors.name}
          onChange={change("name")}
        />
        <TextField
          label={t("adminAccounts.email")}
          type="email"
          name="email"
          autoComplete="off"
          maxLength={emailMaxLength}
          value={fields.email}
          error={errors.email}
          onChange={change("email")}
        />
        <RoleSelect value={adminRole} onChange={setAdminRole} error={errors.adminRole} />
        <PasswordField
          {...passwordProps}
          label={t("auth.password")}
          name="password"
          value={fields.password}
          error={errors.password}
          hint={t("adminAccounts.passwordHint", { min: passwordMinLength })}
          onChange={change("password")}
        />
        <PasswordField
          {...passwordProps}
          label={t("auth.confirmPassword")}
          name="confirmPassword"
          value={fields.confirmPassword}
          error={errors.confirmPassword}
          onChange={change("confirmPassword")}
        />
        {failure ? <FormBanner tone="error">{failure}</FormBanner> : null}
        <div className="flex flex-wrap justify-end gap-2 pt-2">
          <button type="button" className="btn-ghost" onClick={onClose} disabled={create.isPending}>
            {t("adminAccounts.cancel")}
          </button>
          <button type="submit" className="btn-primary" disabled={create.isPending}>
            {create.isPending ? t("adminAccounts.creating") : t("adminAccounts.create")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
