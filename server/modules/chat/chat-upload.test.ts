import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "#tests/support/test-app.ts";

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
}, 120_000);
afterAll(async () => {
  await testApp?.app.close();
});

let sequence = 0;
function upload(content: Buffer, filename: string, claimedType: string, field = "file") {
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
    remoteAddress: `10.9.${Math.floor(sequence / 250)}.${sequence % 250}`,
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
