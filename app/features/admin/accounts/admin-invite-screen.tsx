import { useMutation, useQuery } from "@tanstack/react-query";
import { ShieldCheck } from "lucide-react";
import { useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { FormBanner, PasswordField, TextField } from "#app/components/ui/form-field.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { type ApiMethod, callApi, type ReplyCheck } from "#app/lib/api-client.ts";
import { isSessionBody } from "#app/lib/auth/api-fetch.ts";
import { storeSession } from "#app/lib/auth/auth-storage.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { nameMaxLength, passwordMaxLength, passwordMinLength } from "#contracts/accounts-rules.ts";
import {
  acceptInvitationRequestSchema,
  type InvitationInfo,
  invitationInfoReplySchema,
} from "#contracts/admin-accounts.ts";
import { adminInvitationTokenPattern } from "#contracts/admin-accounts-rules.ts";
import { paths } from "#contracts/paths.ts";
import { fieldErrorsOf, roleLabelKeys } from "./accounts-ui.ts";

/** A refused invitation call: the status tells which story to tell. */
class InvitationError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

// No token: the invited person has no session yet.
async function send<T>(
  path: string,
  reply: ReplyCheck<T>,
  init: { method?: ApiMethod; body?: unknown } = {},
): Promise<T> {
  let result: Awaited<ReturnType<typeof callApi<T>>>;
  try {
    result = await callApi(path, { ...init, signedIn: false, read: "body", reply });
  } catch {
    throw new InvitationError(0, "");
  }
  if (!result.ok) throw new InvitationError(result.status, result.message ?? "");
  return result.value;
}

function refusalKey(status: number): TranslationKey {
  if (status === 404 || status === 400) return "adminAccounts.inviteInvalid";
  if (status === 409) return "adminAccounts.inviteUsedOrExpired";
  if (status === 429) return "errors.RATE_LIMITED";
  if (status === 0) return "adminAccounts.offline";
  return "adminAccounts.failed";
}

/**
 * /admin-invite?token=…: the invited person sees the address and the role, chooses a name and a
 * password (sign-up's rules), and is signed in as an admin on accepting. An unknown, used or
 * expired link says so, with a way home.
 */
export function AdminInviteScreen() {
  const translator = useTranslation();
  const { t } = translator;
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const wellFormed = adminInvitationTokenPattern.test(token);
  const info = useQuery({
    queryKey: ["admin-invitation", token],
    queryFn: async () => {
      const reply = await send(
        `/api/admin-invitations/${encodeURIComponent(token)}`,
        invitationInfoReplySchema,
      );
      return reply.data;
    },
    enabled: wellFormed,
    retry: false,
  });

  if (!wellFormed || info.isError) {
    const status = !wellFormed
      ? 404
      : info.error instanceof InvitationError
        ? info.error.status
        : 500;
    return (
      <section className="card-surface p-6" data-testid="admin-invite-refused">
        <h1 className="font-display text-2xl font-extrabold text-white">{t("admin.invite")}</h1>
        <p role="alert" className="mt-3 text-ink-100">
          {t(refusalKey(status))}
        </p>
        <Link to={paths.home()} className="btn-primary mt-6 inline-flex">
          {t("adminAccounts.backHome")}
        </Link>
      </section>
    );
  }
  if (info.isPending) return <Skeleton className="h-72" />;
  return <AcceptForm token={token} invitation={info.data} />;
}

function AcceptForm({ token, invitation }: { token: string; invitation: InvitationInfo }) {
  const translator = useTranslation();
  const { t, lang } = translator;
  const navigate = useNavigate();
  const [fields, setFields] = useState({ name: "", password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<string, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const accept = useMutation({
    mutationFn: async (body: {
      token: string;
      name: string;
      password: string;
      confirmPassword: string;
    }) => {
      return send("/api/admin-invitations/accept", isSessionBody, { method: "POST", body });
    },
    onSuccess: (session) => {
      storeSession(session);
      toast(t("adminAccounts.welcome", { name: session.user.name }), { type: "success" });
      // ADMIN_2FA=required: an owner's or manager's session reaches only the two-factor setup.
      const setupFirst =
        (session as { twoFactorSetupRequired?: boolean }).twoFactorSetupRequired === true;
      void navigate(setupFirst ? paths.adminTwoFactor() : paths.adminDashboard());
    },
    onError: (error) => {
      const status = error instanceof InvitationError ? error.status : 500;
      if (lang === "en" && error.message) setFailure(error.message);
      else setFailure(t(status === 400 ? "adminAccounts.weakPassword" : refusalKey(status)));
    },
  });

  const change = (name: keyof typeof fields) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value;
    setFields((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
    setFailure(null);
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (accept.isPending || accept.isSuccess) return;
    const parsed = acceptInvitationRequestSchema.safeParse({ token, ...fields });
    if (!parsed.success) {
      setErrors(fieldErrorsOf(translator, parsed.error));
      return;
    }
    setErrors({});
    accept.mutate({
      token,
      name: parsed.data.name,
      password: fields.password,
      confirmPassword: fields.confirmPassword,
    });
  };

  const passwordProps = {
    required: true,
    autoComplete: "new-password",
    maxLength: passwordMaxLength,
    showLabel: t("auth.showPassword"),
    hideLabel: t("auth.hidePassword"),
  };
  const expires = formatDate(invitation.expiresAt, lang, "dateTime");

  return (
    <section className="card-surface p-6" data-testid="admin-invite">
      <ShieldCheck className="h-8 w-8 text-neon-cyan" aria-hidden="true" />
      <h1 className="mt-3 font-display text-2xl font-extrabold text-white">
        {t("adminAccounts.inviteTitle")}
      </h1>
      <p className="mt-2 text-sm text-ink-300">
        {t("adminAccounts.inviteFor", { role: t(roleLabelKeys[invitation.adminRole]) })}
      </p>
      <dl className="mt-4 grid gap-2 rounded-lg bg-white/5 p-3 text-sm">
        <div>
          <dt className="text-ink-300">{t("adminAccounts.email")}</dt>
          <dd className="break-all font-semibold text-white" data-testid="admin-invite-email">
            {invitation.email}
          </dd>
        </div>
        <div>
          <dt className="text-ink-300">{t("adminAccounts.role")}</dt>
          <dd className="font-semibold text-white">{t(roleLabelKeys[invitation.adminRole])}</dd>
        </div>
        <div>
          <dt className="text-ink-300">{t("adminAccounts.validUntil")}</dt>
          <dd className="text-white">{expires}</dd>
        </div>
      </dl>
      <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label={t("auth.name")}
          name="name"
          autoComplete="name"
          required
          maxLength={nameMaxLength}
          value={fields.name}
          error={errors.name}
          onChange={change("name")}
        />
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
        {failure ? (
          <FormBanner tone="error" testId="admin-invite-error">
            {failure}
          </FormBanner>
        ) : null}
        <button
          type="submit"
          className="btn-primary w-full"
          disabled={accept.isPending || accept.isSuccess}
        >
          {accept.isPending ? t("adminAccounts.accepting") : t("adminAccounts.acceptInvitation")}
        </button>
      </form>
    </section>
  );
}
