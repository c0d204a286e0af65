import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailPlus, UserPlus } from "lucide-react";
import { useId, useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi } from "#app/features/admin/admin-api.ts";
import { readUserId } from "#app/lib/auth/auth-read.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import { type AdminRole, adminRoles } from "#contracts/accounts-rules.ts";
import {
  type AdminAccount,
  type AdminAccountsList,
  type AdminInvitation,
  adminAccountReplySchema,
  adminAccountsListReplySchema,
  adminDoneReplySchema,
} from "#contracts/admin-accounts.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { failureOf, roleLabelKeys, selectClass } from "./accounts-ui.ts";
import { CreateAdminDialog, InviteAdminDialog } from "./admin-account-dialogs.tsx";

export const adminsQueryKey = ["admin", "admins"] as const;

type Pending =
  | { kind: "role"; admin: AdminAccount; adminRole: AdminRole }
  | { kind: "active"; admin: AdminAccount; isActive: boolean }
  | { kind: "withdraw"; invitation: AdminInvitation };

/**
 * /admin/admins (the owner's): every admin account with its role and state, the invitations not
 * accepted yet, and the dialogs to invite or create an admin. Each change is confirmed first,
 * shown at once and rolled back if the server refuses it (the last active owner, say).
 */
export function AdminAccountsScreen() {
  const translator = useTranslation();
  const { t, lang } = translator;
  const auth = useAuthState();
  const canManage = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "admins.manage");
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<Pending | null>(null);
  const [dialog, setDialog] = useState<"invite" | "create" | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const myId = auth.loggedIn ? readUserId() : null;
  const when = (value: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(
      new Date(value),
    );

  const listing = useQuery({
    queryKey: adminsQueryKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/admins", adminAccountsListReplySchema)).data,
    enabled: canManage,
    retry: (count, error) => !(error instanceof AdminApiError && error.status < 500) && count < 2,
  });

  const update = useMutation({
    mutationFn: async (change: { id: string; adminRole?: AdminRole; isActive?: boolean }) => {
      const { id, ...body } = change;
      return (
        await callAdminApi(`/api/admin/admins/${id}`, adminAccountReplySchema, {
          method: "PATCH",
          body,
        })
      ).data;
    },
    onMutate: async (change) => {
      setRefusal(null);
      await queryClient.cancelQueries({ queryKey: adminsQueryKey });
      const previous = queryClient.getQueryData<AdminAccountsList>(adminsQueryKey);
      if (previous) {
        queryClient.setQueryData<AdminAccountsList>(adminsQueryKey, {
          ...previous,
          admins: previous.admins.map((admin) =>
            admin.id === change.id
              ? {
                  ...admin,
                  ...(change.adminRole ? { adminRole: change.adminRole } : {}),
                  ...(change.isActive === undefined ? {} : { isActive: change.isActive }),
                }
              : admin,
          ),
        });
      }
      return { previous };
    },
    onError: (error, _change, context) => {
      if (context?.previous) queryClient.setQueryData(adminsQueryKey, context.previous);
      const text = failureOf(translator, error, {
        409: "adminAccounts.lastOwner",
        404: "adminAccounts.notFound",
      });
      if (error instanceof AdminApiError && error.status === 409) setRefusal(text);
      toast(text, { type: "error" });
    },
    onSuccess: (account, change) => {
      queryClient.setQueryData<AdminAccountsList>(adminsQueryKey, (current) =>
        current
          ? {
              ...current,
              admins: current.admins.map((admin) => (admin.id === account.id ? account : admin)),
            }
          : current,
      );
      toast(
        change.isActive === undefined
          ? t("adminAccounts.roleChanged", { name: account.name })
          : account.isActive
            ? t("adminAccounts.reactivated", { name: account.name })
            : t("adminAccounts.deactivated", { name: account.name }),
        { type: "success" },
      );
    },
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });

  const withdraw = useMutation({
    mutationFn: async (invitation: AdminInvitation) =>
      callAdminApi(`/api/admin/admins/invitations/${invitation.id}`, adminDoneReplySchema, {
        method: "DELETE",
      }),
    onMutate: async (invitation) => {
      await queryClient.cancelQueries({ queryKey: adminsQueryKey });
      const previous = queryClient.getQueryData<AdminAccountsList>(adminsQueryKey);
      if (previous) {
        queryClient.setQueryData<AdminAccountsList>(adminsQueryKey, {
          ...previous,
          invitations: previous.invitations.filter((entry) => entry.id !== invitation.id),
        });
      }
      return { previous };
    },
    onError: (error, _invitation, context) => {
      if (context?.previous) queryClient.setQueryData(adminsQueryKey, context.previous);
      toast(failureOf(translator, error, { 404: "adminAccounts.invitationGone" }), {
        type: "error",
      });
    },
    onSuccess: (_reply, invitation) =>
      toast(t("adminAccounts.withdrawn", { email: invitation.email }), { type: "success" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "role")
      update.mutate({ id: pending.admin.id, adminRole: pending.adminRole });
    if (pending.kind === "active") {
      update.mutate({ id: pending.admin.id, isActive: pending.isActive });
    }
    if (pending.kind === "withdraw") withdraw.mutate(pending.invitation);
    setPending(null);
  };

  return (
    <div>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="font-display text-3xl font-extrabold text-white">{t("admin.admins")}</h1>
        {canManage ? (
          <div className="flex flex-wrap gap-2">
            <button
              type="button"
              className="btn-primary"
              onClick={() => setDialog("invite")}
              data-testid="admin-invite-open"
            >
              <MailPlus className="h-4 w-4" aria-hidden="true" />
              {t("adminAccounts.inviteAdmin")}
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => setDialog("create")}
              data-testid="admin-create-open"
            >
              <UserPlus className="h-4 w-4" aria-hidden="true" />
              {t("adminAccounts.createAdmin")}
            </button>
          </div>
        ) : null}
      </div>
      <p className="mt-2 max-w-2xl text-sm text-ink-300">{t("adminAccounts.intro")}</p>

      {refusal ? (
        <div
          role="alert"
          className="mt-4 flex items-start justify-between gap-3 rounded-lg border border-amber-300/40 bg-amber-400/10 p-4 text-sm text-amber-100"
          data-testid="admin-refusal"
        >
          <p>{refusal}</p>
          <button type="button" className="btn-ghost shrink-0" onClick={() => setRefusal(null)}>
            {t("adminAccounts.dismiss")}
          </button>
        </div>
      ) : null}

      {listing.isError ? (
        <p role="alert" className="card-surface mt-4 p-4 text-red-200">
          {failureOf(translator, listing.error, {}, "adminAccounts.loadFailed")}
        </p>
      ) : null}
      {listing.isPending ? (
        <div aria-busy="true">
          <Skeleton className="mt-4 h-72" />
          <Skeleton className="mt-4 h-32" />
        </div>
      ) : listing.data ? (
        <>
          <section
            className="card-surface relative mt-4 overflow-x-auto"
            aria-labelledby="admin-accounts-title"
            // biome-ignore lint/a11y/noNoninteractiveTabindex: it scrolls sideways on phones, so keyboard users must be able to reach it (axe: scrollable-region-focusable)
            tabIndex={0}
          >
            <h2
              id="admin-accounts-title"
              className="px-4 pt-4 font-display text-lg font-bold text-white"
            >
              {t("adminAccounts.accountsTitle", { count: listing.data.admins.length })}
            </h2>
            <table className="mt-2 w-full min-w-[46rem] text-sm" data-testid="admin-accounts-table">
              <thead className="text-xs uppercase tracking-wide text-ink-400">
                <tr>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("adminAccounts.name")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("adminAccounts.email")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("adminAccounts.role")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("adminAccounts.status")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("adminAccounts.lastSignIn")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-end">
                    <span className="sr-only">{t("adminAccounts.actions")}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {listing.data.admins.map((admin) => (
                  <AdminRow
                    key={admin.id}
                    admin={admin}
                    isMe={admin.id === myId}
                    busy={update.isPending}
                    when={when}
                    onRole={(adminRole) => setPending({ kind: "role", admin, adminRole })}
                    onActive={(isActive) => setPending({ kind: "active", admin, isActive })}
                  />
                ))}
              </tbody>
            </table>
          </section>

          <section className="card-surface mt-4 p-4" aria-labelledby="admin-invitations-title">
            <h2 id="admin-invitations-title" className="font-display text-lg font-bold text-white">
              {t("adminAccounts.invitationsTitle")}
            </h2>
            {listing.data.invitations.length === 0 ? (
              <p className="mt-2 text-sm text-ink-300">{t("adminAccounts.noInvitations")}</p>
            ) : (
              <ul className="mt-3 divide-y divide-white/5" data-testid="admin-invitations">
                {listing.data.invitations.map((invitation) => (
                  <li
                    key={invitation.id}
                    className="flex flex-wrap items-center justify-between gap-3 py-3"
                  >
                    <div className="min-w-0 text-sm">
                      <p className="break-all font-semibold text-white">{invitation.email}</p>
                      <p className="text-ink-300">
                        {t(roleLabelKeys[invitation.adminRole])}
                        {invitation.invitedBy
                          ? ` · ${t("adminAccounts.invitedBy", { name: invitation.invitedBy.name || invitation.invitedBy.email })}`
                          : ""}
                      </p>
                      <p className={invitation.expired ? "text-amber-200" : "text-ink-300"}>
                        {invitation.expired
                          ? t("adminAccounts.expiredOn", { date: when(invitation.expiresAt) })
                          : t("adminAccounts.expiresOn", { date: when(invitation.expiresAt) })}
                      </p>
                    </div>
                    <button
                      type="button"
                      className="btn-ghost"
                      disabled={withdraw.isPending}
                      onClick={() => setPending({ kind: "withdraw", invitation })}
                    >
                      {t("adminAccounts.withdraw")}
                      <span className="sr-only">: {invitation.email}</span>
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      ) : null}

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open) setPending(null);
        }}
        title={pending ? t(confirmTitleOf(pending)) : ""}
        description={pending ? confirmTextOf(translator, pending) : undefined}
        closeLabel={t("adminAccounts.cancel")}
        role="alertdialog"
        testId="admin-accounts-confirm"
      >
        <div className="mt-6 flex flex-wrap justify-end gap-2">
          <button type="button" className="btn-ghost" onClick={() => setPending(null)}>
            {t("adminAccounts.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            onClick={confirm}
            data-testid="admin-accounts-confirm-yes"
          >
            {pending ? t(confirmTitleOf(pending)) : ""}
          </button>
        </div>
      </Dialog>

      {dialog === "invite" ? <InviteAdminDialog onClose={() => setDialog(null)} /> : null}
      {dialog === "create" ? <CreateAdminDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}

function confirmTitleOf(pending: Pending) {
  if (pending.kind === "role") return "adminAccounts.changeRole" as const;
  if (pending.kind === "withdraw") return "adminAccounts.withdraw" as const;
  return pending.isActive
    ? ("adminAccounts.reactivate" as const)
    : ("adminAccounts.deactivate" as const);
}

function confirmTextOf(translator: ReturnType<typeof useTranslation>, pending: Pending): string {
  const { t } = translator;
  if (pending.kind === "role") {
    return t("adminAccounts.confirmRole", {
      name: pending.admin.name,
      role: t(roleLabelKeys[pending.adminRole]),
    });
  }
  if (pending.kind === "withdraw") {
    return t("adminAccounts.confirmWithdraw", { email: pending.invitation.email });
  }
  return pending.isActive
    ? t("adminAccounts.confirmReactivate", { name: pending.admin.name })
    : t("adminAccounts.confirmDeactivate", { name: pending.admin.name });
}

function AdminRow(props: {
  admin: AdminAccount;
  isMe: boolean;
  busy: boolean;
  when: (value: string) => string;
  onRole: (role: AdminRole) => void;
  onActive: (isActive: boolean) => void;
}) {
  const { t } = useTranslation();
  const { admin } = props;
  const selectId = useId();
  return (
    <tr className="border-t border-white/5 align-middle" data-testid="admin-account-row">
      <td className="px-4 py-2.5 font-semibold text-white">
        {admin.name}
        {props.isMe ? (
          <span className="ms-2 rounded-full bg-neon-violet/20 px-2 py-0.5 text-xs font-bold text-ink-100">
            {t("adminAccounts.you")}
          </span>
        ) : null}
      </td>
      <td className="whitespace-nowrap px-4 py-2.5 text-ink-100">{admin.email}</td>
      <td className="px-4 py-2.5">
        <label htmlFor={selectId} className="sr-only">
          {t("adminAccounts.roleOf", { name: admin.name })}
        </label>
        <select
          id={selectId}
          value={admin.adminRole}
          disabled={props.busy}
          onChange={(event) => props.onRole(event.currentTarget.value as AdminRole)}
          className={`${selectClass} mt-0 min-w-[8rem]`}
        >
          {adminRoles.map((role) => (
            <option key={role} value={role}>
              {t(roleLabelKeys[role])}
            </option>
          ))}
        </select>
      </td>
      <td className="px-4 py-2.5">
        <span
          className={`rounded-full px-2.5 py-1 text-xs font-bold ${admin.isActive ? "bg-emerald-400/15 text-emerald-200" : "bg-white/10 text-ink-200"}`}
        >
          {admin.isActive ? t("adminAccounts.active") : t("adminAccounts.inactive")}
        </span>
      </td>
      <td className="px-4 py-2.5 text-ink-300">
        {admin.lastSignInAt ? props.when(admin.lastSignInAt) : t("adminAccounts.never")}
      </td>
      <td className="px-4 py-2.5 text-end">
        <button
          type="button"
          className={admin.isActive ? "btn-ghost border-red-400/50 text-red-200" : "btn-ghost"}
          disabled={props.busy}
          onClick={() => props.onActive(!admin.isActive)}
        >
          {admin.isActive ? t("adminAccounts.deactivate") : t("adminAccounts.reactivate")}
          <span className="sr-only">: {admin.name}</span>
        </button>
      </td>
    </tr>
  );
}
