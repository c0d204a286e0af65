import { randomBytes } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedGames } from "#db/seed/catalogue-data.ts";
import { seedGuides } from "#db/seed/guides/guide-list.ts";
import { ensureDemoArtwork } from "#db/seed/seed-demo.ts";
import { ensureGuideArtwork } from "#db/seed/seed-guides.ts";
import { removeUnusedAdminUploads } from "#server/modules/catalogue/catalogue.jobs.ts";
import { removeUnreferencedChatUploads } from "#server/modules/chat/chat-upload-cleanup.service.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";
import { startTestS3, type TestS3, testS3Client } from "#tests/support/test-s3.ts";
import { S3FileStorage } from "./s3-file-storage.ts";

// The same shop twice: files on the local disk (the default) and in an S3 bucket. A browser
// must not tell them apart.
let s3: TestS3;
let local: TestApp;
let bucketApp: TestApp;
let publicApp: TestApp;
let manager: LoggedIn;

beforeAll(async () => {
  s3 = await startTestS3();
  const s3Env = { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_FORCE_PATH_STYLE: "true" };
  [local, bucketApp, publicApp] = await Promise.all([
    createTestApp(),
    createTestApp({ env: s3Env, s3Client: testS3Client }),
    createTestApp({
      env: { ...s3Env, S3_PUBLIC_URL: "https://cdn.shop.example/files" },
      s3Client: testS3Client,
    }),
  ]);
  manager = await loginAs(bucketApp, "admin", "manager");
}, 120_000);

afterAll(async () => {
  await Promise.all([local?.app.close(), bucketApp?.app.close(), publicApp?.app.close()]);
  await s3?.close();
});

let sequence = 0;
function multipart(field: string, filename: string, bytes: Buffer, type: string) {
  const boundary = `----gz${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  return {
    payload: Buffer.concat([head, bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

async function chatUpload(target: TestApp, bytes: Buffer, filename: string, type: string) {
  sequence += 1;
  const body = multipart("file", filename, bytes, type);
  const reply = await target.app.inject({
    method: "POST",
    url: "/api/upload",
    ...body,
    remoteAddress: `10.20.0.${sequence}`,
  });
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().file as { url: string; size: number };
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#0ea5e9" } })
    .png()
    .toBuffer();
const pdf = Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");

const comparedHeaders = [
  "content-type",
  "cache-control",
  "content-disposition",
  "x-content-type-options",
  "content-security-policy",
  "accept-ranges",
];
const headersOf = (headers: Record<string, unknown>) =>
  Object.fromEntries(comparedHeaders.map((name) => [name, headers[name]]));

const bucket = () => bucketApp.app.services.storage;

describe("uploads in an S3 bucket", () => {
  it("uses the S3 store when S3_BUCKET is set, the local disk otherwise", () => {
    expect(bucket()).toBeInstanceOf(S3FileStorage);
    expect(local.app.services.storage).not.toBeInstanceOf(S3FileStorage);
  });

  it("serves a chat image and a PDF under /uploads with the local disk's headers", async () => {
    for (const [bytes, name, type] of [
      [await png(), "shot.png", "image/png"],
      [pdf, "rules.pdf", "application/pdf"],
    ] as const) {
      const onDisk = await chatUpload(local, bytes, name, type);
      const inBucket = await chatUpload(bucketApp, bytes, name, type);
      const key = inBucket.url.slice("/uploads/".length);
      expect(await bucket().sizeOf(key)).toBe(inBucket.size);

      const fromDisk = await local.app.inject({ url: onDisk.url });
      const fromBucket = await bucketApp.app.inject({ url: inBucket.url });
      expect(fromBucket.statusCode).toBe(200);
      expect(headersOf(fromBucket.headers)).toEqual(headersOf(fromDisk.headers));
      expect(fromBucket.rawPayload).toEqual(fromDisk.rawPayload);
      expect(Number(fromBucket.headers["content-length"])).toBe(inBucket.size);
    }
  });

  it("answers a repeated request from the browser's copy (ETag, Last-Modified)", async () => {
    const file = await chatUpload(bucketApp, await png(), "again.png", "image/png");
    const first = await bucketApp.app.inject({ url: file.url });
    const etag = first.headers.etag;
    expect(etag).toBeTruthy();
    const byTag = await bucketApp.app.inject({
      url: file.url,
      headers: { "if-none-match": String(etag) },
    });
    expect(byTag.statusCode).toBe(304);
    expect(byTag.rawPayload.length).toBe(0);
    const byDate = await bucketApp.app.inject({
      url: file.url,
      headers: { "if-modified-since": String(first.headers["last-modified"]) },
    });
    expect(byDate.statusCode).toBe(304);
    const changed = await bucketApp.app.inject({
      url: file.url,
      headers: { "if-none-match": '"something-else"' },
    });
    expect(changed.statusCode).toBe(200);
  });

  it("serves a byte range as the local disk does (audio and video seeking)", async () => {
    const onDisk = await chatUpload(local, pdf, "part.pdf", "application/pdf");
    const inBucket = await chatUpload(bucketApp, pdf, "part.pdf", "application/pdf");
    const range = { range: "bytes=0-9" };
    const fromDisk = await local.app.inject({ url: onDisk.url, headers: range });
    const fromBucket = await bucketApp.app.inject({ url: inBucket.url, headers: range });
    expect(fromBucket.statusCode).toBe(fromDisk.statusCode);
    expect(fromBucket.statusCode).toBe(206);
    expect(fromBucket.headers["content-range"]).toBe(fromDisk.headers["content-range"]);
    expect(fromBucket.body).toBe("%PDF-1.4\n1");
  });

  it("answers a missing or malformed file with the same 404 envelope as the local disk", async () => {
    for (const url of ["/uploads/chat/0123456789abcdef0123456789abcdef.webp", "/uploads/x"]) {
      const fromDisk = await local.app.inject({ url });
      const fromBucket = await bucketApp.app.inject({ url });
      expect(fromBucket.statusCode).toBe(404);
      expect(fromBucket.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
      expect(fromDisk.statusCode).toBe(404);
      expect(fromDisk.json()).toMatchObject({ success: false, code: "NOT_FOUND" });
    }
  });

  it("stores every shape of an admin cover upload in the bucket", async () => {
    const cover = await sharp({
      create: { width: 1600, height: 900, channels: 3, background: "#7c3aed" },
    })
      .png()
      .toBuffer();
    const body = multipart("file", "cover.png", cover, "image/png");
    const reply = await bucketApp.app.inject({
      method: "POST",
      url: "/api/admin/uploads?kind=game-cover",
      payload: body.payload,
      headers: { ...body.headers, authorization: `Bearer ${manager.token}` },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const upload = reply.json().data as Record<string, unknown>;
    const urls = Object.values(upload).filter(
      (value): value is string => typeof value === "string" && value.startsWith("/uploads/"),
    );
    expect(urls.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      const key = bucket().keyOf(url);
      expect(key).not.toBeNull();
      expect(await bucket().sizeOf(key ?? "")).toBeGreaterThan(0);
      const served = await bucketApp.app.inject({ url });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/webp");
    }
    const listed = [];
    for await (const file of bucket().list("admin/")) listed.push(file.key);
    expect(listed.length).toBeGreaterThan(urls.length);

    // Nothing saved it: a day later the clean-up job lists the bucket and removes every shape.
    const result = await removeUnusedAdminUploads({
      db: bucketApp.database.db,
      storage: bucket(),
      now: Date.now() + 2 * 24 * 60 * 60_000,
    });
    expect(result.removed).toBe(listed.length);
    for (const url of urls) expect(await bucket().sizeOf(bucket().keyOf(url) ?? "")).toBeNull();
  });

  it("lets the chat clean-up job list and remove unsent uploads in the bucket", async () => {
    const file = await chatUpload(bucketApp, await png(), "unsent.png", "image/png");
    const key = bucket().keyOf(file.url) ?? "";
    const today = await removeUnreferencedChatUploads({
      db: bucketApp.database.db,
      storage: bucket(),
      now: Date.now(),
    });
    expect(today.removed).toBe(0);
    expect(await bucket().sizeOf(key)).toBe(file.size);

    const later = await removeUnreferencedChatUploads({
      db: bucketApp.database.db,
      storage: bucket(),
      now: Date.now() + 2 * 24 * 60 * 60_000,
    });
    expect(later.removed).toBeGreaterThan(0);
    expect(await bucket().sizeOf(key)).toBeNull();
    expect((await bucketApp.app.inject({ url: file.url })).statusCode).toBe(404);
  });

  it("with S3_PUBLIC_URL, keeps /uploads URLs in records and redirects them to the bucket", async () => {
    const file = await chatUpload(publicApp, await png(), "public.png", "image/png");
    expect(file.url).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.webp$/);
    const served = await publicApp.app.inject({ url: file.url });
    expect(served.statusCode).toBe(301);
    expect(served.headers.location).toBe(
      `https://cdn.shop.example/files/${file.url.slice("/uploads/".length)}`,
    );
  });

  it("puts the seed's generated artwork in the bucket, once", async () => {
    const games = seedGames.filter((game) => game.slug === "free-fire");
    const guides = seedGuides.slice(0, 1);
    expect(await ensureDemoArtwork(bucket(), games)).toBe(11);
    expect(await ensureGuideArtwork(bucket(), guides)).toBe(2);
    // A second process starting later finds them there and writes nothing.
    expect(await ensureDemoArtwork(bucket(), games)).toBe(0);
    expect(await ensureGuideArtwork(bucket(), guides)).toBe(0);
    for (const url of [
      "/uploads/games/free-fire-wide.webp",
      "/uploads/games/free-fire-wide.tall-680w.webp",
      "/uploads/games/free-fire-square.240w.webp",
      `/uploads/guides/${guides[0]?.slug}-wideSmall.webp`,
    ]) {
      const served = await bucketApp.app.inject({ url });
      expect(served.statusCode, url).toBe(200);
      const size = (await sharp(served.rawPayload).metadata()).width;
      expect(size, url).toBeGreaterThan(0);
    }
  });
});

describe("uploads when the bucket cannot be reached", () => {
  let offline: TestApp;
  beforeAll(async () => {
    // A port nothing listens on any more.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, "127.0.0.1", resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    offline = await createTestApp({
      env: {
        S3_BUCKET: "gamezone-test",
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_FORCE_PATH_STYLE: "true",
      },
      s3Client: { ...testS3Client, maxAttempts: 1 },
    });
  }, 60_000);
  afterAll(async () => {
    await offline?.app.close();
  });

  it("answers 503 UNAVAILABLE, never a 500, for an upload and a download", async () => {
    const body = multipart("file", "shot.png", await png(), "image/png");
    const upload = await offline.app.inject({
      method: "POST",
      url: "/api/upload",
      ...body,
      remoteAddress: "10.21.0.1",
    });
    expect(upload.statusCode).toBe(503);
    expect(upload.json()).toMatchObject({ success: false, code: "UNAVAILABLE" });
    const download = await offline.app.inject({
      url: "/uploads/chat/0123456789abcdef0123456789abcdef.webp",
    });
    expect(download.statusCode).toBe(503);
    expect(download.json()).toMatchObject({ success: false, code: "UNAVAILABLE" });
  });
});
