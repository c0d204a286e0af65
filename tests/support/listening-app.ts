import { freePort } from "./free-port.ts";
import { createTestApp, type TestApp, type TestClock } from "./test-app.ts";

export { freePort } from "./free-port.ts";

/**
 * The real app listening on a free loopback port whose origin is its PUBLIC_URL: for flows that
 * call the app over HTTP (the sandbox supplier, sandbox webhooks, sockets).
 */
export async function createListeningTestApp(
  options: { env?: Record<string, string>; clock?: TestClock } = {},
): Promise<TestApp & { origin: string }> {
  const port = await freePort();
  const testApp = await createTestApp({
    env: { PORT: String(port), HOST: "127.0.0.1", ...options.env },
    ...(options.clock ? { clock: options.clock } : {}),
  });
  await testApp.app.listen({ port, host: "127.0.0.1" });
  return { ...testApp, origin: `http://127.0.0.1:${port}` };
}
