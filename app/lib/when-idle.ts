/**
 * Runs `task` once the browser has a quiet moment (at the latest `timeoutMs` later), so work
 * that can wait never lands in hydration's long task on a slow phone. Browsers without
 * requestIdleCallback (Safari) run it on the next task. Returns a cancel function.
 */
export function whenIdle(task: () => void, timeoutMs = 1000): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
