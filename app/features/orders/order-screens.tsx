import { CircleAlert, PartyPopper, Radio } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { AccountSkeleton } from "#app/features/account/account-skeleton.tsx";
import { useSessionGuard } from "#app/lib/auth/use-session-guard.ts";
import { buyingPaths } from "#app/lib/buying/buying-paths.ts";
import { notifyCartUpdated } from "#app/lib/buying/cart-events.ts";
import { isOrderSettled } from "#app/lib/buying/order-requests.ts";
import { clearBuyNow } from "#app/lib/buying/pending-purchase.ts";
import { formatDate } from "#app/lib/format-date.ts";
import { useMoney } from "#app/lib/format-price.ts";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { useRootData } from "#app/lib/root-data.ts";
import type { Order } from "#contracts/buying.ts";
import { paths } from "#contracts/paths.ts";
import { BuyAgainButton } from "./buy-again-button.tsx";
import { OrderItems } from "./order-items.tsx";
import { describeEventStatus, paymentStatusText } from "./order-status-text.ts";
import { OrderTimeline } from "./order-timeline.tsx";
import { OrderLoadError, useLiveOrder } from "./use-live-order.ts";

/** /purchase-success?orderId=: where the pay page returns; follows the delivery live. */
export function PurchaseSuccessScreen() {
  // From the location: useSearchParams would add its helpers to the shared framework chunk.
  const search = new URLSearchParams(useLocation().search);
  const orderId = search.get("orderId") ?? "";
  const linkKey = search.get("key") ?? undefined;
  // A guest returns with the order's link key, which is all the page needs.
  const guard = useSessionGuard("user", { guests: linkKey !== undefined });
  if (guard !== "allowed") return <AccountSkeleton />;
  if (!orderId) return <OrderProblem text="orders.missingId" />;
  return <LiveOrder orderId={orderId} mode="success" linkKey={linkKey} />;
}

/** /orders/:id: one order with its full history, also live while it moves (?key= for guests). */
export function OrderScreen({ orderId }: { orderId: string }) {
  const linkKey = new URLSearchParams(useLocation().search).get("key") ?? undefined;
  const guard = useSessionGuard("user", { guests: linkKey !== undefined });
  if (guard !== "allowed") return <AccountSkeleton />;
  return <LiveOrder orderId={orderId} mode="page" linkKey={linkKey} />;
}

function LiveOrder(props: {
  orderId: string;
  mode: "success" | "page";
  linkKey: string | undefined;
}) {
  const { orderId, mode, linkKey } = props;
  const query = useLiveOrder(orderId, { syncFirst: mode === "success", linkKey });

  useEffect(() => {
    if (mode !== "success") return;
    // Paid: the buy-now line is spent and the cart may have been emptied by the order.
    clearBuyNow();
    notifyCartUpdated();
  }, [mode]);

  if (query.isPending) return <AccountSkeleton />;
  if (query.isError) {
    const notFound =
      query.error instanceof OrderLoadError && [400, 403, 404].includes(query.error.status);
    return (
      <OrderProblem
        text={notFound ? "orders.notFound" : "orders.loadFailed"}
        onRetry={notFound ? undefined : () => void query.refetch()}
        byLink={linkKey !== undefined}
      />
    );
  }
  return <OrderDetails order={query.data} mode={mode} linkKey={linkKey} />;
}

function OrderProblem(props: {
  text: TranslationKey;
  onRetry?: (() => void) | undefined;
  /** Opened by a link (a guest): the way on is the tracking page, not an account. */
  byLink?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section
      className="mx-auto flex max-w-xl flex-col items-center px-4 py-20 text-center"
      data-testid="order-error"
    >
      <CircleAlert className="h-10 w-10 text-red-400" aria-hidden="true" />
      <p role="alert" className="mt-4 text-ink-100">
        {t(props.text)}
      </p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {props.onRetry ? (
          <button type="button" className="btn-primary" onClick={props.onRetry}>
            {t("orders.retry")}
          </button>
        ) : null}
        {props.byLink ? (
          <Link to={buyingPaths.track()} className="btn-ghost">
            {t("guestOrders.trackLink")}
          </Link>
        ) : (
          <Link to={paths.account()} className="btn-ghost">
            {t("orders.toAccount")}
          </Link>
        )}
      </div>
    </section>
  );
}

function OrderDetails(props: {
  order: Order;
  mode: "success" | "page";
  linkKey: string | undefined;
}) {
  const { order, mode, linkKey } = props;
  const { t } = useTranslation();
  const money = useMoney();
  const lang = useRootData()?.lang ?? "en";
  const live = !isOrderSettled(order.status);
  const shortId = order._id.slice(0, 8).toUpperCase();
  return (
    <div
      className="mx-auto max-w-5xl px-4 py-10 sm:px-6"
      data-testid={mode === "success" ? "purchase-success" : "order-page"}
    >
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          {mode === "success" ? (
            <>
              <h1 className="flex items-center gap-3 font-display text-4xl font-extrabold text-white">
                <PartyPopper className="h-8 w-8 text-neon-fuchsia" aria-hidden="true" />
                {t("orders.successTitle")}
              </h1>
              <p className="mt-2 text-ink-300">{t("orders.successSubtitle")}</p>
            </>
          ) : (
            <h1 className="font-display text-4xl font-extrabold text-white">
              {t("orders.orderTitle", { id: shortId })}
            </h1>
          )}
          <p className="mt-1 text-sm text-ink-400">
            {t("orders.placedAt", { date: formatDate(order.createdAt, lang, "dateTime") })}
          </p>
        </div>
        {live ? (
          <span
            className="inline-flex items-center gap-1.5 rounded-full border border-neon-lime/40 bg-neon-lime/10 px-3 py-1 text-xs font-bold text-neon-lime"
            data-testid="order-live"
          >
            <Radio className="h-3.5 w-3.5 animate-pulse" aria-hidden="true" />
            {t("orders.live")}
          </span>
        ) : null}
      </div>

      <div className="mt-8 grid gap-6 lg:grid-cols-[22rem_1fr]">
        <section className="card-surface h-fit p-5" aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="mb-4 text-lg font-bold text-white">
            {t("orders.timelineTitle")}
          </h2>
          <OrderTimeline order={order} lang={lang} />
        </section>
        <div className="space-y-6">
          <section className="card-surface p-5" aria-labelledby="items-title">
            <h2 id="items-title" className="mb-4 text-lg font-bold text-white">
              {t("orders.itemsTitle")}
            </h2>
            <OrderItems items={order.items} delivering={order.status === "in_progress"} />
            <dl className="mt-4 grid gap-2 border-t border-white/10 pt-4 text-sm sm:grid-cols-2">
              {order.discountCents > 0 && order.promoCode ? (
                <>
                  <div>
                    <dt className="text-ink-400">{t("promos.subtotal")}</dt>
                    <dd className="text-ink-100" data-testid="order-subtotal">
                      {money.usd(order.subtotalCents)}
                    </dd>
                  </div>
                  <div>
                    <dt className="text-ink-400">
                      {t("promos.discount", { code: order.promoCode })}
                    </dt>
                    <dd className="font-semibold text-neon-lime" data-testid="order-discount">
                      −{money.usd(order.discountCents)}
                    </dd>
                  </div>
                </>
              ) : null}
              <div>
                <dt className="text-ink-400">{t("orders.total")}</dt>
                <dd className="text-lg font-extrabold text-neon-amber" data-testid="order-total">
                  {money.usd(order.totalCents)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-400">{t("orders.paymentMethod")}</dt>
                <dd className="text-ink-100">{t(`checkout.method_${order.paymentMethod}`)}</dd>
              </div>
              <div>
                <dt className="text-ink-400">{t("orders.paymentStatus")}</dt>
                <dd className="text-ink-100" data-testid="order-payment-status">
                  {paymentStatusText(order.paymentStatus, t)}
                </dd>
              </div>
              <div>
                <dt className="text-ink-400">{t("orders.email")}</dt>
                <dd className="truncate text-ink-100" dir="ltr">
                  {order.email}
                </dd>
              </div>
            </dl>
          </section>
          {order.paymentUrl ? <TransferNote paymentUrl={order.paymentUrl} /> : null}
          {mode === "page" ? <OrderHistory order={order} lang={lang} /> : null}
          {linkKey ? (
            <p className="card-surface p-4 text-sm text-ink-300" data-testid="order-guest-note">
              {t("guestOrders.linkNote")}{" "}
              <Link
                to={paths.signup()}
                className="font-semibold text-neon-violet underline-offset-2 hover:underline"
              >
                {t("guestOrders.createAccount")}
              </Link>
            </p>
          ) : null}
          <div className="flex flex-wrap gap-3">
            {mode === "success" ? (
              <Link
                to={buyingPaths.order(order._id, linkKey)}
                className="btn-primary"
                data-testid="order-link"
              >
                {t("orders.viewOrder")}
              </Link>
            ) : null}
            {mode === "page" && !linkKey ? <BuyAgainButton orderId={order._id} /> : null}
            {linkKey ? null : (
              <Link to={paths.account()} className="btn-ghost" data-testid="account-link">
                {t("orders.toAccount")}
              </Link>
            )}
            <Link to={paths.games()} className="btn-ghost">
              {t("orders.continueShopping")}
            </Link>
          </div>
        </div>
      </div>
    </div>
  );
}

/** Every status change with its time, cause and who made it (the order page only). */
function OrderHistory({ order, lang }: { order: Order; lang: string }) {
  const { t } = useTranslation();
  return (
    <section className="card-surface p-5" aria-labelledby="history-title">
      <h2 id="history-title" className="mb-4 text-lg font-bold text-white">
        {t("orders.historyTitle")}
      </h2>
      <ol className="space-y-3 border-s border-white/10 ps-4" data-testid="order-events">
        {order.events.map((event) => (
          <li key={`${event.at}-${event.status}-${event.cause}`} data-testid="order-event">
            <p className="text-sm font-semibold text-white">
              {describeEventStatus(event.status, t)}{" "}
              <time dateTime={event.at} className="ms-2 text-xs font-normal text-ink-400">
                {formatDate(event.at, lang, "dateTime")}
              </time>
            </p>
            <p className="text-sm text-ink-300">{event.cause}</p>
            {event.actor ? (
              <p className="text-xs text-ink-400">{t("orders.eventBy", { actor: event.actor })}</p>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** A bank transfer still awaited: what to do, and the provider's page with the reference. */
function TransferNote({ paymentUrl }: { paymentUrl: string }) {
  const { t } = useTranslation();
  return (
    <section
      className="card-surface border-neon-amber/40 p-5"
      aria-labelledby="transfer-title"
      data-testid="order-transfer-note"
    >
      <h2 id="transfer-title" className="text-lg font-bold text-white">
        {t("payMethods.transferTitle")}
      </h2>
      <p className="mt-2 text-sm text-ink-300">{t("payMethods.transferText")}</p>
      <a
        href={paymentUrl}
        className="mt-3 inline-block font-semibold text-neon-violet underline-offset-2 hover:underline"
      >
        {t("payMethods.transferInstructions")}
      </a>
    </section>
  );
}
