import { spawn } from "node:child_process";
import { once } from "node:events";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { S3FileStorage, type S3FileStorageOptions } from "#server/platform/s3-file-storage.ts";

/** s3rver's fixed credentials, handed to the client explicitly (no process-wide AWS_* variables). */
export const testS3Client = {
  region: "us-east-1",
  credentials: { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" },
};

export type TestS3 = {
  endpoint: string;
  bucket: string;
  /** A storage adapter on the test bucket (closed with the server). */
  storage(options?: Partial<S3FileStorageOptions>): S3FileStorage;
  close(): Promise<void>;
};

/** A real S3 API (s3rver, in a child process) on a free local port with one empty bucket. */
export async function startTestS3(bucket = "gamezone-test"): Promise<TestS3> {
  const directory = await mkdtemp(path.join(tmpdir(), "gamezone-s3-"));
  const script = fileURLToPath(new URL("./s3rver-process.ts", import.meta.url));
  const child = spawn(process.execPath, ["--openssl-legacy-provider", script, directory, bucket], {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const port = await new Promise<number>((resolve, reject) => {
    let output = "";
    child.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split("\n")[0];
      if (output.includes("\n") && line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`s3rver exited with ${code}`)));
  });
  const endpoint = `http://127.0.0.1:${port}`;
  const adapters: S3FileStorage[] = [];
  return {
    endpoint,
    bucket,
    storage(options = {}) {
      const adapter = new S3FileStorage({
        bucket,
        endpoint,
        forcePathStyle: true,
        client: testS3Client,
        ...options,
      });
      adapters.push(adapter);
      return adapter;
    },
    async close() {
      for (const adapter of adapters) adapter.close();
      if (child.exitCode === null) {
        child.kill("SIGTERM");
        await once(child, "exit");
      }
      await rm(directory, { recursive: true, force: true });
    },
  };
}
