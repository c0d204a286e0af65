import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { PlayerIdField } from "#contracts/catalogue.ts";
import type { DeliveryTier } from "#contracts/catalogue-rules.ts";

const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

export const games = pgTable(
  "games",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    publisher: text("publisher").notNull(),
    category: text("category").notNull(),
    description: text("description").notNull().default(""),
    region: text("region").notNull().default("Global"),
    deliveryTier: text("delivery_tier").$type<DeliveryTier>().notNull(),
    // direct: currency goes to a player account; code: the buyer receives a code (gift cards).
    deliveryKind: text("delivery_kind").$type<"direct" | "code">().notNull().default("direct"),
    // Extra words search should match (currency names, common abbreviations such as "mlbb").
    keywords: text("keywords").notNull().default(""),
    image: text("image").notNull(),
    portraitImage: text("portrait_image").notNull(),
    squareImage: text("square_image").notNull(),
    playerIdFields: jsonb("player_id_fields").$type<PlayerIdField[]>().notNull().default([]),
    isActive: boolean("is_active").notNull().default(true),
    // 'simple' config: titles are proper names, stemming them in English would only hurt.
    searchVector: tsvector("search_vector").generatedAlwaysAs(
      sql`setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(keywords, '')), 'A') || setweight(to_tsvector('simple', coalesce(publisher, '') || ' ' || coalesce(category, '')), 'B')`,
    ),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("games_slug_key").on(t.slug),
    index("games_category_idx").on(t.category),
    index("games_search_vector_idx").using("gin", t.searchVector),
    index("games_title_trgm_idx").using("gin", sql`lower(${t.title}) gin_trgm_ops`),
    check("games_delivery_tier_check", sql`${t.deliveryTier} in ('instant', 'fast', 'standard')`),
    check("games_delivery_kind_check", sql`${t.deliveryKind} in ('direct', 'code')`),
  ],
);

export const currencyPackages = pgTable(
  "currency_packages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    currencyName: text("currency_name").notNull(),
    currencyAmount: integer("currency_amount").notNull(),
    bonusAmount: integer("bonus_amount").notNull().default(0),
    priceCents: integer("price_cents").notNull(),
    compareAtPriceCents: integer("compare_at_price_cents"),
    supplierSku: text("supplier_sku").notNull(),
    badge: text("badge"),
    isActive: boolean("is_active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("currency_packages_supplier_sku_key").on(t.supplierSku),
    index("currency_packages_game_idx").on(t.gameId, t.sortOrder),
    check("currency_packages_price_check", sql`${t.priceCents} > 0`),
    check("currency_packages_amount_check", sql`${t.currencyAmount} > 0 and ${t.bonusAmount} >= 0`),
    check(
      "currency_packages_compare_at_check",
      sql`${t.compareAtPriceCents} is null or ${t.compareAtPriceCents} > ${t.priceCents}`,
    ),
  ],
);

export const featuredLists = ["hero", "trending", "more_games"] as const;
export type FeaturedList = (typeof featuredLists)[number];

export const featuredItems = pgTable(
  "featured_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    list: text("list").$type<FeaturedList>().notNull(),
    gameId: uuid("game_id")
      .notNull()
      .references(() => games.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    headline: text("headline").notNull().default(""),
    displayImage: text("display_image"),
    displayImageWebP: text("display_image_webp"),
    displayImageSmall: text("display_image_small"),
  },
  (t) => [
    uniqueIndex("featured_items_list_game_key").on(t.list, t.gameId),
    index("featured_items_list_position_idx").on(t.list, t.position),
    check("featured_items_list_check", sql`${t.list} in ('hero', 'trending', 'more_games')`),
  ],
);

export const displayCurrencies = pgTable(
  "display_currencies",
  {
    code: text("code").primaryKey(),
    symbol: text("symbol").notNull(),
    name: text("name").notNull(),
    // Units of this currency per 1 USD; prices are charged in USD and converted only for display.
    rateToUsd: numeric("rate_to_usd", { precision: 18, scale: 6, mode: "number" }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("display_currencies_code_check", sql`${t.code} ~ '^[A-Z]{3}$'`),
    check("display_currencies_rate_check", sql`${t.rateToUsd} > 0`),
  ],
);

/**
 * Catalogue words in languages other than the catalogue's own (English). The English text stays
 * in the catalogue's columns; a row here overrides one field of one record in one language:
 * entity 'game' (field description, category, or playerIdField.<key>.label /
 * playerIdField.<key>.placeholder / playerIdField.<key>.option.<value>), 'package' (badge),
 * 'featured' (headline) or 'category' (name, keyed by the English category).
 */
export const catalogueTexts = pgTable(
  "catalogue_texts",
  {
    entity: text("entity").notNull(),
    entityKey: text("entity_key").notNull(),
    field: text("field").notNull(),
    language: text("language").notNull(),
    value: text("value").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.language, t.entity, t.entityKey, t.field] }),
    check(
      "catalogue_texts_entity_check",
      sql`${t.entity} in ('game', 'package', 'featured', 'category')`,
    ),
  ],
);
