import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AppError } from "#contracts/errors-rules.ts";
import type { Database } from "#db/client.ts";
import { sandboxSupplierDeliveries } from "#db/schema/buying.ts";
import { loadConfig } from "#server/config.ts";
import {
  countSupplierDeliveries,
  type SandboxSupplierOptions,
  sandboxSupplierRoutes,
} from "#server/modules/sandbox/sandbox-supplier.routes.ts";
import { createTestDatabase } from "#tests/support/test-database.ts";
import {
  createSupplier,
  HttpSupplier,
  signSupplierMessage,
  verifySupplierSignature,
} from "./http-supplier.ts";
import { SupplierAmbiguousError } from "./top-up-supplier.ts";

const secret = "test-supplier-secret-0123456789";
const prefix = "/sandbox/supplier";
const player = { game: "mobile-legends", fields: { userId: "12345678", zoneId: "2001" } };

type Faults = SandboxSupplierOptions["faults"];
const noFaults: Faults = { failureRate: 0, timeoutRate: 0, latencyMs: 0 };

describe("HttpSupplier against the sandbox supplier over real HTTP", () => {
  let database: Database;
  const servers: FastifyInstance[] = [];

  /** A sandbox on its own port with its own faults, sharing the one test database. */
  async function startSandbox(faults: Faults = noFaults): Promise<string> {
    const server = Fastify({ logger: false });
    await server.register(sandboxSupplierRoutes, { prefix, db: database.db, secret, faults });
    const address = await server.listen({ host: "127.0.0.1", port: 0 });
    servers.push(server);
    return `${address}${prefix}`;
  }

  function client(baseUrl: string, options: { timeoutMs?: number; key?: string } = {}) {
    return new HttpSupplier({
      baseUrl,
      secret: options.key ?? secret,
      timeoutMs: options.timeoutMs ?? 5_000,
    });
  }

  async function storedDelivery(reference: string) {
    const rows = await database.db
      .select()
      .from(sandboxSupplierDeliveries)
      .where(eq(sandboxSupplierDeliveries.reference, reference));
    return rows;
  }

  let baseUrl: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    baseUrl = await startSandbox();
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await database?.close();
  });

  it("names a known player, the same name on every call", async () => {
    const supplier = client(baseUrl);
    const first = await supplier.validatePlayer(player);
    const second = await supplier.validatePlayer({
      game: player.game,
      // Field order does not change who the player is.
      fields: { zoneId: "2001", userId: "12345678" },
    });
    expect(first.nickname).toMatch(/^[A-Z][a-z]+[A-Z][a-z]+_[0-9]{3}$/);
    expect(second).toEqual(first);
    const other = await supplier.validatePlayer({ ...player, fields: { userId: "87654321" } });
    expect(other.nickname).toMatch(/_[0-9]{3}$/);
  });

  it("refuses a player ID ending in 0000 with PLAYER_NOT_FOUND", async () => {
    const error = await client(baseUrl)
      .validatePlayer({ ...player, fields: { userId: "12340000", zoneId: "2001" } })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: "PLAYER_NOT_FOUND", status: 422 });
    expect((error as Error).message).toBe("No player found with this ID. Check it and try again.");
  });

  it("fails closed with SUPPLIER_UNAVAILABLE when the supplier is down or too slow", async () => {
    const down = await startSandbox();
    await servers.pop()?.close();
    const refused = await client(down)
      .validatePlayer(player)
      .catch((caught: unknown) => caught);
    expect(refused).toMatchObject({ code: "SUPPLIER_UNAVAILABLE", status: 503 });
    expect((refused as Error).message).toBe(
      "We can't check players right now. Please try again in a minute.",
    );

    const slow = await startSandbox({ ...noFaults, latencyMs: 1_000 });
    const started = Date.now();
    const timedOut = await client(slow, { timeoutMs: 200 })
      .validatePlayer(player)
      .catch((caught: unknown) => caught);
    expect(timedOut).toMatchObject({ code: "SUPPLIER_UNAVAILABLE" });
    expect(Date.now() - started).toBeLessThan(900);
  });

  it("delivers a reference once however often it is asked", async () => {
    const supplier = client(baseUrl);
    const reference = randomUUID();
    const before = await countSupplierDeliveries(database.db);
    const input = { reference, sku: "MLBB-86", quantity: 1, player };
    const first = await supplier.deliver(input);
    const second = await supplier.deliver(input);
    expect(first).toMatchObject({ status: "delivered", transactionId: expect.any(String) });
    expect(second).toEqual(first);
    expect(first).not.toHaveProperty("code");

    const rows = await storedDelivery(reference);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ requests: 2, sku: "MLBB-86", game: player.game });
    expect(rows[0]?.transactionId).toBe(first.status === "delivered" && first.transactionId);
    const after = await countSupplierDeliveries(database.db);
    expect(after).toEqual({
      references: before.references + 1,
      requests: before.requests + 2,
    });
  });

  it("hands out a code and a serial number for gift cards, asked or looked up", async () => {
    const supplier = client(baseUrl);
    const giftCard = { game: "steam-wallet", fields: { email: "gamer@example.com" } };
    const asked = await supplier.deliver({
      reference: randomUUID(),
      sku: "STEAM-20",
      quantity: 1,
      player: giftCard,
      kind: "code",
    });
    expect(asked).toMatchObject({
      status: "delivered",
      code: expect.stringMatching(/^[A-Z2-9]{4}(-[A-Z2-9]{4}){3}$/),
      serialNumber: expect.stringMatching(/^SN[0-9]{12}$/),
    });
    // Without `kind`, the sandbox reads the seeded catalogue: steam-wallet is a code game.
    const lookedUp = await supplier.deliver({
      reference: randomUUID(),
      sku: "STEAM-20",
      quantity: 1,
      player: giftCard,
    });
    expect(lookedUp).toMatchObject({ status: "delivered", code: expect.any(String) });
    expect(lookedUp).not.toEqual(asked);
  });

  it("refuses delivery to an unknown player for good, recording nothing", async () => {
    const reference = randomUUID();
    const outcome = await client(baseUrl).deliver({
      reference,
      sku: "MLBB-86",
      quantity: 1,
      player: { ...player, fields: { userId: "55550000", zoneId: "2001" } },
    });
    expect(outcome).toEqual({ status: "failed", retryable: false, reason: "Player not found" });
    expect(await storedDelivery(reference)).toHaveLength(0);
  });

  it("turns a lost answer into SupplierAmbiguousError, and getStatus then reports the delivery", async () => {
    const lossy = await startSandbox({ ...noFaults, timeoutRate: 1 });
    const supplier = client(lossy, { timeoutMs: 300 });
    const reference = randomUUID();
    const error = await supplier
      .deliver({ reference, sku: "MLBB-86", quantity: 1, player })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(SupplierAmbiguousError);

    const [row] = await storedDelivery(reference);
    expect(row).toBeDefined();
    expect(await supplier.getStatus(reference)).toEqual({
      status: "delivered",
      transactionId: row?.transactionId,
    });
    expect(await supplier.getStatus(randomUUID())).toEqual({ status: "unknown" });
  });

  it("answers 'busy' as a retryable failure without delivering", async () => {
    const busy = await startSandbox({ ...noFaults, failureRate: 1 });
    const reference = randomUUID();
    const outcome = await client(busy).deliver({ reference, sku: "MLBB-86", quantity: 1, player });
    expect(outcome).toEqual({ status: "failed", retryable: true, reason: "Supplier busy" });
    expect(await storedDelivery(reference)).toHaveLength(0);
    expect(await client(busy).getStatus(reference)).toEqual({ status: "unknown" });
  });

  it("answers the sandbox's maintenance players as a maintenance refusal, delivering nothing", async () => {
    const supplier = client(baseUrl);
    const request = (reference: string, userId: string) =>
      supplier.deliver({
        reference,
        sku: "MLBB-86",
        quantity: 1,
        player: { ...player, fields: { userId, zoneId: "2001" } },
      });
    const maintenance = {
      status: "maintenance",
      reason: "The game's servers are under maintenance",
    };
    // 7777: down for the first attempt of a purchase only, then back.
    const briefly = randomUUID();
    expect(await request(briefly, "55557777")).toEqual(maintenance);
    expect(await storedDelivery(briefly)).toHaveLength(0);
    expect(await request(briefly, "55557777")).toMatchObject({ status: "delivered" });
    // 8888: down on every attempt.
    const forGood = randomUUID();
    expect(await request(forGood, "55558888")).toEqual(maintenance);
    expect(await request(forGood, "55558888")).toEqual(maintenance);
    expect(await storedDelivery(forGood)).toHaveLength(0);
    // 6666: refused for good on the first attempt only (what a staff retry is for).
    const once = randomUUID();
    expect(await request(once, "55556666")).toMatchObject({ status: "failed", retryable: false });
    expect(await request(once, "55556666")).toMatchObject({ status: "delivered" });
  });

  it("rejects requests signed with another key, and answers not signed by the supplier", async () => {
    const impostor = client(baseUrl, { key: "not-the-supplier-secret-000000" });
    await expect(impostor.validatePlayer(player)).rejects.toMatchObject({
      code: "SUPPLIER_UNAVAILABLE",
    });
    const reference = randomUUID();
    await expect(
      impostor.deliver({ reference, sku: "MLBB-86", quantity: 1, player }),
    ).rejects.toBeInstanceOf(SupplierAmbiguousError);
    expect(await storedDelivery(reference)).toHaveLength(0);

    // The sandbox itself refuses a tampered body with 401.
    const path = `${new URL(baseUrl).pathname}/players/validate`;
    const signed = JSON.stringify(player);
    const response = await fetch(`${baseUrl}/players/validate`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-signature": signSupplierMessage(secret, { method: "POST", path, body: signed }),
      },
      body: signed.replace("12345678", "12345679"),
    });
    expect(response.status).toBe(401);

    // A stand-in answering with a forged signature is not believed.
    const forger = Fastify({ logger: false });
    forger.post("/players/validate", async (_request, reply) =>
      reply
        .header("x-signature", `t=${Math.floor(Date.now() / 1000)},v1=${"0".repeat(64)}`)
        .send({ nickname: "Forged_123" }),
    );
    forger.post("/deliveries", async (_request, reply) =>
      reply.send({ status: "failed", retryable: false, reason: "unsigned" }),
    );
    const forgerUrl = await forger.listen({ host: "127.0.0.1", port: 0 });
    servers.push(forger);
    await expect(client(forgerUrl).validatePlayer(player)).rejects.toMatchObject({
      code: "SUPPLIER_UNAVAILABLE",
    });
    await expect(
      client(forgerUrl).deliver({ reference, sku: "MLBB-86", quantity: 1, player }),
    ).rejects.toBeInstanceOf(SupplierAmbiguousError);
  });

  it("accepts fresh signatures only", () => {
    const message = { method: "POST", path: "/deliveries", body: '{"a":1}' };
    const now = 1_800_000_000;
    const header = signSupplierMessage(secret, message, now);
    expect(verifySupplierSignature(secret, header, message, now)).toBe(true);
    expect(verifySupplierSignature(secret, header, message, now + 300)).toBe(true);
    expect(verifySupplierSignature(secret, header, message, now + 301)).toBe(false);
    expect(verifySupplierSignature(secret, header, { ...message, path: "/other" }, now)).toBe(
      false,
    );
    expect(verifySupplierSignature(secret, header, { ...message, method: "GET" }, now)).toBe(false);
    expect(verifySupplierSignature(`${secret}x`, header, message, now)).toBe(false);
    expect(verifySupplierSignature(secret, undefined, message, now)).toBe(false);
    expect(verifySupplierSignature(secret, `t=${now}`, message, now)).toBe(false);
  });

  it("targets SUPPLIER_URL, or the app's own sandbox in demo mode", async () => {
    const origin = new URL(baseUrl).origin;
    const demo = loadConfig({ NODE_ENV: "test", APP_MODE: "demo", SUPPLIER_TIMEOUT_MS: "2000" });
    const viaSandbox = createSupplier(demo, secret, origin);
    expect(await viaSandbox.validatePlayer(player)).toEqual(
      await client(baseUrl).validatePlayer(player),
    );
    // SUPPLIER_SECRET wins over the demo secret.
    const configured = loadConfig({
      NODE_ENV: "test",
      SUPPLIER_URL: baseUrl,
      SUPPLIER_SECRET: secret,
    });
    const viaUrl = createSupplier(
      configured,
      "some-other-demo-secret-000",
      "http://unused.invalid",
    );
    expect((await viaUrl.validatePlayer(player)).nickname).toMatch(/_[0-9]{3}$/);
  });
});
