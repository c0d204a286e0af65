import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "#tests/support/test-s3.ts";
import { type FileStorage, LocalFileStorage, type StoredObject } from "./file-storage.ts";

/** The whole of a stored file (failing the test when there is none). */
async function bytesOf(stored: StoredObject | null): Promise<Buffer> {
  if (!stored) throw new Error("expected a stored file");
  return buffer(stored.body);
}

async function collect(files: AsyncIterable<{ key: string; modifiedAt: Date }>) {
  const all: { key: string; modifiedAt: Date }[] = [];
  for await (const file of files) all.push(file);
  return all.sort((a, b) => a.key.localeCompare(b.key));
}

let s3: TestS3;
let localRoot: string;

beforeAll(async () => {
  s3 = await startTestS3();
  localRoot = await mkdtemp(path.join(tmpdir(), "gamezone-storage-"));
});

afterAll(async () => {
  await s3?.close();
  await rm(localRoot, { recursive: true, force: true });
});

// Both adapters keep the same promises: what passes on disk passes on a bucket.
describe.each([
  ["local disk", () => new LocalFileStorage(localRoot)],
  ["S3 bucket", () => s3.storage()],
])("file storage contract: %s", (_name, make: () => FileStorage) => {
  it("stores, reads back, sizes and removes a file", async () => {
    const storage = make();
    const bytes = Buffer.from("RIFF....WEBPVP8 a small picture");
    await storage.put("contract/picture.webp", bytes);

    expect(await storage.sizeOf("contract/picture.webp")).toBe(bytes.length);
    const stored = await storage.read("contract/picture.webp");
    expect(stored).not.toBeNull();
    expect(stored?.contentType).toBe("image/webp");
    expect(stored?.size).toBe(bytes.length);
    expect(await bytesOf(stored)).toEqual(bytes);

    await storage.remove("contract/picture.webp");
    expect(await storage.sizeOf("contract/picture.webp")).toBeNull();
    expect(await storage.read("contract/picture.webp")).toBeNull();
    // Removing what is gone is no error (a clean-up job may run twice).
    await storage.remove("contract/picture.webp");
  });

  it("answers null for a missing or malformed key instead of throwing", async () => {
    const storage = make();
    expect(await storage.sizeOf("contract/nothing.webp")).toBeNull();
    expect(await storage.read("contract/nothing.webp")).toBeNull();
    expect(await storage.read("../etc/passwd")).toBeNull();
    expect(await storage.sizeOf("contract/../secret.webp")).toBeNull();
    await expect(storage.put("../outside.webp", Buffer.from("x"))).rejects.toThrow();
  });

  it("lists the files under one prefix with their modification times", async () => {
    const storage = make();
    const before = Date.now() - 60_000;
    await storage.put("listing/a.pdf", Buffer.from("a"));
    await storage.put("listing/b.mp4", Buffer.from("bb"));
    await storage.put("other/c.webp", Buffer.from("ccc"));

    const listed = await collect(storage.list("listing/"));
    expect(listed.map((file) => file.key)).toEqual(["listing/a.pdf", "listing/b.mp4"]);
    for (const file of listed) {
      expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
      expect(file.modifiedAt.getTime()).toBeLessThan(Date.now() + 60_000);
    }
    expect(await collect(storage.list("nothing-here/"))).toEqual([]);
  });

  it("turns a key into its /uploads URL and back", () => {
    const storage = make();
    expect(storage.urlOf("chat/abc.webp")).toBe("/uploads/chat/abc.webp");
    expect(storage.keyOf("/uploads/chat/abc.webp")).toBe("chat/abc.webp");
    expect(storage.keyOf("/uploads/chat/../../x.webp")).toBeNull();
    expect(storage.keyOf("https://elsewhere.example/chat/abc.webp")).toBeNull();
    expect(storage.directUrlOf("chat/abc.webp")).toBeNull();
  });
});

describe("S3 file storage", () => {
  it("lists page by page past the page size", async () => {
    const storage = s3.storage({ pageSize: 2 });
    const keys = ["paged/1.webp", "paged/2.webp", "paged/3.webp", "paged/4.webp", "paged/5.webp"];
    for (const key of keys) await storage.put(key, Buffer.from(key));
    expect((await collect(storage.list("paged/"))).map((file) => file.key)).toEqual(keys);
  });

  it("stores the content type of the key's extension with the object", async () => {
    const storage = s3.storage();
    await storage.put("typed/clip.mp4", Buffer.from("not really a video"));
    await storage.put("typed/doc.pdf", Buffer.from("%PDF-1.4"));
    // What a public bucket would send: the object's own type, straight from the S3 API.
    const clip = await fetch(`${s3.endpoint}/${s3.bucket}/typed/clip.mp4`);
    const doc = await fetch(`${s3.endpoint}/${s3.bucket}/typed/doc.pdf`);
    expect(clip.headers.get("content-type")).toBe("video/mp4");
    expect(doc.headers.get("content-type")).toBe("application/pdf");
  });

  it("reads a byte range, and the whole file for a range past its end", async () => {
    const storage = s3.storage();
    await storage.put("ranged/audio.mp3", Buffer.from("0123456789"));
    const part = await storage.read("ranged/audio.mp3", { range: "bytes=2-5" });
    expect(part?.contentRange).toBe("bytes 2-5/10");
    expect(part?.size).toBe(10);
    expect(part?.length).toBe(4);
    expect((await bytesOf(part)).toString()).toBe("2345");

    const whole = await storage.read("ranged/audio.mp3", { range: "bytes=50-60" });
    expect(whole?.contentRange).toBeUndefined();
    expect((await bytesOf(whole)).toString()).toBe("0123456789");
  });

  it("with a public URL, points browsers there and accepts both URL forms", () => {
    const storage = s3.storage({ publicUrl: "https://cdn.shop.example/files" });
    // Records keep the /uploads form, so stored URLs survive a change of store.
    expect(storage.urlOf("admin/x-wide.webp")).toBe("/uploads/admin/x-wide.webp");
    expect(storage.directUrlOf("admin/x-wide.webp")).toBe(
      "https://cdn.shop.example/files/admin/x-wide.webp",
    );
    expect(storage.keyOf("https://cdn.shop.example/files/admin/x-wide.webp")).toBe(
      "admin/x-wide.webp",
    );
    expect(storage.keyOf("/uploads/admin/x-wide.webp")).toBe("admin/x-wide.webp");
    expect(storage.keyOf("https://cdn.shop.example/files/../admin/x.webp")).toBeNull();
    expect(storage.keyOf("https://cdn.shop.example/filesx/admin/x.webp")).toBeNull();
  });

  it("reports a missing bucket as a fault, not as a missing file", async () => {
    const storage = s3.storage({ bucket: "no-such-bucket" });
    await expect(storage.read("chat/a.webp")).rejects.toMatchObject({ name: "NoSuchBucket" });
  });
});
