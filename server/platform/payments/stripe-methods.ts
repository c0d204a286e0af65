import type { PaymentMethod } from "#contracts/buying-rules.ts";

/**
 * The Stripe payment method types the shop can offer (STRIPE_PAYMENT_METHODS), each under the
 * method a buyer picks at /payment. A buyer who picks "E-wallet" sees Stripe's page with the
 * configured wallets only. Apple Pay and Google Pay are not types of their own: Stripe shows
 * them with `card` where the account and the device allow them.
 */
export const stripeMethodTypes = {
  card: "card",
  link: "card",
  alipay: "ewallet",
  wechat_pay: "ewallet",
  grabpay: "ewallet",
  paypal: "ewallet",
  kakao_pay: "ewallet",
  cashapp: "ewallet",
  amazon_pay: "ewallet",
  revolut_pay: "ewallet",
  mobilepay: "ewallet",
  paynow: "qr",
  promptpay: "qr",
  pix: "qr",
  us_bank_account: "bank_transfer",
  sepa_debit: "bank_transfer",
  bacs_debit: "bank_transfer",
  au_becs_debit: "bank_transfer",
  fpx: "bank_transfer",
} as const satisfies Record<string, PaymentMethod>;
export type StripeMethodType = keyof typeof stripeMethodTypes;

export function isStripeMethodType(value: string): value is StripeMethodType {
  return Object.hasOwn(stripeMethodTypes, value);
}

/** The shop's methods the configured Stripe types make up, in the shop's order. */
export function shopMethodsOf(
  types: readonly StripeMethodType[],
  order: readonly PaymentMethod[],
): PaymentMethod[] {
  const on = new Set(types.map((type) => stripeMethodTypes[type]));
  return order.filter((method) => on.has(method));
}

/** The configured Stripe types a buyer who picked `method` is offered. */
export function stripeTypesFor(
  method: PaymentMethod,
  types: readonly StripeMethodType[],
): StripeMethodType[] {
  return types.filter((type) => stripeMethodTypes[type] === method);
}
