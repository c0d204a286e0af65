import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database } from "#db/client.ts";
import { guides, guideTexts } from "#db/schema/content.ts";
import { seedGuides } from "#db/seed/guides/guide-list.ts";
import { guideTranslations } from "#db/seed/guides/guide-translations.ts";
import { ensureGuideArtwork, seedDemoGuides } from "#db/seed/seed-guides.ts";
import { LocalFileStorage } from "#server/platform/file-storage.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import { writeGuide } from "./guides.service.ts";

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

// Every bundled text of every seeded guide: translators add languages over time.
const bundledTexts = Object.values(guideTranslations).reduce(
  (sum, texts) => sum + seedGuides.filter((guide) => texts?.[guide.slug]).length,
  0,
);

async function totals() {
  const [guideTotal] = await database.db.select({ total: count() }).from(guides);
  const [textTotal] = await database.db.select({ total: count() }).from(guideTexts);
  return { guides: guideTotal?.total, texts: textTotal?.total };
}

describe("demo guides", () => {
  it("are in the test database, published, with every bundled text", async () => {
    expect(await totals()).toEqual({ guides: seedGuides.length, texts: bundledTexts });
    const published = await database.db
      .select({ total: count() })
      .from(guides)
      .where(eq(guides.status, "published"));
    expect(published[0]?.total).toBe(seedGuides.length);
  });

  it("seed again without changing anything, and leave edited guides alone", async () => {
    const slug = seedGuides[0]!.slug;
    await database.db.update(guides).set({ authorName: "Edited" }).where(eq(guides.slug, slug));
    const result = await seedDemoGuides(database.db, { artwork: null, writeGuide });
    expect(result).toEqual({ created: 0, textsWritten: 0, artworkWritten: 0 });
    const [row] = await database.db.select().from(guides).where(eq(guides.slug, slug));
    expect(row?.authorName).toBe("Edited");
    expect(await totals()).toEqual({ guides: seedGuides.length, texts: bundledTexts });
  });

  it("seed again without bringing back a translation an admin deleted", async () => {
    const [guide] = await database.db.select({ id: guides.id }).from(guides).limit(1);
    const deleted = await database.db
      .delete(guideTexts)
      .where(and(eq(guideTexts.guideId, guide!.id), eq(guideTexts.language, "es")))
      .returning({ language: guideTexts.language });
    expect(deleted).toHaveLength(1);
    const result = await seedDemoGuides(database.db, { artwork: null, writeGuide });
    expect(result.textsWritten).toBe(0);
    const left = await database.db
      .select({ language: guideTexts.language })
      .from(guideTexts)
      .where(and(eq(guideTexts.guideId, guide!.id), eq(guideTexts.language, "es")));
    expect(left).toEqual([]);
  });

  it("fill an empty guides table through the write path", async () => {
    await database.db.delete(guides);
    const result = await seedDemoGuides(database.db, { artwork: null, writeGuide });
    expect(result.created).toBe(seedGuides.length);
    expect(result.textsWritten).toBe(bundledTexts);
    const [row] = await database.db
      .select()
      .from(guides)
      .where(eq(guides.slug, seedGuides[0]!.slug));
    expect(row?.coverImage).toBe(`/uploads/guides/${seedGuides[0]!.slug}-wide.webp`);
    expect(row?.gameSlugs).toEqual(seedGuides[0]!.gameSlugs);
  });

  it("write a wide and a small WebP cover per guide, once", async () => {
    const folder = await mkdtemp(path.join(tmpdir(), "gamezone-guide-art-"));
    try {
      const sample = seedGuides.slice(0, 1);
      expect(await ensureGuideArtwork(new LocalFileStorage(folder), sample)).toBe(2);
      expect(await ensureGuideArtwork(new LocalFileStorage(folder), sample)).toBe(0);
      const files = (await readdir(path.join(folder, "guides"))).sort();
      expect(files).toEqual([`${sample[0]!.slug}-wide.webp`, `${sample[0]!.slug}-wideSmall.webp`]);
      const wide = await sharp(path.join(folder, "guides", files[0]!)).metadata();
      expect([wide.format, wide.width, wide.height]).toEqual(["webp", 1280, 720]);
      const small = await sharp(path.join(folder, "guides", files[1]!)).metadata();
      expect([small.width, small.height]).toEqual([640, 360]);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
