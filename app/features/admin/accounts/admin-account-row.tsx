import { useId } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n.ts";
import { type AdminRole, adminRoles } from "#contracts/accounts-rules.ts";
import type { AdminAccount, AdminInvitation } from "#contracts/admin-accounts.ts";
import { roleLabelKeys, selectClass } from "./accounts-ui.ts";

/** A change the owner asked for, waiting for the confirmation dialog. */
export type PendingChange =
  | { kind: "role"; admin: AdminAccount; adminRole: AdminRole }
  | { kind: "active"; admin: AdminAccount; isActive: boolean }
  | { kind: "resetTwoFactor"; admin: AdminAccount }
  | { kind: "withdraw"; invitation: AdminInvitation };

/** One admin in the accounts table: the role picker and the (de)activate button ask first. */
export function AdminRow(props: {
  admin: AdminAccount;
  isMe: boolean;
  busy: boolean;
  when: (value: string) => string;
  onRole: (role: AdminRole) => void;
  onActive: (isActive: boolean) => void;
  onResetTwoFactor: () => void;
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
        {admin.twoFactorEnabled ? (
          <span className="ms-2 rounded-full bg-emerald-400/15 px-2 py-0.5 text-xs font-bold text-emerald-200">
            {t("adminTwoFactor.badge")}
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
      <td className="whitespace-nowrap px-4 py-2.5 text-end">
        {admin.twoFactorEnabled && !props.isMe ? (
          <button
            type="button"
            className="btn-ghost me-2"
            disabled={props.busy}
            onClick={props.onResetTwoFactor}
            data-testid="admin-reset-two-factor"
          >
            {t("adminTwoFactor.resetAction")}
            <span className="sr-only">: {admin.name}</span>
          </button>
        ) : null}
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

/** Asks before a change of role, state or invitation is sent; the button names the change. */
export function ConfirmChangeDialog(props: {
  pending: PendingChange | null;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const translator = useTranslation();
  const { t } = translator;
  const { pending } = props;
  return (
    <Dialog
      open={pending !== null}
      onOpenChange={(open) => {
        if (!open) props.onCancel();
      }}
      title={pending ? t(confirmTitleOf(pending)) : ""}
      description={pending ? confirmTextOf(translator, pending) : undefined}
      closeLabel={t("adminAccounts.cancel")}
      role="alertdialog"
      testId="admin-accounts-confirm"
    >
      <div className="mt-6 flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-ghost" onClick={props.onCancel}>
          {t("adminAccounts.cancel")}
        </button>
        <button
          type="button"
          className="btn-primary"
          onClick={props.onConfirm}
          data-testid="admin-accounts-confirm-yes"
        >
          {pending ? t(confirmTitleOf(pending)) : ""}
        </button>
      </div>
    </Dialog>
  );
}

function confirmTitleOf(pending: PendingChange) {
  if (pending.kind === "role") return "adminAccounts.changeRole" as const;
  if (pending.kind === "withdraw") return "adminAccounts.withdraw" as const;
  if (pending.kind === "resetTwoFactor") return "adminTwoFactor.resetAction" as const;
  return pending.isActive
    ? ("adminAccounts.reactivate" as const)
    : ("adminAccounts.deactivate" as const);
}

function confirmTextOf(
  translator: ReturnType<typeof useTranslation>,
  pending: PendingChange,
): string {
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
  if (pending.kind === "resetTwoFactor") {
    return t("adminTwoFactor.resetConfirm", { name: pending.admin.name });
  }
  return pending.isActive
    ? t("adminAccounts.confirmReactivate", { name: pending.admin.name })
    : t("adminAccounts.confirmDeactivate", { name: pending.admin.name });
}
