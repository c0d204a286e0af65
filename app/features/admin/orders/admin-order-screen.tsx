import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { AdminRefundDialog } from "#app/features/admin/orders/admin-refund-dialog.tsx";
import { describeEventStatus, paymentStatusText } from "#app/features/orders/order-status-text.ts";
import { PurchaseStatusBadge } from "#app/features/orders/purchase-status-badge.tsx";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminOrderActions,
  type AdminOrderDetail,
  adminOrderNoteMaxLength,
  adminOrderReplySchema,
} from "#contracts/admin-orders.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { type AdminPermission, hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { LanguageCode } from "#contracts/languages.ts";

type ActionId = "retry" | "hold" | "release" | "refund" | "resend-receipt";

const actionDefs: {
  id: ActionId;
  allowed: keyof AdminOrderActions;
  permission: AdminPermission;
  label: TranslationKey;
  confirm: TranslationKey;
  done: TranslationKey;
  danger?: boolean;
}[] = [
  {
    id: "retry",
    allowed: "retry",
    permission: "orders.retry",
    label: "admin.actionRetry",
    confirm: "admin.confirmRetry",
    done: "admin.doneRetry",
  },
  {
    id: "hold",
    allowed: "hold",
    permission: "orders.hold",
    label: "admin.actionHold",
    confirm: "admin.confirmHold",
    done: "admin.doneHold",
  },
  {
    id: "release",
    allowed: "release",
    permission: "orders.hold",
    label: "admin.actionRelease",
    confirm: "admin.confirmRelease",
    done: "admin.doneRelease",
  },
  {
    id: "refund",
    allowed: "refund",
    permission: "orders.refund",
    label: "admin.actionRefund",
    confirm: "admin.confirmRefund",
    done: "admin.doneRefund",
    danger: true,
  },
  {
    id: "resend-receipt",
    allowed: "resendReceipt",
    permission: "orders.resend",
    label: "admin.actionResend",
    confirm: "admin.confirmResend",
    done: "admin.doneResend",
  },
];

const orderKey = (id: string) => ["admin", "order", id] as const;

/** Order states that change by themselves while fulfilment works on the order. */
const deliveringStatuses = new Set(["processing", "in_progress"]);
const deliveringPollMs = 2_000;

/**
 * /admin/orders/:id: the order in full (lines, payment, timeline, notes, admin changes) and the
 * actions its state and the admin's role allow, each confirmed first. The server checks both
 * again; its answer replaces what is shown.
 */
export function AdminOrderScreen({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const order = useQuery({
    queryKey: orderKey(orderId),
    queryFn: async () =>
      (
        await callAdminApi(
          `/api/admin/orders/${encodeURIComponent(orderId)}`,
          adminOrderReplySchema,
        )
      ).data,
    retry: retryAdminRead,
    // While the supplier is delivering (after a retry or a release), the page follows it.
    refetchInterval: (query) =>
      deliveringStatuses.has(query.state.data?.status ?? "") ? deliveringPollMs : false,
  });
  return (
    <div>
      <Link
        to={adminPaths.orders()}
        className="inline-flex items-center gap-1.5 text-sm text-ink-300 hover:text-white"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("admin.backToOrders")}
      </Link>
      {order.isPending ? (
        <Skeleton className="mt-4 h-96" />
      ) : order.isError ? (
        <p role="alert" className="card-surface mt-4 p-6 text-red-200">
          {order.error instanceof AdminApiError && order.error.status === 404
            ? t("admin.orderNotFound")
            : order.error.message || t("admin.loadFailed")}
        </p>
      ) : (
        <OrderDetail order={order.data} />
      )}
    </div>
  );
}

function OrderDetail({ order }: { order: AdminOrderDetail }) {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const auth = useAuthState();
  const adminRole = auth.loggedIn ? auth.adminRole : null;
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<(typeof actionDefs)[number] | null>(null);
  const [refunding, setRefunding] = useState(false);
  const when = (value: string) => formatDate(value, lang, "dateTimeSeconds");

  const act = useMutation({
    mutationFn: async (action: (typeof actionDefs)[number]) =>
      (
        await callAdminApi(`/api/admin/orders/${order.id}/${action.id}`, adminOrderReplySchema, {
          method: "POST",
          body: {},
        })
      ).data,
    onSuccess: (updated, action) => {
      queryClient.setQueryData(orderKey(order.id), updated);
      void queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
      toast(t(action.done), { type: "success" });
    },
    onError: (error) => toast(error.message || t("admin.actionFailed"), { type: "error" }),
    onSettled: () => setPending(null),
  });

  const available = actionDefs.filter(
    (action) => order.actions[action.allowed] && hasAdminPermission(adminRole, action.permission),
  );

  return (
    <div className="mt-4 space-y-6" data-testid="admin-order">
      <header className="card-surface p-5">
        <p className="text-xs font-bold uppercase tracking-wide text-ink-400">{t("admin.order")}</p>
        <h1 className="mt-1 break-all font-mono text-xl font-bold text-white">{order.id}</h1>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-ink-400">{t("admin.status")}</dt>
            <dd className="font-semibold text-white" data-testid="admin-order-status">
              {t(`orders.stage_${order.status}` as TranslationKey)}
            </dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("admin.payment")}</dt>
            <dd className="text-white">
              {paymentStatusText(order.paymentStatus, t)} · {order.payment.method} ·{" "}
              {order.payment.provider}
            </dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("admin.buyer")}</dt>
            <dd className="break-all text-white">{order.email || "—"}</dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("admin.total")}</dt>
            <dd className="font-semibold text-white">{formatUsdCents(order.totalCents, code)}</dd>
          </div>
          {order.discountCents > 0 && order.promoCode ? (
            <div>
              <dt className="text-ink-400">{t("promos.discount", { code: order.promoCode })}</dt>
              <dd className="text-white" data-testid="admin-order-discount">
                −{formatUsdCents(order.discountCents, code)} ({t("promos.subtotal")}{" "}
                {formatUsdCents(order.subtotalCents, code)})
              </dd>
            </div>
          ) : null}
          <div>
            <dt className="text-ink-400">{t("admin.placed")}</dt>
            <dd className="text-white">{when(order.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("admin.paid")}</dt>
            <dd className="text-white">
              {order.payment.paidAt ? when(order.payment.paidAt) : "—"}
            </dd>
          </div>
        </dl>
        {available.length > 0 ? (
          <div className="mt-5 flex flex-wrap gap-2" data-testid="admin-order-actions">
            {available.map((action) => (
              <button
                key={action.id}
                type="button"
                className={action.danger ? "btn-ghost border-red-400/50 text-red-200" : "btn-ghost"}
                disabled={act.isPending}
                data-testid={`admin-action-${action.id}`}
                onClick={() => (action.id === "refund" ? setRefunding(true) : setPending(action))}
              >
                {t(action.label)}
              </button>
            ))}
          </div>
        ) : null}
      </header>

      <ScrollRegion
        className="card-surface overflow-x-auto p-5"
        aria-labelledby="admin-items-title"
      >
        <h2 id="admin-items-title" className="font-display text-lg font-bold text-white">
          {t("admin.lines")}
        </h2>
        <table className="mt-3 w-full min-w-[40rem] text-sm">
          <thead className="text-xs uppercase tracking-wide text-ink-400">
            <tr>
              <th scope="col" className="py-2 text-start">
                {t("admin.game")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("admin.player")}
              </th>
              <th scope="col" className="py-2 text-start">
                {t("admin.status")}
              </th>
              <th scope="col" className="py-2 text-end">
                {t("admin.attempts")}
              </th>
              <th scope="col" className="py-2 text-end">
                {t("admin.total")}
              </th>
            </tr>
          </thead>
          <tbody>
            {order.items.map((item) => (
              <tr key={item.id} className="border-t border-white/5 align-top">
                <td className="py-2.5 text-ink-100">
                  {item.gameName} · {item.packageName} × {item.quantity}
                  {item.transactionId ? (
                    <span className="block font-mono text-xs text-ink-400">
                      {item.transactionId}
                    </span>
                  ) : null}
                </td>
                <td className="py-2.5 text-ink-200">
                  {item.playerDisplay}
                  {item.playerNickname ? ` (${item.playerNickname})` : ""}
                </td>
                <td className="py-2.5">
                  <PurchaseStatusBadge status={item.status} />
                  {item.codeRevoked ? (
                    <span
                      className="mt-1 block text-xs text-amber-200"
                      data-testid="admin-line-code-revoked"
                    >
                      {t("adminRefunds.codeRevoked")}
                    </span>
                  ) : null}
                </td>
                <td className="py-2.5 text-end text-ink-200">{item.deliveryAttempts}</td>
                <td className="py-2.5 text-end font-semibold text-white">
                  {formatUsdCents(item.amountCents, code)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>

      {order.refunds.length > 0 ? (
        <ScrollRegion
          className="card-surface overflow-x-auto p-5"
          aria-labelledby="admin-refunds-title"
        >
          <h2 id="admin-refunds-title" className="font-display text-lg font-bold text-white">
            {t("adminRefunds.refundsTitle")}
          </h2>
          <table className="mt-3 w-full min-w-[40rem] text-sm" data-testid="admin-order-refunds">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="py-2 text-start">
                  {t("admin.placed")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("admin.game")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("adminRefunds.reason")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("admin.status")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("admin.total")}
                </th>
              </tr>
            </thead>
            <tbody>
              {order.refunds.map((refund) => {
                const line = order.items.find((item) => item.id === refund.itemId);
                return (
                  <tr key={refund.id} className="border-t border-white/5 align-top">
                    <td className="py-2.5 text-ink-200">
                      {when(refund.createdAt)}
                      <span className="block text-xs text-ink-400">
                        {refund.actorEmail ?? refund.actor}
                      </span>
                    </td>
                    <td className="py-2.5 text-ink-100">
                      {line
                        ? `${line.gameName} · ${line.packageName}`
                        : t("adminRefunds.wholeOrder")}
                      {refund.providerRefundId ? (
                        <span className="block font-mono text-xs text-ink-400">
                          {refund.providerRefundId}
                        </span>
                      ) : null}
                    </td>
                    <td className="py-2.5 break-words text-ink-200">{refund.reason}</td>
                    <td className="py-2.5 text-ink-100">
                      {t(`adminRefunds.status_${refund.status}` as TranslationKey)}
                    </td>
                    <td className="py-2.5 text-end font-semibold text-white">
                      {formatUsdCents(refund.amountCents, code)}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </ScrollRegion>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card-surface p-5" aria-labelledby="admin-timeline-title">
          <h2 id="admin-timeline-title" className="font-display text-lg font-bold text-white">
            {t("admin.timeline")}
          </h2>
          <ol className="mt-3 space-y-2 text-sm" data-testid="admin-order-timeline">
            {order.events.map((event) => (
              <li key={event.id} className="border-s-2 border-white/10 ps-3">
                <p className="font-semibold text-white">{describeEventStatus(event.status, t)}</p>
                <p className="text-ink-300">{event.cause}</p>
                <p className="text-xs text-ink-400">
                  {when(event.at)} · {event.actorEmail ?? event.actor}
                </p>
              </li>
            ))}
          </ol>
        </section>
        <NotesSection order={order} />
      </div>

      {order.audit.length > 0 ? (
        <section className="card-surface p-5" aria-labelledby="admin-audit-title">
          <h2 id="admin-audit-title" className="font-display text-lg font-bold text-white">
            {t("admin.auditTitle")}
          </h2>
          <ul className="mt-3 space-y-1.5 text-sm">
            {order.audit.map((entry) => (
              <li key={entry.id} className="text-ink-200">
                <span className="font-mono text-neon-cyan">{entry.action}</span> ·{" "}
                {entry.actorEmail ?? entry.actorId} ({entry.actorRole}) · {when(entry.at)}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <AdminRefundDialog
        order={order}
        open={refunding}
        onClose={() => setRefunding(false)}
        onRefunded={(updated, message) => {
          queryClient.setQueryData(orderKey(order.id), updated);
          void queryClient.invalidateQueries({ queryKey: ["admin", "orders"] });
          void queryClient.invalidateQueries({ queryKey: ["admin", "dashboard"] });
          toast(message || t("adminRefunds.done"), { type: "success" });
          setRefunding(false);
        }}
      />

      <Dialog
        open={pending !== null}
        onOpenChange={(open) => {
          if (!open && !act.isPending) setPending(null);
        }}
        title={pending ? t(pending.label) : ""}
        description={pending ? t(pending.confirm) : undefined}
        closeLabel={t("admin.cancel")}
        role="alertdialog"
        testId="admin-confirm"
      >
        <div className="mt-6 flex justify-end gap-2">
          <button
            type="button"
            className="btn-ghost"
            disabled={act.isPending}
            onClick={() => setPending(null)}
          >
            {t("admin.cancel")}
          </button>
          <button
            type="button"
            className="btn-primary"
            disabled={act.isPending}
            data-testid="admin-confirm-yes"
            onClick={() => pending && act.mutate(pending)}
          >
            {pending ? t(pending.label) : ""}
          </button>
        </div>
      </Dialog>
    </div>
  );
}

function NotesSection({ order }: { order: AdminOrderDetail }) {
  const { t, lang } = useTranslation();
  const auth = useAuthState();
  const queryClient = useQueryClient();
  const [text, setText] = useState("");
  const fieldId = useId();
  const canNote = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "orders.note");
  const add = useMutation({
    mutationFn: async (note: string) =>
      (
        await callAdminApi(`/api/admin/orders/${order.id}/notes`, adminOrderReplySchema, {
          method: "POST",
          body: { text: note },
        })
      ).data,
    onSuccess: (updated) => {
      queryClient.setQueryData(orderKey(order.id), updated);
      setText("");
      toast(t("admin.noteAdded"), { type: "success" });
    },
    onError: (error) => toast(error.message || t("admin.actionFailed"), { type: "error" }),
  });
  return (
    <section className="card-surface p-5" aria-labelledby="admin-notes-title">
      <h2 id="admin-notes-title" className="font-display text-lg font-bold text-white">
        {t("admin.notes")}
      </h2>
      {order.notes.length === 0 ? (
        <p className="mt-3 text-sm text-ink-400">{t("admin.noNotes")}</p>
      ) : (
        <ul className="mt-3 space-y-2 text-sm" data-testid="admin-order-notes">
          {order.notes.map((note) => (
            <li key={note.id} className="rounded-lg bg-white/5 p-3">
              <p className="whitespace-pre-wrap break-words text-ink-100">{note.text}</p>
              <p className="mt-1 text-xs text-ink-400">
                {note.authorEmail ?? "—"} · {formatDate(note.at, lang, "dateTime")}
              </p>
            </li>
          ))}
        </ul>
      )}
      {canNote ? (
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (text.trim()) add.mutate(text.trim());
          }}
        >
          <label htmlFor={fieldId} className="text-xs font-semibold text-ink-300">
            {t("admin.addNote")}
          </label>
          <textarea
            id={fieldId}
            value={text}
            maxLength={adminOrderNoteMaxLength}
            rows={3}
            onChange={(event) => setText(event.currentTarget.value)}
            className="mt-1 w-full rounded-lg border border-white/10 bg-ink-950 p-3 text-sm text-white"
          />
          <button
            type="submit"
            className="btn-primary mt-2"
            disabled={add.isPending || !text.trim()}
          >
            {t("admin.saveNote")}
          </button>
        </form>
      ) : null}
    </section>
  );
}
