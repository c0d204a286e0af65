import type { AddCartItem, Cart, CartItem } from "#contracts/buying.ts";
import { describePlayer, maxCartLines, playerKeyOf } from "#contracts/buying-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Db, Executor } from "#db/client.ts";
import type { CatalogueService, Purchasable } from "#server/modules/catalogue/catalogue.service.ts";
import type { PlayersService } from "#server/modules/players/players.service.ts";
import {
  type CartRow,
  clearCart,
  countCartLines,
  deleteCartLine,
  selectCart,
  updateCartQuantity,
  upsertCartLine,
} from "./cart.repository.ts";

/** A cart line priced from the catalogue as it is now. */
export type PricedLine = { row: CartRow; item: Purchasable };

function toCartItem(row: CartRow, item: Purchasable): CartItem {
  const priceChanged = row.unitPriceCents !== item.priceCents;
  return {
    _id: row.id,
    gameId: {
      _id: item.gameId,
      slug: item.gameSlug,
      title: item.gameTitle,
      image: item.gameImage,
      squareImage: item.gameSquareImage,
    },
    gameImage: item.gameSquareImage,
    gameName: item.gameTitle,
    packageId: item.packageId,
    packageName: item.packageName,
    currencyName: item.packageName,
    currencyType: item.currencyName,
    amount: item.priceCents / 100,
    unitPriceCents: item.priceCents,
    quantity: row.quantity,
    gameUserId: describePlayer(
      row.playerFields,
      item.playerIdFields.map((field) => field.key),
    ),
    playerFields: row.playerFields,
    playerNickname: row.playerNickname,
    deliveryKind: item.deliveryKind,
    previousUnitPriceCents: priceChanged ? row.unitPriceCents : null,
    available: item.available,
  };
}

/**
 * The cart: lines of package × player. Every price comes from the catalogue at the moment the
 * cart is read; the price a line was added at is kept only to show the buyer a change.
 */
export class CartService {
  readonly #db: Db;
  readonly #catalogue: CatalogueService;
  readonly #players: PlayersService;

  constructor(deps: { db: Db; catalogue: CatalogueService; players: PlayersService }) {
    this.#db = deps.db;
    this.#catalogue = deps.catalogue;
    this.#players = deps.players;
  }

  /**
   * After a payment, in its transaction: the lines bought (same package, same player account)
   * leave the cart; anything added since stays.
   */
  async removeBoughtLines(
    tx: Executor,
    userId: string,
    bought: { packageId: string | null; playerFields: Record<string, string> }[],
  ): Promise<void> {
    const rows = await selectCart(tx, userId);
    for (const line of bought) {
      const key = playerKeyOf(line.playerFields);
      const row = rows.find((r) => r.packageId === line.packageId && r.playerKey === key);
      if (row) await deleteCartLine(tx, userId, row.id);
    }
  }

  /** The lines with their current catalogue entries (a deleted package drops its line). */
  async pricedLines(userId: string): Promise<PricedLine[]> {
    const rows = await selectCart(this.#db, userId);
    const items = await this.#catalogue.getPurchasables(rows.map((row) => row.packageId));
    const byId = new Map(items.map((item) => [item.packageId, item]));
    return rows.flatMap((row) => {
      const item = byId.get(row.packageId);
      return item ? [{ row, item }] : [];
    });
  }

  async get(userId: string): Promise<Cart> {
    const lines = await this.pricedLines(userId);
    const items = lines.map(({ row, item }) => toCartItem(row, item));
    return {
      items,
      totalCents: items.reduce((sum, item) => sum + item.unitPriceCents * item.quantity, 0),
      itemCount: items.length,
    };
  }

  /** Adds a package for a confirmed player (the supplier is asked unless it answered lately). */
  async add(userId: string, input: AddCartItem): Promise<Cart> {
    const [item] = await this.#catalogue.getPurchasables([input.packageId]);
    if (!item?.available) throw new AppError("NOT_FOUND", "This package is not on sale");
    const player = await this.#players.confirm(item, input.player.fields);
    const playerKey = playerKeyOf(player.fields);
    const existing = await selectCart(this.#db, userId);
    const sameLine = existing.some(
      (row) => row.packageId === item.packageId && row.playerKey === playerKey,
    );
    if (!sameLine && (await countCartLines(this.#db, userId)) >= maxCartLines) {
      throw new AppError("CONFLICT", `A cart holds at most ${maxCartLines} lines`);
    }
    await upsertCartLine(this.#db, {
      userId,
      packageId: item.packageId,
      quantity: input.quantity,
      playerFields: player.fields,
      playerKey,
      playerNickname: player.nickname,
      unitPriceCents: item.priceCents,
    });
    return this.get(userId);
  }

  /** Sets a line's quantity; below 1 removes the line. */
  async setQuantity(userId: string, itemId: string, quantity: number): Promise<Cart> {
    const found =
      quantity < 1
        ? await deleteCartLine(this.#db, userId, itemId)
        : await updateCartQuantity(this.#db, userId, itemId, quantity);
    if (!found) throw new AppError("NOT_FOUND", "This item is not in your cart");
    return this.get(userId);
  }

  async remove(userId: string, itemId: string): Promise<Cart> {
    if (!(await deleteCartLine(this.#db, userId, itemId))) {
      throw new AppError("NOT_FOUND", "This item is not in your cart");
    }
    return this.get(userId);
  }

  async clear(userId: string): Promise<Cart> {
    await clearCart(this.#db, userId);
    return this.get(userId);
  }
}
