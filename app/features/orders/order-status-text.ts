import type { Translate } from "#app/lib/i18n.ts";
import {
  gameBackEvent,
  type OrderStatus,
  orderStatuses,
  type PaymentStatus,
  paymentStatuses,
  waitingForGameEvent,
} from "#contracts/buying-rules.ts";

// Order, payment and event statuses in the reader's words: one wording for the buyer's order
// page and the staff's order screen.

/**
 * An event's status in words: an order stage, a payment status, a line's wait for the game's
 * servers, else the raw value.
 */
export function describeEventStatus(status: string, t: Translate): string {
  if (status === waitingForGameEvent) return t("orders.waitingForGame");
  if (status === gameBackEvent) return t("orders.gameBack");
  if ((orderStatuses as readonly string[]).includes(status)) {
    return t(`orders.stage_${status as OrderStatus}`);
  }
  if ((paymentStatuses as readonly string[]).includes(status)) {
    return paymentStatusText(status as PaymentStatus, t);
  }
  return status;
}

export function paymentStatusText(status: PaymentStatus, t: Translate): string {
  return status === "awaiting_transfer"
    ? t("payMethods.awaitingTransfer")
    : t(`orders.payment_${status}`);
}
