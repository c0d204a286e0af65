import { and, desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminGame, AdminGameInput, AdminPackage } from "#contracts/admin-catalogue.ts";
import { createOrder } from "#db/factories/buying.ts";
import { auditLog } from "#db/schema/audit.ts";
import { currencyPackages, games } from "#db/schema/catalogue.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

/**
 * The admin catalogue API against the real app with its read caches ON (a long TTL), so every
 * storefront check below also proves the write emptied them.
 */

let testApp: TestApp;
let owner: LoggedIn;
let manager: LoggedIn;
let editor: LoggedIn;
let seeded: { image: string; portraitImage: string; squareImage: string };

beforeAll(async () => {
  testApp = await createTestApp({ env: { CACHE_TTL_MS: "600000" } });
  owner = await loginAs(testApp, "admin", "owner");
  manager = await loginAs(testApp, "admin", "manager");
  editor = await loginAs(testApp, "admin", "editor");
  const pubg = (await testApp.app.inject({ url: "/api/games/pubg-mobile" })).json().data;
  seeded = { image: pubg.image, portraitImage: pubg.portraitImage, squareImage: pubg.squareImage };
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

const db = () => testApp.database.db;

function call(
  who: LoggedIn,
  method: "GET" | "POST" | "PUT" | "DELETE",
  url: string,
  payload?: unknown,
) {
  return testApp.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${who.token}` },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

function storefront(url: string) {
  return testApp.app.inject({ url });
}

let counter = 0;
function gameInput(overrides: Partial<AdminGameInput> = {}): AdminGameInput {
  counter += 1;
  return {
    title: `Starfall Legends ${counter}`,
    publisher: "Nova Studio",
    category: "RPG",
    description: "A test game.",
    region: "Global",
    deliveryTier: "instant",
    deliveryKind: "direct",
    keywords: "sf",
    ...seeded,
    playerIdFields: [
      { key: "userId", label: "User ID", kind: "text", pattern: "^[0-9]{6,10}$" },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "asia", label: "Asia" },
          { value: "europe", label: "Europe" },
        ],
      },
    ],
    ...overrides,
  };
}

function packageInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    name: "100 Stars",
    currencyName: "Stars",
    currencyAmount: 100,
    bonusAmount: 0,
    priceCents: 199,
    compareAtPriceCents: null,
    supplierSku: `SF-${counter}-${Date.now()}`,
    badge: null,
    isActive: true,
    ...overrides,
  };
}

async function createGame(overrides: Partial<AdminGameInput> = {}): Promise<AdminGame> {
  const reply = await call(manager, "POST", "/api/admin/games", gameInput(overrides));
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data;
}

async function addPackage(gameId: string, overrides: Record<string, unknown> = {}) {
  const reply = await call(
    manager,
    "POST",
    `/api/admin/games/${gameId}/packages`,
    packageInput(overrides),
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().data as AdminPackage;
}

async function auditOf(targetId: string, action: string) {
  return db()
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.targetId, targetId), eq(auditLog.action, action)))
    .orderBy(desc(auditLog.createdAt));
}

describe("admin games", () => {
  it("creates a game with two packages that the storefront shows at once", async () => {
    // Fill the caches first: the write must empty them.
    expect((await storefront("/api/games?limit=50")).statusCode).toBe(200);
    const game = await createGame({ title: "Moonlit Raiders" });
    expect(game.slug).toBe("moonlit-raiders");
    expect(game.isActive).toBe(true);
    expect(game.playerIdFields).toHaveLength(2);
    // A text field keeps no options, a select field no pattern.
    expect(game.playerIdFields[0]).not.toHaveProperty("options");
    expect(game.playerIdFields[1]).not.toHaveProperty("pattern");

    expect((await storefront("/api/games/moonlit-raiders")).statusCode).toBe(200);
    const first = await addPackage(game.id, { name: "60 Moons", priceCents: 99 });
    const second = await addPackage(game.id, {
      name: "300 Moons",
      currencyAmount: 300,
      bonusAmount: 30,
      priceCents: 499,
      compareAtPriceCents: 599,
      badge: "Best value",
    });
    expect(second.sortOrder).toBeGreaterThan(first.sortOrder);

    const page = await storefront("/api/games/moonlit-raiders");
    expect(page.statusCode).toBe(200);
    const detail = page.json().data;
    expect(detail.title).toBe("Moonlit Raiders");
    expect(detail.playerIdFields.map((field: { key: string }) => field.key)).toEqual([
      "userId",
      "server",
    ]);
    expect(detail.packages.map((pack: { name: string }) => pack.name)).toEqual([
      "60 Moons",
      "300 Moons",
    ]);
    expect(detail.packages[1]).toMatchObject({ compareAtPriceCents: 599, badge: "Best value" });

    const [created] = await auditOf(game.id, "games.create");
    expect(created?.before).toBeNull();
    expect(created?.after).toMatchObject({ slug: "moonlit-raiders", title: "Moonlit Raiders" });
    const [added] = await auditOf(second.id, "packages.create");
    expect(added?.after).toMatchObject({ priceCents: 499, supplierSku: second.supplierSku });

    const admin = await call(editor, "GET", `/api/admin/games/${game.id}`);
    expect(admin.statusCode).toBe(200);
    expect(admin.json().data.packages).toHaveLength(2);
  });

  it("shows an edited price on the storefront at once, audited before and after", async () => {
    const game = await createGame();
    const pack = await addPackage(game.id, { priceCents: 299 });
    expect((await storefront(`/api/games/${game.slug}`)).json().data.packages[0].priceCents).toBe(
      299,
    );
    const { id: _id, gameId: _g, sortOrder: _s, createdAt: _c, ...fields } = pack;
    const reply = await call(manager, "PUT", `/api/admin/packages/${pack.id}`, {
      ...fields,
      priceCents: 349,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect((await storefront(`/api/games/${game.slug}`)).json().data.packages[0].priceCents).toBe(
      349,
    );
    const [entry] = await auditOf(pack.id, "packages.update");
    expect(entry?.before).toMatchObject({ priceCents: 299 });
    expect(entry?.after).toMatchObject({ priceCents: 349 });

    // Deactivated: gone from the storefront, still listed for staff.
    const off = await call(manager, "PUT", `/api/admin/packages/${pack.id}`, {
      ...fields,
      priceCents: 349,
      isActive: false,
    });
    expect(off.statusCode).toBe(200);
    expect((await storefront(`/api/games/${game.slug}`)).json().data.packages).toEqual([]);
    expect(
      (await call(manager, "GET", `/api/admin/games/${game.id}`)).json().data.packages,
    ).toHaveLength(1);
  });

  it("edits a game's fields and slug; the old slug stops working", async () => {
    const game = await createGame({ title: "Rename Me" });
    const reply = await call(manager, "PUT", `/api/admin/games/${game.id}`, {
      ...gameInput({ title: "Renamed Game", slug: "renamed-game", description: "New words." }),
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data).toMatchObject({ slug: "renamed-game", title: "Renamed Game" });
    expect((await storefront("/api/games/rename-me")).statusCode).toBe(404);
    expect((await storefront("/api/games/renamed-game")).json().data.description).toBe(
      "New words.",
    );
    const [entry] = await auditOf(game.id, "games.update");
    expect(entry?.before).toMatchObject({ slug: "rename-me" });
    expect(entry?.after).toMatchObject({ slug: "renamed-game" });
  });

  it("archives a game (gone from the storefront and its lists) and restores it", async () => {
    const game = await createGame({ title: "Archive Target", category: "Sandbox" });
    await addPackage(game.id);
    const listed = async () =>
      (await storefront("/api/games?category=Sandbox&limit=50"))
        .json()
        .data.some((entry: { slug: string }) => entry.slug === game.slug);
    expect(await listed()).toBe(true);

    const archived = await call(manager, "POST", `/api/admin/games/${game.id}/archive`, {});
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().data.isActive).toBe(false);
    expect((await storefront(`/api/games/${game.slug}`)).statusCode).toBe(404);
    expect(await listed()).toBe(false);
    expect(
      (await call(manager, "POST", `/api/admin/games/${game.id}/archive`, {})).statusCode,
    ).toBe(409);
    const archivedList = await call(
      editor,
      "GET",
      `/api/admin/games?status=archived&q=${encodeURIComponent("archive target")}`,
    );
    expect(archivedList.json().data.items.map((item: { id: string }) => item.id)).toEqual([
      game.id,
    ]);
    const [entry] = await auditOf(game.id, "games.archive");
    expect(entry?.before).toEqual({ isActive: true });
    expect(entry?.after).toEqual({ isActive: false });

    const restored = await call(manager, "POST", `/api/admin/games/${game.id}/restore`, {});
    expect(restored.statusCode).toBe(200);
    expect((await storefront(`/api/games/${game.slug}`)).statusCode).toBe(200);
    expect(await listed()).toBe(true);
    expect(await auditOf(game.id, "games.restore")).toHaveLength(1);
  });

  it("lists, filters, sorts and pages every game for staff", async () => {
    const all = await call(editor, "GET", "/api/admin/games?pageSize=100");
    expect(all.statusCode).toBe(200);
    const data = all.json().data;
    expect(data.total).toBeGreaterThanOrEqual(24);
    const pubg = data.items.find((item: { slug: string }) => item.slug === "pubg-mobile");
    expect(pubg.packageCount).toBeGreaterThanOrEqual(5);

    const paged = (await call(editor, "GET", "/api/admin/games?pageSize=5&page=2")).json().data;
    expect(paged.items).toHaveLength(5);
    expect(paged.page).toBe(2);

    const byPackages = (
      await call(editor, "GET", "/api/admin/games?sort=packages&dir=desc&pageSize=100")
    ).json().data.items as { packageCount: number }[];
    const counts = byPackages.map((item) => item.packageCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));

    const moba = (await call(editor, "GET", "/api/admin/games?category=MOBA")).json().data.items;
    expect(moba.length).toBeGreaterThan(0);
    expect(moba.every((item: { category: string }) => item.category === "MOBA")).toBe(true);

    const search = (await call(editor, "GET", "/api/admin/games?q=pubg")).json().data.items;
    expect(search.map((item: { slug: string }) => item.slug)).toContain("pubg-mobile");

    const bad = await call(editor, "GET", "/api/admin/games?sort=price&pageSize=0");
    expect(bad.statusCode).toBe(400);
  });

  it("refuses a slug another game uses with 409 and changes nothing", async () => {
    const reply = await call(
      manager,
      "POST",
      "/api/admin/games",
      gameInput({ slug: "pubg-mobile" }),
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain('"pubg-mobile"');
    const sameTitle = await call(
      manager,
      "POST",
      "/api/admin/games",
      gameInput({ title: "PUBG Mobile" }),
    );
    expect(sameTitle.statusCode).toBe(409);
    const other = await createGame();
    const edit = await call(manager, "PUT", `/api/admin/games/${other.id}`, {
      ...gameInput({ slug: "pubg-mobile" }),
    });
    expect(edit.statusCode).toBe(409);
    const rows = await db().select().from(games).where(eq(games.slug, "pubg-mobile"));
    expect(rows).toHaveLength(1);
  });

  it("refuses bad game input with 400 naming the field", async () => {
    const before = (await db().select({ id: games.id }).from(games)).length;
    const cases: [Partial<AdminGameInput> | Record<string, unknown>, string][] = [
      [{ title: "" }, "title"],
      [{ title: "x".repeat(101) }, "title"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ category: "Puzzle" }, "category"],
      [{ deliveryTier: "slow" }, "deliveryTier"],
      [{ image: "https://evil.example/x.png" }, "image"],
      [{ image: "/uploads/admin/nothing-here-wide.webp" }, "no such uploaded image"],
      [
        { playerIdFields: [{ key: "uid", label: "UID", kind: "text", pattern: "([0-9]+" }] },
        "Player-ID field 1 (uid): the pattern is not a valid regular expression",
      ],
      [
        { playerIdFields: [{ key: "uid", label: "UID", kind: "text", pattern: "(a+)+$" }] },
        "repeats a group holding a repetition or a choice",
      ],
      [
        { playerIdFields: [{ key: "uid", label: "UID", kind: "text", pattern: "(a|a)*" }] },
        "Player-ID field 1 (uid): the pattern repeats a group holding a repetition or a choice",
      ],
      [
        { playerIdFields: [{ key: "uid", label: "UID", kind: "text", pattern: "(\\w+\\s?)*" }] },
        "repeats a group holding a repetition or a choice",
      ],
      [
        { playerIdFields: [{ key: "server", label: "Server", kind: "select" }] },
        "a select field needs at least one option",
      ],
      [
        {
          playerIdFields: [
            { key: "uid", label: "UID", kind: "text" },
            { key: "uid", label: "Again", kind: "text" },
          ],
        },
        "another field has this key",
      ],
      [{ playerIdFields: [{ key: "1abc", label: "UID", kind: "text" }] }, "key must start"],
      [{ playerIdFields: "uid" }, "playerIdFields"],
    ];
    for (const [overrides, message] of cases) {
      const reply = await call(manager, "POST", "/api/admin/games", {
        ...gameInput(),
        ...overrides,
      });
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json().message, JSON.stringify(overrides)).toContain(message);
    }
    const { publisher: _publisher, ...missing } = gameInput();
    expect((await call(manager, "POST", "/api/admin/games", missing)).statusCode).toBe(400);
    expect((await db().select({ id: games.id }).from(games)).length).toBe(before);
    expect((await call(manager, "GET", "/api/admin/games/not-an-id")).statusCode).toBe(400);
    expect(
      (await call(manager, "GET", "/api/admin/games/00000000-0000-4000-8000-000000000000"))
        .statusCode,
    ).toBe(404);
  });
});

describe("admin packages", () => {
  it("refuses bad package input with 400 and stores nothing", async () => {
    const game = await createGame();
    const cases: [Record<string, unknown>, string][] = [
      [{ priceCents: 0 }, "priceCents"],
      [{ priceCents: -100 }, "priceCents"],
      [{ priceCents: 1.5 }, "priceCents"],
      [{ priceCents: "199" }, "priceCents"],
      [{ currencyAmount: 0 }, "currencyAmount"],
      [{ bonusAmount: -1 }, "bonusAmount"],
      [{ priceCents: 500, compareAtPriceCents: 500 }, "compareAtPriceCents"],
      [{ priceCents: 500, compareAtPriceCents: 400 }, "compareAtPriceCents"],
      [{ badge: "b".repeat(41) }, "badge"],
      [{ name: "" }, "name"],
      [{ supplierSku: "has space" }, "supplierSku"],
    ];
    for (const [overrides, field] of cases) {
      const reply = await call(
        manager,
        "POST",
        `/api/admin/games/${game.id}/packages`,
        packageInput(overrides),
      );
      expect(reply.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(reply.json().message, JSON.stringify(overrides)).toContain(field);
    }
    const rows = await db()
      .select()
      .from(currencyPackages)
      .where(eq(currencyPackages.gameId, game.id));
    expect(rows).toEqual([]);
  });

  it("refuses a supplier SKU another package uses with 409", async () => {
    const game = await createGame();
    const reply = await call(
      manager,
      "POST",
      `/api/admin/games/${game.id}/packages`,
      packageInput({ supplierSku: "PUBGM-60" }),
    );
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toContain("PUBGM-60");
    const mine = await addPackage(game.id);
    const { id: _id, gameId: _g, sortOrder: _s, createdAt: _c, ...fields } = mine;
    const edit = await call(manager, "PUT", `/api/admin/packages/${mine.id}`, {
      ...fields,
      supplierSku: "PUBGM-60",
    });
    expect(edit.statusCode).toBe(409);
  });

  it("reorders packages: a wrong set is refused, the right one changes the storefront", async () => {
    const game = await createGame();
    const a = await addPackage(game.id, { name: "A", priceCents: 100 });
    const b = await addPackage(game.id, { name: "B", priceCents: 200 });
    const c = await addPackage(game.id, { name: "C", priceCents: 300 });
    const url = `/api/admin/games/${game.id}/packages/order`;
    const missing = "00000000-0000-4000-8000-000000000000";
    for (const packageIds of [
      [a.id, b.id],
      [a.id, b.id, c.id, c.id],
      [a.id, b.id, missing],
      [a.id, b.id, "nope"],
    ]) {
      const reply = await call(manager, "PUT", url, { packageIds });
      expect(reply.statusCode, JSON.stringify(packageIds)).toBe(400);
    }
    const names = async () =>
      (await storefront(`/api/games/${game.slug}`))
        .json()
        .data.packages.map((pack: { name: string }) => pack.name);
    expect(await names()).toEqual(["A", "B", "C"]);
    const reply = await call(manager, "PUT", url, { packageIds: [c.id, a.id, b.id] });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().data.map((pack: AdminPackage) => pack.name)).toEqual(["C", "A", "B"]);
    expect(await names()).toEqual(["C", "A", "B"]);
    const [entry] = await auditOf(game.id, "packages.reorder");
    expect(entry?.before).toEqual({ packageIds: [a.id, b.id, c.id] });
    expect(entry?.after).toEqual({ packageIds: [c.id, a.id, b.id] });
  });

  it("deletes a package nobody bought and refuses one an order names", async () => {
    const game = await createGame();
    const unsold = await addPackage(game.id);
    const sold = await addPackage(game.id);
    const removed = await call(manager, "DELETE", `/api/admin/packages/${unsold.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await auditOf(unsold.id, "packages.delete")).toHaveLength(1);
    expect((await call(manager, "DELETE", `/api/admin/packages/${unsold.id}`)).statusCode).toBe(
      404,
    );

    await createOrder(db(), {
      items: [{ gameId: game.id, packageId: sold.id, supplierSku: sold.supplierSku }],
    });
    const refused = await call(manager, "DELETE", `/api/admin/packages/${sold.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("Deactivate it instead");
    const still = await db()
      .select()
      .from(currencyPackages)
      .where(eq(currencyPackages.id, sold.id));
    expect(still).toHaveLength(1);
  });

  it("keeps package writes to roles with packages.write", async () => {
    const game = await createGame();
    const reply = await call(
      editor,
      "POST",
      `/api/admin/games/${game.id}/packages`,
      packageInput(),
    );
    expect(reply.statusCode).toBe(403);
    const asOwner = await call(
      owner,
      "POST",
      `/api/admin/games/${game.id}/packages`,
      packageInput(),
    );
    expect(asOwner.statusCode).toBe(200);
  });
});
