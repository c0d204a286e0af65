import { timingSafeEqual } from "node:crypto";
import { keyedHash } from "#server/platform/secrets.ts";

type LinkedOrder = { id: string; email: string };

/** The Socket.IO room of the pages that follow one order by its signed link. */
export function orderRoomOf(orderId: string): string {
  return `order:${orderId}`;
}

/**
 * The signed order link every order e-mail carries: `/orders/<id>?key=…`, where the key is an
 * HMAC (from AUTH_SECRET) over the order's id and its buyer's e-mail address. Whoever holds the
 * link reads that order as its buyer does, gift codes included, without an account: that is how
 * a guest follows an order, and how a member opens it from another device. It does not expire
 * (a receipt is kept for years); it stops working when the order's address changes, which
 * happens only when an account is deleted and its orders are anonymised.
 */
export class OrderLinks {
  readonly #origin: string;
  readonly #key: Buffer;

  constructor(origin: string, key: Buffer) {
    this.#origin = origin;
    this.#key = key;
  }

  keyOf(order: LinkedOrder): string {
    return keyedHash(this.#key, `${order.id}\n${order.email}`);
  }

  /** Whether `key` is this order's key (compared in constant time). */
  verify(order: LinkedOrder, key: string): boolean {
    if (!order.email) return false;
    const expected = Buffer.from(this.keyOf(order));
    const given = Buffer.from(key);
    return given.length === expected.length && timingSafeEqual(given, expected);
  }

  /** The order page for whoever holds the link. */
  pageUrl(order: LinkedOrder): string {
    return `${this.#origin}/orders/${order.id}?key=${this.keyOf(order)}`;
  }

  /**
   * Where the pay page returns. A guest's return carries the key (without it the page could not
   * show the order); a member's does not need it, and the provider keeps no key it need not.
   */
  returnUrl(order: LinkedOrder, guest: boolean): string {
    const key = guest ? `&key=${this.keyOf(order)}` : "";
    return `${this.#origin}/purchase-success?orderId=${order.id}${key}`;
  }
}
