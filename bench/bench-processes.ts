import { type ChildProcess, spawn } from "node:child_process";
import path from "node:path";

export const root = path.resolve(import.meta.dirname, "..");

/** A Node script of this project as a child process, its errors on this process's stderr. */
export function startScript(script: string, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, [script], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "inherit"],
  });
}

/** Resolves once `url` answers 2xx; fails at once when `server` exits first. */
export async function waitFor(
  url: string,
  server: ChildProcess,
  timeoutMs = 180_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    // A server that dies at start (broken build, port in use) fails the run at once, not after
    // the whole start-up timeout.
    if (server.exitCode !== null || server.signalCode !== null)
      throw new Error(`${url}: the server exited (${server.signalCode ?? server.exitCode})`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}
