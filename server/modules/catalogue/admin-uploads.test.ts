import { randomBytes } from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdminUpload } from "#contracts/admin-uploads.ts";
import { imageVariantPath } from "#contracts/image-variants.ts";
import { auditLog } from "#db/schema/audit.ts";
import { uploadsDirFor } from "#server/platform/uploads.ts";
import { type LoggedIn, loginAs } from "#tests/support/accounts.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;
let manager: LoggedIn;
let editor: LoggedIn;

beforeAll(async () => {
  testApp = await createTestApp();
  manager = await loginAs(testApp, "admin", "manager");
  editor = await loginAs(testApp, "admin", "editor");
}, 60_000);

afterAll(async () => {
  await testApp?.app.close();
});

/** A multipart/form-data body with one file part. */
function multipart(field: string, fileName: string, bytes: Buffer, type = "image/png") {
  const boundary = `----gz${randomBytes(8).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
  };
}

function upload(
  who: LoggedIn | null,
  kind: string,
  bytes: Buffer,
  options: { field?: string; name?: string } = {},
) {
  const body = multipart(options.field ?? "file", options.name ?? "cover.png", bytes);
  return testApp.app.inject({
    method: "POST",
    url: `/api/admin/uploads?kind=${kind}`,
    payload: body.payload,
    headers: { ...body.headers, ...(who ? { authorization: `Bearer ${who.token}` } : {}) },
  });
}

/** A picture with detail (a gradient and a bright disc off-centre), `width`×`height`. */
async function picture(width: number, height: number, format: "png" | "jpeg" = "png") {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g"><stop offset="0" stop-color="#123"/><stop offset="1" stop-color="#c4f"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/><circle cx="${width * 0.7}" cy="${height * 0.4}" r="${Math.min(width, height) / 5}" fill="#ff0"/></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === "png"
    ? image.png().toBuffer()
    : image
        .jpeg()
        .withExif({ IFD0: { Copyright: "Secret Photographer", Artist: "GPS here" } })
        .toBuffer();
}

function fileOf(url: string): string {
  return path.join(uploadsDirFor(testApp.config.dataDir), url.slice("/uploads/".length));
}

async function sizeOf(url: string) {
  const meta = await sharp(fileOf(url)).metadata();
  return { width: meta.width, height: meta.height, format: meta.format, exif: meta.exif };
}

describe("admin uploads", () => {
  it("stores a game cover in every shape and width the storefront uses", async () => {
    const reply = await upload(manager, "game-cover", await picture(1600, 1000));
    expect(reply.statusCode, reply.body).toBe(200);
    const data: AdminUpload = reply.json().data;
    expect(data.kind).toBe("game-cover");
    expect(data.image).toMatch(/^\/uploads\/admin\/[0-9a-f]{32}-wide\.webp$/);
    expect(data.portraitImage).toMatch(/-portrait\.webp$/);
    expect(data.squareImage).toMatch(/-square\.webp$/);
    const wide = data.image;
    const portrait = data.portraitImage ?? "";
    const expected: [string, number, number][] = [
      [wide, 1280, 720],
      [imageVariantPath(wide, { width: 640 }), 640, 360],
      [imageVariantPath(wide, { width: 824 }), 824, 464],
      [imageVariantPath(wide, { width: 480, crop: "tall" }), 480, 600],
      [imageVariantPath(wide, { width: 680, crop: "tall" }), 680, 850],
      [imageVariantPath(wide, { width: 824, crop: "tall" }), 824, 1030],
      [portrait, 480, 640],
      [imageVariantPath(portrait, { width: 360 }), 360, 480],
      [data.squareImage ?? "", 400, 400],
      [imageVariantPath(data.squareImage ?? "", { width: 240 }), 240, 240],
    ];
    for (const [url, width, height] of expected) {
      expect(await sizeOf(url), url).toMatchObject({ width, height, format: "webp" });
    }
    // Served as stored files.
    const served = await testApp.app.inject({ url: wide });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");

    const [entry] = await testApp.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "uploads.create"), eq(auditLog.targetId, wide)));
    expect(entry?.after).toMatchObject({ kind: "game-cover", image: wide });
  });

  it("stores a hero image with its small copy and a guide cover with its copies", async () => {
    const hero = await upload(editor, "hero", await picture(1280, 720));
    expect(hero.statusCode, hero.body).toBe(200);
    const heroData: AdminUpload = hero.json().data;
    expect(heroData.portraitImage).toBeUndefined();
    expect(heroData.smallImage).toMatch(/-wideSmall\.webp$/);
    expect(await sizeOf(heroData.smallImage ?? "")).toMatchObject({ width: 640, height: 360 });
    expect(
      await sizeOf(imageVariantPath(heroData.image, { width: 824, crop: "tall" })),
    ).toMatchObject({ width: 824, height: 1030 });

    const guide = await upload(editor, "guide-cover", await picture(900, 600));
    expect(guide.statusCode, guide.body).toBe(200);
    const guideData: AdminUpload = guide.json().data;
    expect(await sizeOf(guideData.image)).toMatchObject({ width: 1280, height: 720 });
    expect(await sizeOf(imageVariantPath(guideData.image, { width: 640 }))).toMatchObject({
      width: 640,
      height: 360,
    });
    // The guide card's small cover (guides-rules smallCoverOf) exists too.
    expect(await sizeOf(guideData.image.replace(/-wide\.webp$/, "-wideSmall.webp"))).toMatchObject({
      width: 640,
      height: 360,
    });
  });

  it("drops EXIF metadata from a JPEG", async () => {
    const jpeg = await picture(1280, 720, "jpeg");
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const reply = await upload(manager, "game-cover", jpeg, { name: "photo.jpg" });
    expect(reply.statusCode, reply.body).toBe(200);
    const data: AdminUpload = reply.json().data;
    expect((await sizeOf(data.image)).exif).toBeUndefined();
    expect((await sizeOf(data.squareImage ?? "")).exif).toBeUndefined();
  });

  it("refuses a text file named .png with 415", async () => {
    const reply = await upload(manager, "game-cover", Buffer.from("hello, I am not a picture\n"));
    expect(reply.statusCode).toBe(415);
    expect(reply.json()).toMatchObject({ success: false, code: "UNSUPPORTED_MEDIA_TYPE" });
    expect(reply.json().message).toContain("JPEG, PNG, WebP, AVIF or GIF");
    const pdf = await upload(manager, "game-cover", Buffer.from("%PDF-1.4\n%âãÏÓ\n1 0 obj\n"));
    expect(pdf.statusCode).toBe(415);
  });

  it("refuses an image smaller than 640×360 with 400", async () => {
    const reply = await upload(manager, "game-cover", await picture(320, 200));
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe("The image is 320×200 pixels; it must be at least 640×360.");
  });

  it("refuses a file over 10 MB with 413", async () => {
    const big = Buffer.concat([await picture(1280, 720), randomBytes(10 * 1024 * 1024 + 10)]);
    const reply = await upload(manager, "game-cover", big);
    expect(reply.statusCode).toBe(413);
  });

  it("refuses a wrong kind, a missing file field, a JSON body and a guest", async () => {
    const image = await picture(1280, 720);
    expect((await upload(manager, "avatar", image)).statusCode).toBe(400);
    const wrongField = await upload(manager, "game-cover", image, { field: "image" });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toContain("'file'");
    const json = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/uploads?kind=game-cover",
      payload: { file: "x" },
      headers: { authorization: `Bearer ${manager.token}` },
    });
    expect(json.statusCode).toBe(400);
    expect((await upload(null, "game-cover", image)).statusCode).toBe(401);
  });

  it("refuses an image bomb by its header: too many pixels for its bytes (400) or too large (413)", async () => {
    // 36 MP of one colour in ~100 KB: within 40 MP, but 340 pixels a byte.
    const bomb = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: "#000" },
    })
      .png()
      .toBuffer();
    const dense = await upload(manager, "game-cover", bomb);
    expect(dense.statusCode).toBe(400);
    expect(dense.json().message).toMatch(/^The image claims 6000×6000 pixels in \d+ KB/);
    const wide = await sharp({
      create: { width: 12_001, height: 700, channels: 3, background: "#333" },
    })
      .png()
      .toBuffer();
    const tooWide = await upload(manager, "game-cover", wide);
    expect(tooWide.statusCode).toBe(413);
    expect(tooWide.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("takes its turn in the image queue: 503 with Retry-After while it is full", async () => {
    const images = testApp.app.services.images;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const held = Array.from({ length: testApp.config.images.queueLength + 1 }, () =>
      images.run(() => gate),
    );
    try {
      const busy = await upload(manager, "hero", await picture(1280, 720));
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ success: false, code: "UNAVAILABLE" });
      expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
    } finally {
      release();
      await Promise.all(held);
    }
    expect((await upload(manager, "hero", await picture(1280, 720))).statusCode).toBe(200);
  });

  it("answers a truncated upload with 400 VALIDATION_FAILED", async () => {
    const body = multipart("file", "cover.png", await picture(1280, 720));
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/uploads?kind=hero",
      // The closing boundary (and the end of the file) never arrive.
      payload: body.payload.subarray(0, body.payload.length - 200),
      headers: { ...body.headers, authorization: `Bearer ${manager.token}` },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
  });

  it("lets a game use an uploaded cover", async () => {
    const cover: AdminUpload = (
      await upload(manager, "game-cover", await picture(1280, 720))
    ).json().data;
    const reply = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/games",
      headers: { authorization: `Bearer ${manager.token}` },
      payload: {
        title: "Uploaded Cover Game",
        publisher: "Nova",
        category: "RPG",
        deliveryTier: "fast",
        deliveryKind: "code",
        image: cover.image,
        portraitImage: cover.portraitImage,
        squareImage: cover.squareImage,
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const game = (await testApp.app.inject({ url: "/api/games/uploaded-cover-game" })).json().data;
    expect(game.squareImage).toBe(cover.squareImage);
  });
});
