import {
  type AdminFeatured,
  type AdminFeaturedItem,
  type FeaturedItemInput,
  type FeaturedListName,
  featuredListMaxItems,
} from "#contracts/admin-home.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { imageVariantPath } from "#contracts/image-variants.ts";
import type { Db } from "#db/client.ts";
import { type AdminActor, recordAudit } from "#server/platform/audit-log.ts";
import {
  deleteCatalogueTextsOf,
  type FeaturedRow,
  type FeaturedWrite,
  lockFeaturedList,
  replaceFeaturedList,
  selectActiveGames,
  selectFeaturedItems,
  selectGamesByIds,
} from "./catalogue-home.repository.ts";

export type HomeServiceDeps = {
  db: Db;
  /** Empties the storefront's read caches (every process) after a committed change. */
  invalidate: () => void;
};

const listLabels: Record<FeaturedListName, string> = {
  hero: "Hero carousel",
  trending: "Trending",
  more_games: "More games",
};

/**
 * The home page's three ordered lists (hero carousel, trending, more games): read them all, or
 * replace one whole list in one transaction with its audit record.
 */
export class FeaturedService {
  readonly #deps: HomeServiceDeps;

  constructor(deps: HomeServiceDeps) {
    this.#deps = deps;
  }

  async read(): Promise<AdminFeatured> {
    const [rows, games] = await Promise.all([
      selectFeaturedItems(this.#deps.db),
      selectActiveGames(this.#deps.db),
    ]);
    const lists: AdminFeatured["lists"] = { hero: [], trending: [], more_games: [] };
    for (const row of rows) lists[row.list]?.push(toItem(row));
    return { lists, games };
  }

  async replace(
    list: FeaturedListName,
    input: FeaturedItemInput[],
    actor: AdminActor,
  ): Promise<{ items: AdminFeaturedItem[]; message: string }> {
    const max = featuredListMaxItems[list];
    if (input.length > max) {
      throw new AppError("BAD_REQUEST", `${listLabels[list]} takes at most ${max} games`);
    }
    const seen = new Set<string>();
    for (const item of input) {
      if (seen.has(item.gameId)) {
        throw new AppError("BAD_REQUEST", "A game can be in a list only once");
      }
      seen.add(item.gameId);
    }

    const items = await this.#deps.db.transaction(async (tx) => {
      await lockFeaturedList(tx, list);
      const before = (await selectFeaturedItems(tx, list)).map(snapshotOf);
      const found = new Map(
        (
          await selectGamesByIds(
            tx,
            input.map((item) => item.gameId),
          )
        ).map((game) => [game.id, game]),
      );
      const writes: FeaturedWrite[] = input.map((item, position) => {
        const game = found.get(item.gameId);
        if (!game) throw new AppError("BAD_REQUEST", `No game has the id ${item.gameId}`);
        if (!game.isActive) {
          throw new AppError(
            "BAD_REQUEST",
            "An archived game cannot be featured: restore it first or remove it from the list",
          );
        }
        if (list !== "hero") {
          // The rows show the game's own images and no headline.
          return {
            gameId: item.gameId,
            position,
            headline: "",
            displayImage: null,
            displayImageWebP: null,
            displayImageSmall: null,
          };
        }
        // Uploads are stored as WebP, so the artwork is its own WebP; its 640 w copy sits beside
        // it when no small image was given (uploads and the seeded game images both write it).
        const displayImage = item.displayImage ?? game.image;
        return {
          gameId: item.gameId,
          position,
          headline: item.headline ?? "",
          displayImage,
          displayImageWebP: displayImage,
          displayImageSmall:
            item.displayImageSmall ?? imageVariantPath(displayImage, { width: 640 }),
        };
      });
      const removedIds = await replaceFeaturedList(tx, list, writes);
      // A removed item's headline translations would only be orphans.
      await deleteCatalogueTextsOf(tx, "featured", removedIds);
      const after = await selectFeaturedItems(tx, list);
      await recordAudit(tx, actor, {
        action: "featured.update",
        targetType: "featured_list",
        targetId: list,
        before,
        after: after.map(snapshotOf),
      });
      return after.map(toItem);
    });
    this.#deps.invalidate();
    return {
      items,
      message: `${listLabels[list]} saved (${items.length} ${items.length === 1 ? "game" : "games"})`,
    };
  }
}

function toItem(row: FeaturedRow): AdminFeaturedItem {
  return {
    id: row.id,
    gameId: row.gameId,
    title: row.title,
    slug: row.slug,
    image: row.image,
    squareImage: row.squareImage,
    isActive: row.isActive,
    headline: row.headline,
    displayImage: row.displayImage,
    displayImageSmall: row.displayImageSmall,
  };
}

function snapshotOf(row: FeaturedRow) {
  return {
    gameId: row.gameId,
    slug: row.slug,
    headline: row.headline,
    displayImage: row.displayImage,
    displayImageSmall: row.displayImageSmall,
  };
}
