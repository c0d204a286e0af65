import { sql } from "drizzle-orm";
import {
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { users } from "./accounts.ts";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/**
 * A guide (the storefront's blog). The row holds what every language shares; the words live in
 * guide_texts, one row per language. The slug comes from the title in the guide's source
 * language and stays the same in every language, so a language switch keeps the reader on the
 * same article and links never break when a translation's title changes.
 */
export const guides = pgTable(
  "guides",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull(),
    /** The language the guide was written in; its text is shown where a translation is missing. */
    sourceLanguage: text("source_language").notNull().default("en"),
    status: text("status").$type<"draft" | "published">().notNull().default("draft"),
    coverImage: text("cover_image").notNull().default(""),
    /** Catalogue game slugs the guide is about: related guides share games first. */
    gameSlugs: text("game_slugs").array().notNull().default(sql`'{}'::text[]`),
    authorName: text("author_name").notNull(),
    authorId: uuid("author_id").references(() => users.id, { onDelete: "set null" }),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("guides_slug_key").on(t.slug),
    index("guides_published_idx").on(t.status, t.publishedAt),
    check("guides_status_check", sql`${t.status} in ('draft', 'published')`),
    check(
      "guides_slug_check",
      sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 120`,
    ),
  ],
);

/** One language's words of a guide. contentHtml is stored already sanitized. */
export const guideTexts = pgTable(
  "guide_texts",
  {
    guideId: uuid("guide_id")
      .notNull()
      .references(() => guides.id, { onDelete: "cascade" }),
    language: text("language").notNull(),
    title: text("title").notNull(),
    contentHtml: text("content_html").notNull(),
    /** The first 150 characters of the content with its markup stripped. */
    excerpt: text("excerpt").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.guideId, t.language] })],
);

/**
 * Newsletter addresses. An address is stored once (lower-cased); it receives mail only once its
 * owner has followed the confirmation link, and every mail carries an unsubscribe link.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    email: text("email").notNull(),
    status: text("status")
      .$type<"pending" | "confirmed" | "unsubscribed">()
      .notNull()
      .default("pending"),
    language: text("language").notNull().default("en"),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("newsletter_subscriptions_email_key").on(t.email),
    check("newsletter_status_check", sql`${t.status} in ('pending', 'confirmed', 'unsubscribed')`),
    check("newsletter_email_lower_check", sql`${t.email} = lower(${t.email})`),
  ],
);

/**
 * Enquiries from the partner page; support is e-mailed about each one. Staff mark an enquiry
 * answered once they replied (by e-mail, outside the shop): who and when.
 */
export const partnerEnquiries = pgTable(
  "partner_enquiries",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    company: text("company").notNull(),
    website: text("website"),
    kind: text("kind").notNull(),
    message: text("message").notNull(),
    language: text("language").notNull().default("en"),
    createdAt: createdAt(),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    answeredBy: uuid("answered_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    index("partner_enquiries_created_idx").on(t.createdAt),
    // The inbox's default view: what is still waiting for a reply, newest first.
    index("partner_enquiries_unanswered_idx").on(t.createdAt).where(sql`${t.answeredAt} is null`),
  ],
);
