import { describe, expect, it } from "vitest";
import { ImageQueue, ImageQueueFullError } from "./image-queue.ts";

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

describe("ImageQueue", () => {
  it("runs at most `concurrency` jobs at once, the waiting ones in arrival order", async () => {
    const queue = new ImageQueue({ concurrency: 1, maxWaiting: 5 });
    const started: number[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const runs = gates.map((gate, index) =>
      queue.run(async () => {
        started.push(index);
        await gate.promise;
        return index;
      }),
    );
    await Promise.resolve();
    expect(started).toEqual([0]);
    expect(queue.load).toEqual({ running: 1, waiting: 2 });
    gates[0]?.resolve();
    expect(await runs[0]).toBe(0);
    await new Promise((done) => setImmediate(done));
    expect(started).toEqual([0, 1]);
    gates[2]?.resolve();
    gates[1]?.resolve();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(started).toEqual([0, 1, 2]);
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
  });

  it("refuses a job when the wait list is full, and frees the slot of a job that failed", async () => {
    const queue = new ImageQueue({ concurrency: 2, maxWaiting: 1 });
    const gate = deferred();
    const held = [1, 2, 3].map(() => queue.run(() => gate.promise));
    const refused = await queue.run(async () => "ran").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ImageQueueFullError);
    expect((refused as ImageQueueFullError).status).toBe(503);
    expect((refused as ImageQueueFullError).retryAfterSeconds).toBeGreaterThanOrEqual(1);
    gate.resolve();
    await Promise.all(held);
    await expect(
      queue.run(async () => {
        throw new Error("decoder failed");
      }),
    ).rejects.toThrow("decoder failed");
    expect(queue.load).toEqual({ running: 0, waiting: 0 });
    expect(await queue.run(async () => "ran")).toBe("ran");
  });
});
