import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { MailPlus, UserPlus } from "lucide-react";
import { useState } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { AdminTable } from "#app/features/admin/admin-table.tsx";
import { readUserId } from "#app/lib/auth/auth-read.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import type { AdminRole } from "#contracts/accounts-rules.ts";
import {
  type AdminAccount,
  type AdminAccountsList,
  type AdminInvitation,
  adminAccountReplySchema,
  adminAccountsListReplySchema,
  adminDoneReplySchema,
} from "#contracts/admin-accounts.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { twoFactorDoneReplySchema } from "#contracts/admin-two-factor.ts";
import { adminsQueryKey, failureOf } from "./accounts-ui.ts";
import { CreateAdminDialog, InviteAdminDialog } from "./admin-account-dialogs.tsx";
import { AdminRow, ConfirmChangeDialog, type PendingChange } from "./admin-account-row.tsx";
import { AdminInvitationList } from "./admin-invitation-list.tsx";

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
  const [pending, setPending] = useState<PendingChange | null>(null);
  const [dialog, setDialog] = useState<"invite" | "create" | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const myId = auth.loggedIn ? readUserId() : null;
  const when = (value: string) => formatDate(value, lang, "dateTime");

  const listing = useQuery({
    queryKey: adminsQueryKey,
    queryFn: async () =>
      (await callAdminApi("/api/admin/admins", adminAccountsListReplySchema)).data,
    enabled: canManage,
    retry: retryAdminRead,
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

  const resetTwoFactor = useMutation({
    mutationFn: async (admin: AdminAccount) =>
      callAdminApi(`/api/admin/admins/${admin.id}/2fa/reset`, twoFactorDoneReplySchema, {
        method: "POST",
      }),
    onError: (error) =>
      toast(failureOf(translator, error, { 404: "adminAccounts.notFound" }), { type: "error" }),
    onSuccess: (_reply, admin) =>
      toast(t("adminTwoFactor.resetDone", { name: admin.name }), { type: "success" }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: adminsQueryKey }),
  });

  const confirm = () => {
    if (!pending) return;
    if (pending.kind === "resetTwoFactor") resetTwoFactor.mutate(pending.admin);
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

      <AdminTable
        query={listing}
        // The heading inside names the region too: "3 admin accounts".
        label={t("adminAccounts.accountsTitle", { count: listing.data?.admins.length ?? 0 })}
        failure={(error) => failureOf(translator, error, {}, "adminAccounts.loadFailed")}
        loading={
          <div aria-busy="true">
            <Skeleton className="mt-4 h-72" />
            <Skeleton className="mt-4 h-32" />
          </div>
        }
      >
        {(data) => (
          <>
            <h2 className="px-4 pt-4 font-display text-lg font-bold text-white">
              {t("adminAccounts.accountsTitle", { count: data.admins.length })}
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
                {data.admins.map((admin) => (
                  <AdminRow
                    key={admin.id}
                    admin={admin}
                    isMe={admin.id === myId}
                    busy={update.isPending || resetTwoFactor.isPending}
                    when={when}
                    onRole={(adminRole) => setPending({ kind: "role", admin, adminRole })}
                    onActive={(isActive) => setPending({ kind: "active", admin, isActive })}
                    onResetTwoFactor={() => setPending({ kind: "resetTwoFactor", admin })}
                  />
                ))}
              </tbody>
            </table>
          </>
        )}
      </AdminTable>
      {listing.data ? (
        <AdminInvitationList
          invitations={listing.data.invitations}
          busy={withdraw.isPending}
          when={when}
          onWithdraw={(invitation) => setPending({ kind: "withdraw", invitation })}
        />
      ) : null}

      <ConfirmChangeDialog
        pending={pending}
        onCancel={() => setPending(null)}
        onConfirm={confirm}
      />

      {dialog === "invite" ? <InviteAdminDialog onClose={() => setDialog(null)} /> : null}
      {dialog === "create" ? <CreateAdminDialog onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
