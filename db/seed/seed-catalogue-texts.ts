import { eq, sql } from "drizzle-orm";
import type { Executor } from "#db/client.ts";
import { catalogueTexts, currencyPackages, featuredItems, games } from "#db/schema/catalogue.ts";
import { catalogueTranslations } from "./catalogue-texts/catalogue-translations.ts";
import type { CatalogueTexts } from "./catalogue-texts/en.ts";

export type CatalogueTextRow = typeof catalogueTexts.$inferInsert;

type CatalogueIds = {
  gameIdBySlug: Map<string, string>;
  /** Packages carrying a badge, with the English badge. */
  badgedPackages: { id: string; badge: string }[];
  heroIdBySlug: Map<string, string>;
};

/** The catalogue_texts rows one language's file stands for, against the seeded records. */
export function buildCatalogueTextRows(
  language: string,
  texts: CatalogueTexts,
  ids: CatalogueIds,
): CatalogueTextRow[] {
  const rows: CatalogueTextRow[] = [];
  const add = (entity: string, entityKey: string, field: string, value: string | undefined) => {
    if (value?.trim()) rows.push({ entity, entityKey, field, language, value });
  };
  for (const [category, name] of Object.entries(texts.categories)) {
    add("category", category, "name", name);
  }
  for (const [slug, game] of Object.entries(texts.games)) {
    const gameId = ids.gameIdBySlug.get(slug);
    if (!gameId) continue;
    add("game", gameId, "description", game.description);
    for (const [key, field] of Object.entries(game.fields) as [
      string,
      { label: string; placeholder?: string; options?: Record<string, string> },
    ][]) {
      add("game", gameId, `playerIdField.${key}.label`, field.label);
      add("game", gameId, `playerIdField.${key}.placeholder`, field.placeholder);
      for (const [value, label] of Object.entries(field.options ?? {})) {
        add("game", gameId, `playerIdField.${key}.option.${value}`, label);
      }
    }
  }
  const badges = texts.badges as Record<string, string>;
  for (const pack of ids.badgedPackages) add("package", pack.id, "badge", badges[pack.badge]);
  for (const [slug, headline] of Object.entries(texts.headlines)) {
    const featuredId = ids.heroIdBySlug.get(slug);
    if (featuredId) add("featured", featuredId, "headline", headline);
  }
  return rows;
}

/**
 * Writes the bundled translations of the demo catalogue in each language the database has no
 * catalogue text in yet. Runs on each start so a language added to the bundle reaches an
 * existing database; a language that already has texts is left alone, so an admin's edit stays
 * and a translation an admin deleted does not come back.
 */
export async function seedCatalogueTexts(db: Executor): Promise<number> {
  const present = new Set(
    (
      await db
        .select({ language: catalogueTexts.language })
        .from(catalogueTexts)
        .groupBy(catalogueTexts.language)
    ).map((row) => row.language),
  );
  const languages = Object.entries(catalogueTranslations).filter(
    ([language]) => !present.has(language),
  );
  if (languages.length === 0) return 0;
  const [gameRows, packageRows, heroRows] = await Promise.all([
    db.select({ id: games.id, slug: games.slug }).from(games),
    db
      .select({ id: currencyPackages.id, badge: currencyPackages.badge })
      .from(currencyPackages)
      .where(sql`${currencyPackages.badge} is not null`),
    db
      .select({ id: featuredItems.id, slug: games.slug })
      .from(featuredItems)
      .innerJoin(games, eq(games.id, featuredItems.gameId))
      .where(eq(featuredItems.list, "hero")),
  ]);
  const ids: CatalogueIds = {
    gameIdBySlug: new Map(gameRows.map((row) => [row.slug, row.id])),
    badgedPackages: packageRows.map((row) => ({ id: row.id, badge: row.badge ?? "" })),
    heroIdBySlug: new Map(heroRows.map((row) => [row.slug, row.id])),
  };
  let written = 0;
  for (const [language, texts] of languages) {
    const rows = buildCatalogueTextRows(language, texts, ids);
    // Chunks keep each statement well under PostgreSQL's bind-parameter limit.
    for (let start = 0; start < rows.length; start += 500) {
      const inserted = await db
        .insert(catalogueTexts)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing()
        .returning({ entity: catalogueTexts.entity });
      written += inserted.length;
    }
  }
  return written;
}
