import { sql } from "drizzle-orm";
import type { SaveGuideInput } from "#contracts/guides.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Db, Executor } from "#db/client.ts";
import { guides, guideTexts } from "#db/schema/content.ts";
import { type ArtworkStore, hasArtwork } from "./artwork-store.ts";
import { type CoverArtShape, renderCoverArt } from "./cover-art.ts";
import { type SeedGuide, seedGuides } from "./guides/guide-list.ts";
import { guideTranslations } from "./guides/guide-translations.ts";

/**
 * The server's guide write path (validation, slug, HTML sanitizer, excerpt), handed in by the
 * caller: db/ may not import server/, and the seed must store exactly what the admin editor
 * would.
 */
export type GuideWriter = (
  tx: Executor,
  input: SaveGuideInput,
  options: { keepExisting: boolean },
) => Promise<{ id: string; slug: string; textsWritten: number }>;

const coverShapes: CoverArtShape[] = ["wide", "wideSmall"];

export function guideCoverUrl(slug: string, shape: "wide" | "wideSmall" = "wide"): string {
  return `/uploads/guides/${slug}-${shape}.webp`;
}

/** Writes any missing cover art (1280×720 and 640×360 WebP) for the demo guides. */
export async function ensureGuideArtwork(
  store: ArtworkStore,
  list: SeedGuide[] = seedGuides,
): Promise<number> {
  let written = 0;
  for (const guide of list) {
    await Promise.all(
      coverShapes.map(async (shape) => {
        const key = `guides/${guide.slug}-${shape}.webp`;
        if (await hasArtwork(store, key)) return;
        await store.put(key, await renderCoverArt({ slug: guide.slug, ...guide.cover }, shape));
        written += 1;
      }),
    );
  }
  return written;
}

/** The save-path input of one seeded guide with the texts of every bundled language. */
export function seedGuideInput(guide: SeedGuide): SaveGuideInput {
  const texts: SaveGuideInput["texts"] = {};
  for (const [language, bundle] of Object.entries(guideTranslations)) {
    const text = bundle?.[guide.slug];
    if (text) texts[language as LanguageCode] = { title: text.title, html: text.html };
  }
  return {
    slug: guide.slug,
    sourceLanguage: "en",
    status: "published",
    coverImage: guideCoverUrl(guide.slug),
    authorName: guide.authorName,
    publishedAt: guide.publishedAt,
    gameSlugs: guide.gameSlugs,
    texts,
  };
}

/**
 * Seeds the demo guides, published, through the guide write path. A database without guides
 * gets all of them; one that has guides keeps them as they are (an admin may have edited or
 * removed some) and only gains the texts of languages bundled since, so runs on every start
 * and from several processes at once are safe.
 */
export async function seedDemoGuides(
  db: Db,
  /** `artwork: null` skips the cover files (tests only need the rows). */
  options: { artwork: ArtworkStore | null; writeGuide: GuideWriter },
): Promise<{ created: number; textsWritten: number; artworkWritten: number }> {
  const artworkWritten = options.artwork ? await ensureGuideArtwork(options.artwork) : 0;
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('gamezone:seed-guides'))`);
    const existing = new Set(
      (await tx.select({ slug: guides.slug }).from(guides)).map((row) => row.slug),
    );
    const fresh = existing.size === 0;
    // A language that already has guide texts is left alone: a translation an admin deleted
    // stays deleted. Only languages bundled since reach an existing database.
    const present = new Set(
      (await tx.selectDistinct({ language: guideTexts.language }).from(guideTexts)).map(
        (row) => row.language,
      ),
    );
    let created = 0;
    let textsWritten = 0;
    for (const guide of seedGuides) {
      if (!fresh && !existing.has(guide.slug)) continue;
      const input = seedGuideInput(guide);
      if (!fresh) {
        const texts: SaveGuideInput["texts"] = {};
        for (const [language, text] of Object.entries(input.texts)) {
          if (!present.has(language)) texts[language as LanguageCode] = text;
        }
        if (Object.keys(texts).length === 0) continue;
        input.texts = texts;
      }
      const saved = await options.writeGuide(tx, input, { keepExisting: true });
      if (fresh) created += 1;
      textsWritten += saved.textsWritten;
    }
    return { created, textsWritten, artworkWritten };
  });
}
