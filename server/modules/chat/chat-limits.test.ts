import { describe, expect, it } from "vitest";
import { memoryRecentTexts, memoryWindows, SlidingWindows } from "./chat-limits.ts";

/** The room's counters in memory: a named event (a message's client id) counts once. */
describe("chat limit windows", () => {
  it("counts a named event once and always allows it again, within the window", () => {
    let now = 0;
    const windows = new SlidingWindows({ count: 2, windowMs: 1_000 }, () => now);
    windows.record("sender", "message-a");
    windows.record("sender", "message-a");
    expect(windows.allows("sender")).toBe(true);
    windows.record("sender", "message-b");
    // Full: a new event is refused, a copy of one already counted is not.
    expect(windows.allows("sender")).toBe(false);
    expect(windows.allows("sender", "message-c")).toBe(false);
    expect(windows.allows("sender", "message-a")).toBe(true);
    // Counted at its first time: the copy did not keep it in the window longer.
    now = 1_000;
    expect(windows.allows("sender", "message-c")).toBe(true);
  });

  it("counts unnamed events each time, as before", async () => {
    const windows = memoryWindows({ count: 2, windowMs: 1_000 }, () => 0);
    await windows.record("sender");
    await windows.record("sender");
    expect(await windows.allows("sender")).toBe(false);
    expect(await windows.take("other")).toBe(true);
  });
});

describe("recent texts", () => {
  it("refuses the same text from another message, not from a copy of the same one", async () => {
    let now = 0;
    const texts = memoryRecentTexts(30_000, () => now);
    await texts.remember("sender", "gg", "id-1");
    expect(await texts.repeats("sender", "gg", "id-1")).toBe(false);
    expect(await texts.repeats("sender", "gg", "id-2")).toBe(true);
    expect(await texts.repeats("sender", "gg")).toBe(true);
    expect(await texts.repeats("sender", "wp", "id-2")).toBe(false);
    await texts.remember("sender", "gg");
    expect(await texts.repeats("sender", "gg")).toBe(true);
    now = 30_000;
    expect(await texts.repeats("sender", "gg")).toBe(false);
  });
});
