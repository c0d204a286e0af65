/**
 * Checkout, order and purchase calls as the signed-in buyer (shapes checked by hand: these run on
 * storefront pages, where zod stays out).
 */
import type { z } from "zod";
import { type ApiResult, callApi } from "#app/lib/api-client.ts";
import type { checkoutRequestSchema, Order, Purchase } from "#contracts/buying.ts";
import type { PaymentMethod } from "#contracts/buying-rules.ts";
import { paymentMethods } from "#contracts/buying-rules.ts";
import type { CheckoutQuote, checkoutQuoteRequestSchema } from "#contracts/promos.ts";
import { buyingApiPaths } from "./buying-paths.ts";

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

function isCheckoutReply(
  value: unknown,
): value is { orderId: string; redirectUrl: string; orderKey?: string } {
  return (
    isRecord(value) &&
    typeof value.orderId === "string" &&
    typeof value.redirectUrl === "string" &&
    (value.orderKey === undefined || typeof value.orderKey === "string")
  );
}

export function fetchPaymentMethods(): Promise<ApiResult<PaymentMethod[]>> {
  return callApi(buyingApiPaths.paymentMethods, { reply: isMethodList });
}

/** An order as its buyer sees it: as the signed-in member, or (with `key`) by its signed link. */
export function fetchOrder(id: string, sync = false, key?: string): Promise<ApiResult<Order>> {
  return callApi(buyingApiPaths.order(id, sync, key), {
    reply: isOrder,
    // The link is the whole authority: no token, so a member's session plays no part.
    ...(key ? { signedIn: false } : {}),
  });
}

/** /track: the order's link e-mailed again when order number and e-mail match. */
export function requestOrderLink(orderId: string, email: string) {
  return callApi(buyingApiPaths.orderLookup, {
    method: "POST",
    body: { orderId, email },
    signedIn: false,
  });
}

export function fetchPurchases(): Promise<ApiResult<Purchase[]>> {
  return callApi(buyingApiPaths.purchases, { reply: isPurchaseList });
}

/** The checkout request as the API's own schema reads it (a type only: no zod is bundled). */
export type CheckoutBody = z.input<typeof checkoutRequestSchema>;

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
  return callApi(buyingApiPaths.checkout, {
    method: "POST",
    headers: { "idempotency-key": idempotencyKey },
    body,
    reply: isCheckoutReply,
  });
}

function isQuote(value: unknown): value is CheckoutQuote {
  return (
    isRecord(value) &&
    typeof value.subtotalCents === "number" &&
    typeof value.discountCents === "number" &&
    typeof value.totalCents === "number" &&
    (value.promoCode === null || typeof value.promoCode === "string") &&
    (value.refusal === null ||
      (isRecord(value.refusal) &&
        typeof value.refusal.reason === "string" &&
        typeof value.refusal.message === "string"))
  );
}

export type QuoteBody = z.input<typeof checkoutQuoteRequestSchema>;

/** What the order costs with a promo code (or why the code does not apply), in the page's language. */
export function quoteCheckout(body: QuoteBody): Promise<ApiResult<CheckoutQuote>> {
  return callApi(buyingApiPaths.checkoutQuote, { method: "POST", body, reply: isQuote });
}

/** Whether an order may still change on its own (the live pages keep listening until not). */
export function isOrderSettled(status: string): boolean {
  return status === "completed" || status === "cancelled" || status === "refunded";
}
