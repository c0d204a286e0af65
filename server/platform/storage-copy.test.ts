import { execFile } from "node:child_process";
import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestS3, type TestS3 } from "#tests/support/test-s3.ts";
import { copyLocalUploads } from "./storage-copy.ts";

let s3: TestS3;
let dataDir: string;

beforeAll(async () => {
  s3 = await startTestS3();
  dataDir = await mkdtemp(path.join(tmpdir(), "gamezone-copy-"));
  const uploads = path.join(dataDir, "uploads");
  for (const [key, content] of [
    ["chat/0123456789abcdef0123456789abcdef.webp", "chat image"],
    ["admin/fedcba9876543210fedcba9876543210-wide.webp", "admin cover, new version"],
    ["games/free-fire-wide.webp", "game art"],
    // A write another process left half-done: never copied.
    ["games/free-fire-square.webp.4242.tmp", "half"],
  ] as const) {
    await mkdir(path.dirname(path.join(uploads, key)), { recursive: true });
    await writeFile(path.join(uploads, key), content);
  }
});

afterAll(async () => {
  await s3?.close();
  await rm(dataDir, { recursive: true, force: true });
});

describe("copying DATA_DIR/uploads into a bucket", () => {
  it("copies what the bucket lacks or holds at another size, and skips the rest", async () => {
    const bucket = s3.storage();
    await bucket.put("games/free-fire-wide.webp", Buffer.from("game art"));
    await bucket.put("admin/fedcba9876543210fedcba9876543210-wide.webp", Buffer.from("old"));

    const first = await copyLocalUploads(path.join(dataDir, "uploads"), bucket);
    expect(first).toEqual({ copied: 2, skipped: 1 });
    const copied = await bucket.read("admin/fedcba9876543210fedcba9876543210-wide.webp");
    expect(copied?.size).toBe("admin cover, new version".length);
    copied?.body.destroy();
    expect(await bucket.sizeOf("chat/0123456789abcdef0123456789abcdef.webp")).toBe(10);
    expect(await bucket.sizeOf("games/free-fire-square.webp.4242.tmp")).toBeNull();

    // Run again (an interrupted copy is finished this way): nothing left to copy.
    expect(await copyLocalUploads(path.join(dataDir, "uploads"), bucket)).toEqual({
      copied: 0,
      skipped: 3,
    });
    expect(await copyLocalUploads(path.join(dataDir, "nothing-here"), bucket)).toEqual({
      copied: 0,
      skipped: 0,
    });
  });

  it("runs as npm run storage:copy with the SDK's own credential variables, printing counts", async () => {
    const env = {
      PATH: process.env.PATH ?? "",
      DATA_DIR: dataDir,
      S3_BUCKET: s3.bucket,
      S3_ENDPOINT: s3.endpoint,
      S3_FORCE_PATH_STYLE: "true",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      AWS_REGION: "us-east-1",
    };
    await writeFile(path.join(dataDir, "uploads", "games", "free-fire-portrait.webp"), "new art");
    const script = path.resolve(import.meta.dirname, "../../scripts/storage-copy.ts");
    const { stdout } = await promisify(execFile)(process.execPath, [script], { env });
    expect(stdout).toMatch(
      /^Copied 1 files from .+ to bucket gamezone-test; skipped 3 already there/,
    );

    expect(await s3.storage().sizeOf("games/free-fire-portrait.webp")).toBe(7);

    const withoutBucket = promisify(execFile)(process.execPath, [script], {
      env: { PATH: env.PATH, DATA_DIR: dataDir },
    });
    await expect(withoutBucket).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringContaining("S3_BUCKET is not set"),
    });
  });
});
