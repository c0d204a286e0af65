import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./errors.ts";
import { PGliteThread } from "./pglite-thread.ts";

let pg: PGliteThread;
beforeAll(async () => {
  pg = await PGliteThread.create({});
  await pg.exec("create table notes (id serial primary key, body text not null)");
});
afterAll(async () => {
  await pg.close();
});

const count = async () =>
  Number(((await pg.query("select count(*)::int as n from notes")).rows[0] as { n: number }).n);

describe("PGlite on a worker thread", () => {
  it("answers queries with rows and keeps PostgreSQL's error details", async () => {
    const result = await pg.query("select $1::int + 1 as answer", [41]);
    expect(result.rows).toEqual([{ answer: 42 }]);
    const arrays = await pg.query("select 1 as a, 2 as b", [], { rowMode: "array" });
    expect(arrays.rows).toEqual([[1, 2]]);
    await expect(pg.query("select * from missing_table")).rejects.toMatchObject({
      code: "42P01",
      message: expect.stringContaining("missing_table"),
    });
  });

  it("commits a transaction, and rolls one back when its callback throws", async () => {
    const before = await count();
    await pg.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["kept"]);
    });
    expect(await count()).toBe(before + 1);
    await expect(
      pg.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ($1)", ["dropped"]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    expect(await count()).toBe(before + 1);
  });

  it("makes other queries wait for an open transaction instead of joining it", async () => {
    const before = await count();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = pg.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["inside"]);
      await held;
      throw new Error("roll it back");
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    const outside = count();
    release();
    await expect(transaction).rejects.toThrow("roll it back");
    // Had the outside query run inside the transaction, it would have seen the rolled-back row.
    expect(await outside).toBe(before);
  });

  it("delivers notifications to listeners", async () => {
    const received: string[] = [];
    const stop = await pg.listen("news", (payload) => received.push(payload));
    await pg.query("select pg_notify('news', 'hello')");
    for (let waited = 0; received.length === 0 && waited < 2_000; waited += 20)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(received).toEqual(["hello"]);
    await stop();
  });

  it("refuses work once closed, as an unavailable database", async () => {
    const other = await PGliteThread.create({});
    await other.close();
    expect(other.closed).toBe(true);
    const error = await other.query("select 1").catch((caught: unknown) => caught);
    expect(isDatabaseUnavailable(error)).toBe(true);
  });
});
