/** `typing` is sent at most once per 500 ms, on the first keystroke of each period. */
export const typingThrottleMs = 500;
/** `stopTyping` follows 2 s without a keystroke (and every sent message). */
export const stopTypingDelayMs = 2_000;

/**
 * The composer's typing signal: `typing` on the leading edge, throttled, and `stopTyping` after
 * two idle seconds or when a message goes out. Timers are injected so tests can drive time.
 */
export function createTypingSignal(
  emit: (event: "typing" | "stopTyping") => void,
  timers: {
    now: () => number;
    setTimeout: (run: () => void, ms: number) => unknown;
    clearTimeout: (handle: unknown) => void;
  } = {
    now: () => Date.now(),
    setTimeout: (run, ms) => globalThis.setTimeout(run, ms),
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  },
) {
  let lastTypingAt = Number.NEGATIVE_INFINITY;
  let stopTimer: unknown = null;
  let typing = false;

  const stop = () => {
    if (stopTimer !== null) timers.clearTimeout(stopTimer);
    stopTimer = null;
    if (!typing) return;
    typing = false;
    lastTypingAt = Number.NEGATIVE_INFINITY;
    emit("stopTyping");
  };

  return {
    /** Call on every keystroke that changes the text. */
    keystroke(): void {
      const now = timers.now();
      if (now - lastTypingAt >= typingThrottleMs) {
        lastTypingAt = now;
        typing = true;
        emit("typing");
      }
      if (stopTimer !== null) timers.clearTimeout(stopTimer);
      stopTimer = timers.setTimeout(stop, stopTypingDelayMs);
    },
    /** Call after a message is sent, and when the composer goes away. */
    stop,
  };
}
