import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gameDetailSchema } from "#contracts/catalogue.ts";
import { catalogueTexts, currencyPackages, featuredItems, games } from "#db/schema/catalogue.ts";
import { catalogueTranslations } from "#db/seed/catalogue-texts/catalogue-translations.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

// The catalogue's own columns hold English; catalogue_texts rows override single fields per
// language. These rows are written here (not taken from the bundled translations) so the test
// states exactly what it expects.
let t: TestApp;
let gameId = "";
beforeAll(async () => {
  t = await createTestApp({ ssr: true, dev: true });
  const { db } = t.database;
  const [game] = await db.select().from(games).where(eq(games.slug, "genshin-impact"));
  if (!game) throw new Error("the demo catalogue has no genshin-impact");
  gameId = game.id;
  const [badged] = await db
    .select({ id: currencyPackages.id })
    .from(currencyPackages)
    .where(eq(currencyPackages.gameId, game.id))
    .orderBy(currencyPackages.sortOrder);
  const [hero] = await db
    .select({ id: featuredItems.id })
    .from(featuredItems)
    .where(eq(featuredItems.gameId, game.id));
  await db.delete(catalogueTexts).where(eq(catalogueTexts.language, "es"));
  await db.insert(catalogueTexts).values([
    {
      language: "es",
      entity: "game",
      entityKey: game.id,
      field: "description",
      value: "Cristales Génesis al instante.",
    },
    {
      language: "es",
      entity: "game",
      entityKey: game.id,
      field: "playerIdField.uid.label",
      value: "UID del jugador",
    },
    {
      language: "es",
      entity: "game",
      entityKey: game.id,
      field: "playerIdField.server.option.europe",
      value: "Europa",
    },
    { language: "es", entity: "category", entityKey: "RPG", field: "name", value: "Rol" },
    {
      language: "es",
      entity: "package",
      entityKey: badged?.id ?? "",
      field: "badge",
      value: "El más vendido",
    },
    {
      language: "es",
      entity: "featured",
      entityKey: hero?.id ?? "",
      field: "headline",
      value: "Cristales directos a tu UID",
    },
  ]);
  await db
    .update(currencyPackages)
    .set({ badge: "Most popular" })
    .where(eq(currencyPackages.id, badged?.id ?? ""));
});
afterAll(async () => {
  await t.app.close();
});

describe("catalogue texts per language", () => {
  it("answers the game in the asked language, English where no translation exists", async () => {
    const response = await t.app.inject({ url: `/api/games/${gameId}?lang=es` });
    expect(response.statusCode).toBe(200);
    const game = gameDetailSchema.parse(response.json().data);
    expect(game.description).toBe("Cristales Génesis al instante.");
    expect(game.categoryName).toBe("Rol");
    expect(game.category).toBe("RPG");
    const uid = game.playerIdFields.find((field) => field.key === "uid");
    expect(uid?.label).toBe("UID del jugador");
    const server = game.playerIdFields.find((field) => field.key === "server");
    expect(server?.label).toBe("Server");
    expect(server?.options?.find((option) => option.value === "europe")?.label).toBe("Europa");
    expect(server?.options?.find((option) => option.value === "asia")?.label).toBe("Asia");
    expect(game.packages[0]?.badge).toBe("El más vendido");
  });

  it("keeps English without ?lang= and for an unsupported language", async () => {
    for (const url of [`/api/games/${gameId}`, `/api/games/${gameId}?lang=xx`]) {
      const game = gameDetailSchema.parse((await t.app.inject({ url })).json().data);
      expect(game.description).not.toBe("Cristales Génesis al instante.");
      expect(game.categoryName).toBe("RPG");
    }
  });

  it("translates hero headlines and category names in lists", async () => {
    const hero = (await t.app.inject({ url: "/api/featured/hero?lang=es" })).json().data;
    const item = hero.find((entry: { gameId: { _id: string } }) => entry.gameId._id === gameId);
    expect(item.headline).toBe("Cristales directos a tu UID");
    const list = (await t.app.inject({ url: "/api/games?category=RPG&lang=es" })).json().data;
    expect(list.every((game: { categoryName: string }) => game.categoryName === "Rol")).toBe(true);
  });

  it("renders the game page in the page's language", async () => {
    const page = await t.app.inject({
      url: "/games/genshin-impact",
      headers: { "accept-language": "es-ES,es;q=0.9" },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('lang="es"');
    expect(page.body).toContain("Cristales Génesis al instante.");
    expect(page.body).toContain("UID del jugador");
    const english = await t.app.inject({ url: "/games/genshin-impact?lang=en" });
    expect(english.body).not.toContain("Cristales Génesis al instante.");
  });
});

describe("the bundled translations", () => {
  it("are seeded for every language that has them", async () => {
    // Spanish rows are replaced by this file's own rows above.
    const bundled = Object.entries(catalogueTranslations).filter(([lang]) => lang !== "es");
    for (const [lang, texts] of bundled) {
      const response = await t.app.inject({ url: `/api/games/pubg-mobile?lang=${lang}` });
      const game = gameDetailSchema.parse(response.json().data);
      expect(game.description, lang).toBe(texts.games["pubg-mobile"]?.description);
      expect(game.categoryName, lang).toBe(texts.categories["Battle Royale"]);
      expect(game.playerIdFields[0]?.label, lang).toBe(
        texts.games["pubg-mobile"]?.fields.playerId?.label,
      );
    }
  });
});
