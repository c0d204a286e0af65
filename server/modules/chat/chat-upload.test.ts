import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { uploadsDirFor } from "#server/platform/uploads.ts";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(async () => {
  await testApp?.app.close();
});

let sequence = 0;
function upload(
  content: Buffer,
  filename: string,
  claimedType: string,
  field = "file",
  remoteAddress?: string,
) {
  sequence += 1;
  const boundary = `----gamezone-test-${sequence}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${claimedType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return testApp.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    // Each upload from its own address: the per-address limit is not what is tested here.
    remoteAddress: remoteAddress ?? `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`,
    payload: Buffer.concat([head, content, tail]),
  });
}

const png = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: "#7c3aed" } })
    .png()
    .toBuffer();

// Minimal but real headers of each allowed non-image format, as content sniffing reads them.
const samples: Record<string, Buffer> = {
  "application/pdf": Buffer.from("%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n"),
  "video/mp4": Buffer.concat([
    Buffer.from([0, 0, 0, 0x18]),
    Buffer.from("ftypmp42"),
    Buffer.from([0, 0, 0, 0]),
    Buffer.from("mp42isom"),
    Buffer.alloc(64),
  ]),
  // An ID3 tag, then the first MPEG audio frame's header.
  "audio/mpeg": Buffer.concat([
    Buffer.from("ID3"),
    Buffer.from([3, 0, 0, 0, 0, 0, 0]),
    Buffer.from([0xff, 0xfb, 0x90, 0x64]),
    Buffer.alloc(412),
  ]),
};

describe("POST /api/upload", () => {
  it("stores an image re-encoded as WebP with a small copy, served as an image", async () => {
    const response = await upload(await png(), "my screenshot.png", "image/png");
    expect(response.statusCode, response.body).toBe(200);
    const { file } = response.json();
    expect(file).toMatchObject({ originalName: "my screenshot.png", mimeType: "image/webp" });
    expect(file.url).toMatch(/^\/uploads\/chat\/[0-9a-f]{32}\.webp$/);
    const served = await testApp.app.inject({ url: file.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers["content-type"]).toBe("image/webp");
    expect(served.headers["x-content-type-options"]).toBe("nosniff");
    expect(served.headers["content-disposition"]).toBeUndefined();
    expect(served.rawPayload.length).toBe(file.size);
    const small = await testApp.app.inject({ url: file.url.replace(".webp", ".small.webp") });
    expect(small.statusCode).toBe(200);
  });

  it("removes EXIF (camera, place) from a JPEG", async () => {
    const jpeg = await sharp({
      create: { width: 20, height: 20, channels: 3, background: "#22d3ee" },
    })
      .jpeg()
      .withExif({ IFD0: { Copyright: "secret location 1.3521N 103.8198E" } })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const response = await upload(jpeg, "photo.jpg", "image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const stored = await testApp.app.inject({ url: response.json().file.url });
    const metadata = await sharp(stored.rawPayload).metadata();
    expect(metadata.exif).toBeUndefined();
    expect(stored.rawPayload.includes(Buffer.from("secret location"))).toBe(false);
  });

  it("stores PDF, MP4 and MP3 as they are, downloaded rather than shown when opened", async () => {
    for (const [mimeType, content] of Object.entries(samples)) {
      const response = await upload(content, "attachment.bin", "application/octet-stream");
      expect(response.statusCode, `${mimeType}: ${response.body}`).toBe(200);
      const { file } = response.json();
      expect(file.mimeType).toBe(mimeType);
      expect(file.size).toBe(content.length);
      const served = await testApp.app.inject({ url: file.url });
      expect(served.headers["content-disposition"]).toBe("attachment");
      expect(served.rawPayload.equals(content)).toBe(true);
    }
  });

  it("refuses SVG with script, HTML, an executable named .png, a PNG/ZIP polyglot, a fake PNG and an empty file", async () => {
    const polyglot = Buffer.concat([
      await png(),
      Buffer.from("PK\x03\x04payload"),
      Buffer.from([0x50, 0x4b, 0x05, 0x06]),
      Buffer.alloc(18),
    ]);
    const cases: [Buffer, string, string, string][] = [
      [
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
        "x.svg",
        "image/svg+xml",
        "Unsupported file type: missing type",
      ],
      [
        Buffer.from("<!doctype html><script>alert(1)</script>"),
        "x.html",
        "text/html",
        "Unsupported file type: missing type",
      ],
      [
        Buffer.concat([
          Buffer.from("MZ"),
          Buffer.alloc(58),
          Buffer.from([0x80, 0, 0, 0]),
          Buffer.alloc(64),
          Buffer.from("PE\0\0"),
          Buffer.alloc(64),
        ]),
        "game.png",
        "image/png",
        "Unsupported file type: application/x-msdownload",
      ],
      [polyglot, "cute.png", "image/png", "Unsupported file type: application/zip"],
      [
        Buffer.from("not really a picture"),
        "fake.png",
        "image/png",
        "Unsupported file type: missing type",
      ],
      [Buffer.alloc(0), "empty.png", "image/png", "Unsupported file type: missing type"],
    ];
    for (const [content, name, claimed, message] of cases) {
      const response = await upload(content, name, claimed);
      expect(response.statusCode, name).toBe(415);
      expect(response.json(), name).toEqual({ error: message });
    }
  });

  it("refuses 10 MB + 1 byte while it streams in, and a request without the file field", async () => {
    const large = Buffer.concat([await png(), Buffer.alloc(10 * 1024 * 1024 + 1)]);
    const tooLarge = await upload(large, "big.png", "image/png");
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toEqual({ error: "File too large (max 10MB)" });
    const wrongField = await upload(await png(), "a.png", "image/png", "picture");
    expect(wrongField.statusCode).toBe(400);
    const notMultipart = await testApp.app.inject({
      method: "POST",
      url: "/api/upload",
      payload: { file: "x" },
    });
    expect([400, 415]).toContain(notMultipart.statusCode);
  });
});

/** One colour, `width`×`height`: a few KB of PNG that decodes to megapixels. */
const flat = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: "#000" } })
    .png()
    .toBuffer();

async function storedChatFiles(): Promise<string[]> {
  return readdir(path.join(uploadsDirFor(testApp.config.dataDir), "chat")).catch(() => []);
}

/** A POST /api/upload with a hand-written body. */
function rawUpload(payload: string | Buffer, contentType: string) {
  sequence += 1;
  return testApp.app.inject({
    method: "POST",
    url: "/api/upload",
    headers: { "content-type": contentType },
    remoteAddress: `10.8.${Math.floor(sequence / 250)}.${sequence % 250}`,
    payload,
  });
}

describe("POST /api/upload: image bombs and budgets", () => {
  it("refuses a 6000×6000 one-colour PNG by its header, storing nothing", async () => {
    const bomb = await flat(6000, 6000);
    expect(bomb.length).toBeLessThan(200_000);
    const before = await storedChatFiles();
    const response = await upload(bomb, "black.png", "image/png");
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      error: "Image too large (max 12 megapixels, 8,000 pixels a side)",
    });
    expect(await storedChatFiles()).toEqual(before);
  });

  it("refuses an image within 12 MP whose bytes cannot hold its pixels, and a side over 8,000 px", async () => {
    // 4000×3000 = 12 MP in ~35 KB: 340 pixels a byte.
    const dense = await upload(await flat(4000, 3000), "black.png", "image/png");
    expect(dense.statusCode).toBe(400);
    expect(dense.json().error).toMatch(/^Image refused: 4000×3000 pixels in \d+ KB/);
    const long = await upload(await flat(8001, 10), "strip.png", "image/png");
    expect(long.statusCode).toBe(413);
  });

  it("still stores a real photo at its full size with its small copy, and keeps a GIF's frames", async () => {
    // Noise compresses like a photograph: a few pixels a byte.
    const width = 2400;
    const height = 1800;
    const noise = Buffer.alloc(width * height * 3);
    for (let index = 0; index < noise.length; index += 1) noise[index] = (index * 7919) % 251;
    const photo = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    const response = await upload(photo, "holiday.jpg", "image/jpeg");
    expect(response.statusCode, response.body).toBe(200);
    const { file } = response.json();
    const stored = await testApp.app.inject({ url: file.url });
    expect(await sharp(stored.rawPayload).metadata()).toMatchObject({ width, height });
    const small = await testApp.app.inject({ url: file.url.replace(".webp", ".small.webp") });
    expect(await sharp(small.rawPayload).metadata()).toMatchObject({ width: 320, height: 240 });

    const frames = Buffer.alloc(60 * 40 * 3 * 3);
    for (let frame = 0; frame < 3; frame += 1) {
      frames.fill(frame * 100, frame * 60 * 40 * 3, (frame + 1) * 60 * 40 * 3);
    }
    const gif = await sharp(frames, {
      raw: { width: 60, height: 120, channels: 3, pageHeight: 40 },
    })
      .gif({ delay: [100, 200, 300], loop: 0 })
      .toBuffer();
    const animated = await upload(gif, "dance.gif", "image/gif");
    expect(animated.statusCode, animated.body).toBe(200);
    const webp = await testApp.app.inject({ url: animated.json().file.url });
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({
      width: 60,
      height: 40,
      pages: 3,
      delay: [100, 200, 300],
    });
  });

  it("refuses an address over 25 MB in 10 minutes with 429 and Retry-After, others go on", async () => {
    const address = "10.7.0.1";
    // 9 MB attachments that are not images: the budget counts bytes received, whatever they are.
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), Buffer.alloc(9 * 1024 * 1024)]);
    expect((await upload(pdf, "a.pdf", "application/pdf", "file", address)).statusCode).toBe(200);
    expect((await upload(pdf, "b.pdf", "application/pdf", "file", address)).statusCode).toBe(200);
    const third = await upload(pdf, "c.pdf", "application/pdf", "file", address);
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ success: false, code: "RATE_LIMITED" });
    expect(third.json().message).toContain("25 MB every 10 minutes");
    expect(Number(third.headers["retry-after"])).toBeGreaterThan(0);
    const small = await upload(await png(), "a.png", "image/png", "file", address);
    expect(small.statusCode).toBe(429);
    const elsewhere = await upload(await png(), "a.png", "image/png", "file", "10.7.0.2");
    expect(elsewhere.statusCode).toBe(200);
  });

  it("answers 503 with Retry-After while the image queue is full; files that need no decoding still pass", async () => {
    const images = testApp.app.services.images;
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    // One image being processed and the whole wait list behind it.
    const held = Array.from({ length: testApp.config.images.queueLength + 1 }, () =>
      images.run(() => gate),
    );
    try {
      const busy = await upload(await png(), "a.png", "image/png");
      expect(busy.statusCode).toBe(503);
      expect(busy.json()).toMatchObject({ success: false, code: "UNAVAILABLE" });
      expect(Number(busy.headers["retry-after"])).toBeGreaterThan(0);
      const pdf = await upload(samples["application/pdf"] as Buffer, "a.pdf", "application/pdf");
      expect(pdf.statusCode).toBe(200);
    } finally {
      release();
      await Promise.all(held);
    }
    expect(images.load).toEqual({ running: 0, waiting: 0 });
    expect((await upload(await png(), "a.png", "image/png")).statusCode).toBe(200);
  });
});

describe("POST /api/upload: broken bodies are 4xx with the error envelope", () => {
  const boundary = "----gamezone-broken";
  const multipartType = `multipart/form-data; boundary=${boundary}`;
  const filePart = (content: string) =>
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${content}`;

  it("malformed JSON is 400 VALIDATION_FAILED", async () => {
    const response = await rawUpload('{"file": ', "application/json");
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      success: false,
      code: "VALIDATION_FAILED",
      message: "Send the file as multipart/form-data.",
    });
  });

  it("a body over the request limit is 413", async () => {
    const response = await rawUpload(
      `{"file":"${"x".repeat(1024 * 1024 + 10)}"}`,
      "application/json",
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("more than 5 parts is 413", async () => {
    const fields = Array.from(
      { length: 6 },
      (_, index) =>
        `--${boundary}\r\nContent-Disposition: form-data; name="note${index}"\r\n\r\nhello\r\n`,
    ).join("");
    const response = await rawUpload(
      `${fields}${filePart("%PDF-1.4\n%%EOF\n")}\r\n--${boundary}--\r\n`,
      multipartType,
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ success: false, code: "PAYLOAD_TOO_LARGE" });
  });

  it("a truncated upload (no closing boundary) and a missing boundary are 400 VALIDATION_FAILED", async () => {
    for (const [payload, type] of [
      [filePart(`%PDF-1.4\n${"x".repeat(2000)}`), multipartType],
      [`${filePart("%PDF-1.4\n")}\r\n--${boundary}--\r\n`, "multipart/form-data"],
    ] as const) {
      const response = await rawUpload(payload, type);
      expect(response.statusCode, type).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: "VALIDATION_FAILED" });
    }
  });
});
