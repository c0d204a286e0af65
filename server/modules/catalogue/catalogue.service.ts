import type {
  CatalogueReader,
  CategoryName,
  CurrencyPackage,
  DisplayCurrency,
  FeaturedItem,
  GameDetail,
  GamePage,
  GameSummary,
  HomeCatalogue,
  ListGamesQuery,
  Pagination,
  SearchGamesQuery,
} from "#contracts/catalogue.ts";
import { gameCategories } from "#contracts/catalogue-rules.ts";
import { defaultLanguage, type LanguageCode } from "#contracts/languages.ts";
import type { Db } from "#db/client.ts";
import { toUnavailableError } from "#server/platform/database.ts";
import type { ReadCacheRegistry } from "#server/platform/read-cache.ts";
import {
  type GameSummaryRow,
  type PackageRow,
  type Purchasable,
  selectActiveGameSlugs,
  selectActivePackages,
  selectCatalogueTexts,
  selectCurrencies,
  selectFeatured,
  selectGame,
  selectGamePage,
  selectPurchasables,
  selectSearchPage,
} from "./catalogue.repository.ts";
import { selectGameOptions, selectUnknownGameSlugs } from "./catalogue-editor.repository.ts";

export type CatalogueService = CatalogueReader & {
  /** Every active game's slug and last change, for the sitemap. */
  listGameSlugs(): Promise<{ slug: string; updatedAt: string }[]>;
  /**
   * Packages with their game as they can be bought right now, read fresh (never from a
   * cache): the cart prices its lines from this. Unknown ids are left out.
   */
  getPurchasables(packageIds: string[]): Promise<Purchasable[]>;
  /**
   * A package as the storefront shows it, through the read cache, which every catalogue edit
   * empties in every process as it commits (so it is behind only while that message travels,
   * or for one TTL when Redis is unreachable): the quote and a buy-now checkout price from
   * this, the price the buyer was shown (decision 0068). Undefined for an unknown id.
   */
  peekPurchasable(packageId: string): Promise<Purchasable | undefined>;
  /** Every game, archived ones too, by title (read fresh): what a guide may link to. */
  listGameOptions(): Promise<{ slug: string; title: string; isActive: boolean }[]>;
  /** The slugs among `slugs` that name no game (read fresh). */
  unknownGameSlugs(slugs: string[]): Promise<string[]>;
};

export type { Purchasable };

/** Home-page list sizes: the most a wide screen shows (narrower screens hide the rest by CSS). */
export const trendingLimit = 15;
export const moreGamesLimit = 10;

export function createCatalogueService(
  db: Db,
  options: { caches: ReadCacheRegistry },
): CatalogueService {
  const cache = options.caches.create<unknown>();
  const cached = <T>(key: string, load: () => Promise<T>) =>
    cache.getOrLoad(key, () => translateDatabaseErrors(load)) as Promise<T>;

  // One language's translations as "entity|key|field" → text, read once and cached with the
  // rest of the catalogue (an admin's edit invalidates them together).
  const textsFor = (lang: LanguageCode) =>
    cached(`texts:${lang}`, async (): Promise<Localizer> => {
      if (lang === defaultLanguage) return englishLocalizer;
      const rows = await selectCatalogueTexts(db, lang);
      return createLocalizer(
        new Map(rows.map((row) => [`${row.entity}|${row.entityKey}|${row.field}`, row.value])),
      );
    });
  const localized = <T>(
    key: string,
    lang: LanguageCode,
    loadEnglish: () => Promise<T>,
    translate: (english: T, localizer: Localizer) => T,
  ): Promise<T> => {
    if (lang === defaultLanguage) return loadEnglish();
    return cached(`${key}@${lang}`, async () =>
      translate(await loadEnglish(), await textsFor(lang)),
    );
  };
  const localizeGamePage = (page: GamePage, localizer: Localizer): GamePage => ({
    ...page,
    games: page.games.map((game) => localizer.summary(game)),
  });

  async function getFeaturedGames(list: "trending" | "more_games", limit: number) {
    const rows = await selectFeatured(db, list);
    return rows.slice(0, limit).map((row) => toGameSummary(row.game));
  }

  return {
    listGameSlugs: () =>
      cached("slugs", async () => {
        const rows = await selectActiveGameSlugs(db);
        return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
      }),

    getPurchasables: (packageIds) =>
      translateDatabaseErrors(() =>
        packageIds.length === 0 ? Promise.resolve([]) : selectPurchasables(db, packageIds),
      ),

    peekPurchasable: (packageId) =>
      cached(`purchasable:${packageId}`, async () => {
        const [item] = await selectPurchasables(db, [packageId]);
        return item;
      }),

    listGameOptions: () => translateDatabaseErrors(() => selectGameOptions(db)),

    unknownGameSlugs: (slugs) =>
      translateDatabaseErrors(() =>
        slugs.length === 0 ? Promise.resolve([]) : selectUnknownGameSlugs(db, slugs),
      ),

    getHome: (lang = defaultLanguage) =>
      localized("home", lang, getEnglishHome, (home, localizer) => ({
        hero: home.hero.map((item) => ({
          ...item,
          headline: localizer.text("featured", item._id, "headline", item.headline),
        })),
        trending: home.trending.map((game) => localizer.summary(game)),
        moreGames: home.moreGames.map((game) => localizer.summary(game)),
      })),

    listCategories: (lang = defaultLanguage) =>
      cached(`categories@${lang}`, async (): Promise<CategoryName[]> => {
        const localizer = await textsFor(lang);
        return gameCategories.map((key) => ({ key, name: localizer.category(key) }));
      }),

    listGames: (query: ListGamesQuery, lang = defaultLanguage) =>
      localized(
        `games:${query.page}:${query.limit}:${query.category ?? ""}`,
        lang,
        () => listEnglishGames(query),
        localizeGamePage,
      ),

    searchGames: (query: SearchGamesQuery, lang = defaultLanguage) =>
      localized(
        `search:${query.page}:${query.limit}:${query.query.toLowerCase()}`,
        lang,
        () => searchEnglishGames(query),
        localizeGamePage,
      ),

    getGame: (idOrSlug: string, lang = defaultLanguage) =>
      localized(
        `game:${idOrSlug}`,
        lang,
        () => getEnglishGame(idOrSlug),
        (game, localizer) => (game ? localizer.game(game) : null),
      ),

    listCurrencies: () =>
      cached("currencies", async (): Promise<DisplayCurrency[]> => {
        const rows = await selectCurrencies(db);
        return rows.map(({ code, symbol, name, rateToUsd }) => ({ code, symbol, name, rateToUsd }));
      }),
  };

  function getEnglishHome() {
    return cached("home", async (): Promise<HomeCatalogue> => {
      const [heroRows, trending, moreGames] = await Promise.all([
        selectFeatured(db, "hero"),
        getFeaturedGames("trending", trendingLimit),
        getFeaturedGames("more_games", moreGamesLimit),
      ]);
      const hero = heroRows.map((row): FeaturedItem => {
        const displayImage = row.displayImage ?? row.game.image;
        return {
          _id: row.id,
          gameId: { _id: row.game.id, title: row.game.title, slug: row.game.slug },
          headline: row.headline,
          displayImage,
          displayImageWebP: row.displayImageWebP ?? displayImage,
          displayImageSmall: row.displayImageSmall ?? displayImage,
        };
      });
      return { hero, trending, moreGames };
    });
  }

  function listEnglishGames(query: ListGamesQuery) {
    return cached(`games:${query.page}:${query.limit}:${query.category ?? ""}`, async () => {
      const { rows, total } = await selectGamePage(db, {
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
        category: query.category,
      });
      return toGamePage(rows, total, query);
    });
  }

  function searchEnglishGames(query: SearchGamesQuery) {
    return cached(`search:${query.page}:${query.limit}:${query.query.toLowerCase()}`, async () => {
      const { rows, total } = await selectSearchPage(db, {
        query: query.query,
        offset: (query.page - 1) * query.limit,
        limit: query.limit,
      });
      return toGamePage(rows, total, query);
    });
  }

  function getEnglishGame(idOrSlug: string) {
    return cached(`game:${idOrSlug}`, async (): Promise<GameDetail | null> => {
      const game = await selectGame(db, idOrSlug);
      if (!game) return null;
      const packages = await selectActivePackages(db, game.id);
      return {
        ...toGameSummary(game),
        description: game.description,
        region: game.region,
        playerIdFields: game.playerIdFields,
        deliveryKind: game.deliveryKind,
        packages: packages.map(toCurrencyPackage),
      };
    });
  }
}

type Localizer = {
  text(entity: string, key: string, field: string, english: string): string;
  category(english: string): string;
  summary(game: GameSummary): GameSummary;
  game(game: GameDetail): GameDetail;
};

/** Puts one language's words over English records; a missing translation keeps the English. */
function createLocalizer(texts: Map<string, string>): Localizer {
  const text = (entity: string, key: string, field: string, english: string) =>
    texts.get(`${entity}|${key}|${field}`) ?? english;
  const category = (english: string) => text("category", english, "name", english);
  const summary = (game: GameSummary): GameSummary => ({
    ...game,
    categoryName: category(game.category),
  });
  return {
    text,
    category,
    summary,
    game: (game) => ({
      ...game,
      categoryName: category(game.category),
      description: text("game", game._id, "description", game.description),
      playerIdFields: game.playerIdFields.map((field) => {
        const prefix = `playerIdField.${field.key}`;
        return {
          ...field,
          label: text("game", game._id, `${prefix}.label`, field.label),
          ...(field.placeholder !== undefined
            ? { placeholder: text("game", game._id, `${prefix}.placeholder`, field.placeholder) }
            : {}),
          ...(field.options
            ? {
                options: field.options.map((option) => ({
                  ...option,
                  label: text("game", game._id, `${prefix}.option.${option.value}`, option.label),
                })),
              }
            : {}),
        };
      }),
      packages: game.packages.map((pack) =>
        pack.badge ? { ...pack, badge: text("package", pack._id, "badge", pack.badge) } : pack,
      ),
    }),
  };
}

const englishLocalizer = createLocalizer(new Map());

function toGameSummary(row: GameSummaryRow): GameSummary {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    image: row.image,
    portraitImage: row.portraitImage,
    squareImage: row.squareImage,
    publisher: row.publisher,
    category: row.category,
    categoryName: row.category,
    deliveryTier: row.deliveryTier,
    createdAt: row.createdAt.toISOString(),
  };
}

function toCurrencyPackage(row: PackageRow): CurrencyPackage {
  return {
    _id: row.id,
    gameId: row.gameId,
    name: row.name,
    currencyName: row.currencyName,
    currencyAmount: row.currencyAmount,
    bonusAmount: row.bonusAmount,
    priceCents: row.priceCents,
    compareAtPriceCents: row.compareAtPriceCents,
    badge: row.badge,
    sortOrder: row.sortOrder,
  };
}

export function buildPagination(total: number, page: number, limit: number): Pagination {
  const totalPages = Math.ceil(total / limit);
  return {
    totalGames: total,
    totalPages,
    currentPage: page,
    hasNextPage: page < totalPages,
    hasPrevPage: page > 1,
  };
}

function toGamePage(
  rows: GameSummaryRow[],
  total: number,
  query: { page: number; limit: number },
): GamePage {
  return {
    games: rows.map(toGameSummary),
    pagination: buildPagination(total, query.page, query.limit),
  };
}

/** A database that is gone is the shop being unavailable (503), for the API and pages alike. */
async function translateDatabaseErrors<T>(load: () => Promise<T>): Promise<T> {
  try {
    return await load();
  } catch (error) {
    throw toUnavailableError(error) ?? error;
  }
}
