import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowLeft } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { ScrollRegion } from "#app/components/ui/scroll-region.tsx";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { AdminApiError, callAdminApi, retryAdminRead } from "#app/features/admin/admin-api.ts";
import { paymentStatusText } from "#app/features/orders/order-status-text.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { formatUsdCents } from "#app/lib/format-price.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { toast } from "#app/lib/toast.ts";
import {
  type AdminCustomerDetail,
  adminCustomerReplySchema,
  blockReasonMaxLength,
} from "#contracts/admin-customers.ts";
import { adminPaths } from "#contracts/admin-paths.ts";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { StatusBadge } from "./admin-customers-screen.tsx";

const customerKey = (id: string) => ["admin", "customer", id] as const;

/**
 * /admin/customers/:id: one shopper's profile, sign-in methods, orders (each linking to its
 * admin page), refunds and security events, and, for owner and manager (`customers.write`),
 * Block with a reason or Unblock, confirmed in a dialog. The server checks the permission again.
 */
export function AdminCustomerScreen({ customerId }: { customerId: string }) {
  const { t } = useTranslation();
  const customer = useQuery({
    queryKey: customerKey(customerId),
    queryFn: async () =>
      (
        await callAdminApi(
          `/api/admin/customers/${encodeURIComponent(customerId)}`,
          adminCustomerReplySchema,
        )
      ).data,
    retry: retryAdminRead,
  });
  return (
    <div>
      <Link
        to={adminPaths.customers()}
        className="inline-flex items-center gap-1.5 text-sm text-ink-300 hover:text-white"
      >
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t("adminCustomers.back")}
      </Link>
      {customer.isPending ? (
        <Skeleton className="mt-4 h-96" />
      ) : customer.isError ? (
        <p className="card-surface mt-4 p-6 text-ink-200" role="alert">
          {customer.error instanceof AdminApiError && customer.error.status === 404
            ? t("adminCustomers.notFound")
            : customer.error.message || t("adminCustomers.loadFailed")}
        </p>
      ) : (
        <CustomerDetail customer={customer.data} />
      )}
    </div>
  );
}

function CustomerDetail({ customer }: { customer: AdminCustomerDetail }) {
  const { t, lang } = useTranslation();
  const code = lang as LanguageCode;
  const auth = useAuthState();
  const canWrite = hasAdminPermission(auth.loggedIn ? auth.adminRole : null, "customers.write");
  const when = (value: string) => formatDate(value, lang, "dateTime");
  const money = (cents: number) => formatUsdCents(cents, code);
  const methodKey = { password: "methodPassword", google: "methodGoogle" } as const;

  return (
    <div className="mt-4 space-y-6" data-testid="admin-customer">
      <header className="card-surface p-5">
        <div className="flex flex-wrap items-center gap-3">
          <h1 className="break-all font-display text-2xl font-extrabold text-white">
            {customer.name}
          </h1>
          <StatusBadge blocked={customer.block !== null} />
        </div>
        <p className="mt-1 break-all text-ink-200">{customer.email}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-2 lg:grid-cols-4">
          <div>
            <dt className="text-ink-400">{t("adminCustomers.joined")}</dt>
            <dd className="text-white">{when(customer.createdAt)}</dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("adminCustomers.language")}</dt>
            <dd className="uppercase text-white">{customer.language}</dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("adminCustomers.signInMethods")}</dt>
            <dd className="text-white" data-testid="admin-customer-methods">
              {customer.signInMethods.length > 0
                ? customer.signInMethods
                    .map((method) => t(`adminCustomers.${methodKey[method]}` as TranslationKey))
                    .join(", ")
                : t("adminCustomers.noMethods")}
              {customer.active ? "" : ` · ${t("adminCustomers.deactivated")}`}
            </dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("adminCustomers.orders")}</dt>
            <dd className="text-white">{customer.totals.ordersCount}</dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("adminCustomers.totalSpent")}</dt>
            <dd className="font-semibold text-white" data-testid="admin-customer-spent">
              {money(customer.totals.totalSpentCents)}
            </dd>
          </div>
          <div>
            <dt className="text-ink-400">{t("adminCustomers.refunded")}</dt>
            <dd className="text-white">{money(customer.totals.refundedCents)}</dd>
          </div>
        </dl>
        {customer.block ? (
          <div
            className="mt-4 rounded-lg border border-red-400/40 bg-red-500/10 p-3 text-sm text-red-100"
            data-testid="admin-customer-block"
          >
            <p className="font-semibold">
              {t("adminCustomers.blockedSince", { date: when(customer.block.at) })} ·{" "}
              {t("adminCustomers.blockedBy", {
                email: customer.block.byEmail ?? t("adminCustomers.formerStaff"),
              })}
            </p>
            <p className="mt-1">
              {t("adminCustomers.reason")}: {customer.block.reason}
            </p>
          </div>
        ) : null}
        {canWrite ? <BlockAction customer={customer} /> : null}
      </header>

      <ScrollRegion
        className="card-surface overflow-x-auto p-5"
        aria-labelledby="customer-orders-title"
      >
        <h2 id="customer-orders-title" className="font-display text-lg font-bold text-white">
          {t("adminCustomers.ordersTitle")}
        </h2>
        {customer.orders.length === 0 ? (
          <p className="mt-3 text-sm text-ink-300">{t("adminCustomers.noOrders")}</p>
        ) : (
          <table className="mt-3 w-full min-w-[40rem] text-sm" data-testid="admin-customer-orders">
            <thead className="text-xs uppercase tracking-wide text-ink-400">
              <tr>
                <th scope="col" className="py-2 text-start">
                  {t("adminCustomers.order")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("adminCustomers.placed")}
                </th>
                <th scope="col" className="py-2 text-start">
                  {t("adminCustomers.status")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("adminCustomers.lines")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("adminCustomers.amount")}
                </th>
                <th scope="col" className="py-2 text-end">
                  {t("adminCustomers.refunded")}
                </th>
              </tr>
            </thead>
            <tbody>
              {customer.orders.map((order) => (
                <tr key={order.id} className="border-t border-white/5">
                  <td className="py-2.5">
                    <Link
                      to={adminPaths.order(order.id)}
                      className="font-mono text-neon-cyan hover:underline"
                    >
                      {order.id.slice(0, 8)}
                    </Link>
                  </td>
                  <td className="py-2.5 text-ink-200">{when(order.createdAt)}</td>
                  <td className="py-2.5 text-ink-100">
                    {t(`orders.stage_${order.status}` as TranslationKey)} ·{" "}
                    {paymentStatusText(order.paymentStatus, t)}
                  </td>
                  <td className="py-2.5 text-end text-ink-200">{order.linesCount}</td>
                  <td className="py-2.5 text-end font-semibold text-white">
                    {money(order.totalCents)}
                  </td>
                  <td className="py-2.5 text-end text-ink-200">
                    {order.refundedCents > 0 ? money(order.refundedCents) : "—"}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </ScrollRegion>

      <div className="grid gap-6 lg:grid-cols-2">
        <section className="card-surface p-5" aria-labelledby="customer-refunds-title">
          <h2 id="customer-refunds-title" className="font-display text-lg font-bold text-white">
            {t("adminCustomers.refundsTitle")}
          </h2>
          {customer.refunds.length === 0 ? (
            <p className="mt-3 text-sm text-ink-300">{t("adminCustomers.noRefunds")}</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm" data-testid="admin-customer-refunds">
              {customer.refunds.map((refund) => (
                <li key={refund.id} className="border-s-2 border-white/10 ps-3">
                  <p className="font-semibold text-white">
                    {refund.line ?? refund.reason} · {money(refund.amountCents)}
                  </p>
                  <p className="text-xs text-ink-300">
                    {when(refund.at)} ·{" "}
                    <Link
                      to={adminPaths.order(refund.orderId)}
                      className="font-mono text-neon-cyan hover:underline"
                    >
                      {refund.orderId.slice(0, 8)}
                    </Link>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
        <section className="card-surface p-5" aria-labelledby="customer-security-title">
          <h2 id="customer-security-title" className="font-display text-lg font-bold text-white">
            {t("adminCustomers.securityTitle")}
          </h2>
          {customer.securityEvents.length === 0 ? (
            <p className="mt-3 text-sm text-ink-300">{t("adminCustomers.noEvents")}</p>
          ) : (
            <ul className="mt-3 space-y-2 text-sm" data-testid="admin-customer-events">
              {customer.securityEvents.map((event) => (
                <li key={event.id} className="border-s-2 border-white/10 ps-3">
                  <p className="font-mono text-neon-cyan">{event.kind}</p>
                  <p className="text-xs text-ink-300">
                    {when(event.at)}
                    {event.ip ? ` · ${event.ip}` : ""}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </div>
  );
}

function BlockAction({ customer }: { customer: AdminCustomerDetail }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const fieldId = useId();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const blocking = customer.block === null;
  const change = useMutation({
    mutationFn: async () =>
      (
        await callAdminApi(
          `/api/admin/customers/${customer.id}/${blocking ? "block" : "unblock"}`,
          adminCustomerReplySchema,
          { method: "POST", body: blocking ? { reason } : {} },
        )
      ).data,
    onSuccess: (updated) => {
      queryClient.setQueryData(customerKey(customer.id), updated);
      void queryClient.invalidateQueries({ queryKey: ["admin", "customers"] });
      toast(t(blocking ? "adminCustomers.blockedDone" : "adminCustomers.unblockedDone"), {
        type: "success",
      });
      setOpen(false);
      setReason("");
    },
    onError: (error) => toast(error.message || t("adminCustomers.actionFailed"), { type: "error" }),
  });
  const label = t(blocking ? "adminCustomers.block" : "adminCustomers.unblock");

  return (
    <div className="mt-5 flex flex-wrap gap-2">
      <button
        type="button"
        className={blocking ? "btn-ghost border-red-400/50 text-red-200" : "btn-ghost"}
        onClick={() => setOpen(true)}
        data-testid="admin-customer-toggle-block"
      >
        {label}
      </button>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!change.isPending) setOpen(next);
        }}
        title={label}
        description={t(blocking ? "adminCustomers.blockConfirm" : "adminCustomers.unblockConfirm", {
          name: customer.name,
          email: customer.email,
        })}
        closeLabel={t("adminCustomers.cancel")}
        role="alertdialog"
        testId="admin-customer-confirm"
      >
        <form
          className="mt-4"
          onSubmit={(event) => {
            event.preventDefault();
            if (blocking && reason.trim() === "") return;
            change.mutate();
          }}
        >
          {blocking ? (
            <label className="block text-sm font-semibold text-ink-200" htmlFor={fieldId}>
              {t("adminCustomers.reasonLabel")}
              <textarea
                id={fieldId}
                required
                value={reason}
                maxLength={blockReasonMaxLength}
                onChange={(event) => setReason(event.target.value)}
                rows={3}
                className="mt-1 w-full rounded-lg border border-white/10 bg-ink-950 p-3 text-sm text-white"
              />
            </label>
          ) : null}
          <div className="mt-6 flex justify-end gap-2">
            <button
              type="button"
              className="btn-ghost"
              disabled={change.isPending}
              onClick={() => setOpen(false)}
            >
              {t("adminCustomers.cancel")}
            </button>
            <button
              type="submit"
              className="btn-primary"
              disabled={change.isPending || (blocking && reason.trim() === "")}
              data-testid="admin-customer-confirm-yes"
            >
              {label}
            </button>
          </div>
        </form>
      </Dialog>
    </div>
  );
}
