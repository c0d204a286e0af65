/**
 * Checkout, order and purchase calls as the signed-in buyer (shapes checked by hand).
 */
import type { Order, Purchase } from "#contracts/buying.ts";
import type { PaymentMethod } from "#contracts/buying-rules.ts";
import { paymentMethods } from "#contracts/buying-rules.ts";
import { buyingApiPaths } from "./buying-paths.ts";
import { type ApiResult, sendJson } from "./cart-requests.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isPurchase(value: unknown): value is Purchase {
  return (
    isRecord(value) &&
    typeof value._id === "string" &&
    typeof value.orderId === "string" &&
    typeof value.gameName === "string" &&
    typeof value.status === "string"
  );
}

function isOrder(value: unknown): value is Order {
  return (
    isRecord(value) &&
    typeof value._id === "string" &&
    typeof value.status === "string" &&
    typeof value.totalCents === "number" &&
    Array.isArray(value.items) &&
    value.items.every(isPurchase) &&
    Array.isArray(value.events)
  );
}

function isPurchaseList(value: unknown): value is Purchase[] {
  return Array.isArray(value) && value.every(isPurchase);
}

function isMethodList(value: unknown): value is PaymentMethod[] {
  return (
    Array.isArray(value) &&
    value.every((method) => (paymentMethods as readonly unknown[]).includes(method))
  );
}

function isCheckoutReply(value: unknown): value is { orderId: string; redirectUrl: string } {
  return (
    isRecord(value) && typeof value.orderId === "string" && typeof value.redirectUrl === "string"
  );
}

export function fetchPaymentMethods(): Promise<ApiResult<PaymentMethod[]>> {
  return sendJson(buyingApiPaths.paymentMethods, {}, isMethodList);
}

export function fetchOrder(id: string, sync = false): Promise<ApiResult<Order>> {
  return sendJson(buyingApiPaths.order(id, sync), {}, isOrder);
}

export function fetchPurchases(): Promise<ApiResult<Purchase[]>> {
  return sendJson(buyingApiPaths.purchases, {}, isPurchaseList);
}

export type CheckoutBody = {
  paymentMethod: PaymentMethod;
  email: string;
  acceptPriceChanges: boolean;
} & (
  | { source: "cart" }
  | {
      buyNow: { packageId: string; quantity: number; player: { fields: Record<string, string> } };
    }
);

/**
 * A key for one checkout attempt: the server answers the same order to every request with it,
 * so a retry after a lost reply never pays twice.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") {
    return crypto.randomUUID();
  }
  return `k${Date.now().toString(36)}${Math.random().toString(36).slice(2, 14)}`;
}

export function startCheckout(body: CheckoutBody, idempotencyKey: string) {
  return sendJson(
    buyingApiPaths.checkout,
    {
      method: "POST",
      headers: { "idempotency-key": idempotencyKey },
      body: JSON.stringify(body),
    },
    isCheckoutReply,
  );
}

/** Whether an order may still change on its own (the live pages keep listening until not). */
export function isOrderSettled(status: string): boolean {
  return status === "completed" || status === "cancelled" || status === "refunded";
}
