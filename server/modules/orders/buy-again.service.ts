import { AppError } from "#contracts/errors-rules.ts";
import type { BuyAgainResult, NotAddedLine } from "#contracts/repeat-buying.ts";
import type { Db } from "#db/client.ts";
import type { CartService } from "#server/modules/cart/cart.service.ts";
import type { CatalogueService } from "#server/modules/catalogue/catalogue.service.ts";
import { findOrder, selectOrderItems } from "./orders.repository.ts";

/**
 * "Buy again": a member's past order goes back into the cart, line by line, through the cart
 * service, so each line is priced from today's catalogue and its player checked again. A
 * package no longer on sale is named rather than added; the buyer pays from the cart as usual.
 */
export class BuyAgainService {
  readonly #db: Db;
  readonly #catalogue: CatalogueService;
  readonly #cart: CartService;

  constructor(deps: { db: Db; catalogue: CatalogueService; cart: CartService }) {
    this.#db = deps.db;
    this.#catalogue = deps.catalogue;
    this.#cart = deps.cart;
  }

  /** Throws NOT_FOUND for an order that is not the member's own. */
  async buyAgain(userId: string, orderId: string): Promise<BuyAgainResult> {
    const order = await findOrder(this.#db, orderId);
    if (order?.userId !== userId) throw new AppError("NOT_FOUND", "Order not found");
    const items = await selectOrderItems(this.#db, order.id);
    const onSale = await this.#catalogue.getPurchasables(
      items.flatMap((item) => (item.packageId ? [item.packageId] : [])),
    );
    const available = new Set(onSale.filter((p) => p.available).map((p) => p.packageId));
    const notAdded: NotAddedLine[] = [];
    const gone = (item: (typeof items)[number]) =>
      notAdded.push({
        gameName: item.gameName,
        packageName: item.packageName,
        reason: "gone",
        message: "No longer on sale",
      });
    let added = 0;
    // One after another: each add reads the cart it joins (the line limit, one line per player).
    for (const item of items) {
      if (!item.packageId || !available.has(item.packageId)) {
        gone(item);
        continue;
      }
      try {
        await this.#cart.add(userId, {
          packageId: item.packageId,
          quantity: item.quantity,
          player: { fields: item.playerFields },
        });
        added += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        if (error.code === "NOT_FOUND") {
          gone(item);
        } else {
          notAdded.push({
            gameName: item.gameName,
            packageName: item.packageName,
            reason: "refused",
            message: error.message,
          });
        }
      }
    }
    return { cart: await this.#cart.get(userId), added, notAdded };
  }
}
