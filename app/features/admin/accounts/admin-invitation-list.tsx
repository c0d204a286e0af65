import { useTranslation } from "#app/lib/i18n.ts";
import type { AdminInvitation } from "#contracts/admin-accounts.ts";
import { roleLabelKeys } from "./accounts-ui.ts";

/** The invitations not accepted yet, each with its role, who sent it, its expiry and "Withdraw". */
export function AdminInvitationList(props: {
  invitations: AdminInvitation[];
  busy: boolean;
  when: (value: string) => string;
  onWithdraw: (invitation: AdminInvitation) => void;
}) {
  const { t } = useTranslation();
  const { when } = props;
  return (
    <section className="card-surface mt-4 p-4" aria-labelledby="admin-invitations-title">
      <h2 id="admin-invitations-title" className="font-display text-lg font-bold text-white">
        {t("adminAccounts.invitationsTitle")}
      </h2>
      {props.invitations.length === 0 ? (
        <p className="mt-2 text-sm text-ink-300">{t("adminAccounts.noInvitations")}</p>
      ) : (
        <ul className="mt-3 divide-y divide-white/5" data-testid="admin-invitations">
          {props.invitations.map((invitation) => (
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
                disabled={props.busy}
                onClick={() => props.onWithdraw(invitation)}
              >
                {t("adminAccounts.withdraw")}
                <span className="sr-only">: {invitation.email}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
