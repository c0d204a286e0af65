import { describe, expect, it } from "vitest";
import { createTypingSignal, stopTypingDelayMs, typingThrottleMs } from "./typing-signal.ts";

function fakeTimers() {
  let now = 0;
  const pending = new Map<number, { at: number; run: () => void }>();
  let nextHandle = 1;
  return {
    timers: {
      now: () => now,
      setTimeout: (run: () => void, ms: number) => {
        const handle = nextHandle++;
        pending.set(handle, { at: now + ms, run });
        return handle;
      },
      clearTimeout: (handle: unknown) => {
        pending.delete(handle as number);
      },
    },
    advance(ms: number) {
      now += ms;
      for (const [handle, timer] of [...pending]) {
        if (timer.at <= now) {
          pending.delete(handle);
          timer.run();
        }
      }
    },
  };
}

describe("typing signal", () => {
  it("sends typing on the first keystroke and at most once per 500 ms", () => {
    const clock = fakeTimers();
    const sent: string[] = [];
    const signal = createTypingSignal((event) => sent.push(event), clock.timers);
    signal.keystroke();
    clock.advance(100);
    signal.keystroke();
    clock.advance(300);
    signal.keystroke();
    expect(sent).toEqual(["typing"]);
    clock.advance(typingThrottleMs - 400);
    signal.keystroke();
    expect(sent).toEqual(["typing", "typing"]);
  });

  it("sends stopTyping after 2 s without a keystroke, counted from the last one", () => {
    const clock = fakeTimers();
    const sent: string[] = [];
    const signal = createTypingSignal((event) => sent.push(event), clock.timers);
    signal.keystroke();
    clock.advance(1_500);
    signal.keystroke();
    clock.advance(1_500);
    expect(sent).not.toContain("stopTyping");
    clock.advance(stopTypingDelayMs - 1_500);
    expect(sent.at(-1)).toBe("stopTyping");
  });

  it("sends stopTyping at once when a message goes out, and only once", () => {
    const clock = fakeTimers();
    const sent: string[] = [];
    const signal = createTypingSignal((event) => sent.push(event), clock.timers);
    signal.keystroke();
    signal.stop();
    clock.advance(stopTypingDelayMs * 2);
    signal.stop();
    expect(sent).toEqual(["typing", "stopTyping"]);
    // Typing again right after sending is announced without waiting out the throttle.
    signal.keystroke();
    expect(sent).toEqual(["typing", "stopTyping", "typing"]);
  });
});
