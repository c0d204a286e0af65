import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { AppLoadContext } from "#contracts/app-context.ts";
import type { Config } from "#server/config.ts";
import {
  isCacheablePage,
  pageCacheKey,
  patchPlaceholder,
  type RenderedPage,
} from "./page-cache.ts";
import { TtlCache } from "./ttl-cache.ts";

type LoadServerBuild = () => Promise<ServerBuild>;

/**
 * Serves every non-API path with React Router's SSR handler. Production loads the built server
 * bundle; `--dev` asks Vite (middleware mode, HMR) for a fresh one on each request.
 *
 * Anonymous GETs go through a short-lived page cache keyed by URL, language and currency: the
 * catalogue behind them is already cached for the same time, so it adds no staleness, and a
 * hit costs a byte copy instead of a React render. Cached HTML holds a secret placeholder where
 * the CSP nonce goes, and every response gets a fresh nonce.
 */
export async function registerSsr(
  app: FastifyInstance,
  options: {
    config: Config;
    buildContext: (nonce: string, request: FastifyRequest) => AppLoadContext;
  },
): Promise<void> {
  const { config } = options;
  const loadBuild = config.dev
    ? await registerViteDevServer(app)
    : await registerBuiltClient(app, config.buildDir);
  const mode = config.dev ? "development" : "production";
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  const loadHandler = async () => {
    const build = await loadBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, mode) };
    return current;
  };
  const pages = new TtlCache<RenderedPage>({
    ttlMs: config.pageCacheTtlMs,
    // Pages weigh 20-90 KB: 500 of them stay under ~45 MB per process.
    maxEntries: 500,
  });
  // Same length as a real nonce (base64 of 16 bytes) so it can be swapped byte for byte.
  const placeholderNonce = randomBytes(16).toString("base64");

  const render = async (request: FastifyRequest, reply: FastifyReply, nonce: string) => {
    const { build, handle } = await loadHandler();
    const context = new RouterContextProvider();
    const appContext = (build.entry.module as { appContext?: RouterContext<AppLoadContext> })
      .appContext;
    if (!appContext) throw new Error("app/entry.server.tsx must export appContext");
    context.set(appContext, options.buildContext(nonce, request));
    return handle(toWebRequest(request, reply), context);
  };

  await app.register(async (scope) => {
    // React Router reads request bodies itself (form actions), so hand them over untouched.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer" }, (_request, body, done) => {
      done(null, body);
    });
    scope.route({
      method: ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"],
      url: "/*",
      handler: async (request, reply) => {
        // Development sets no CSP (Vite injects its own inline scripts), so it needs no nonce.
        const nonce = config.dev ? "" : randomBytes(16).toString("base64");
        // Development renders every page: code changes must show at once.
        const key = config.dev ? null : pageCacheKey(request);
        if (key) {
          const cached = await pages.get(key);
          if (cached) return sendPage(reply, cached, { placeholderNonce, nonce, dev: config.dev });
          const response = await render(request, reply, placeholderNonce);
          const page = await readPage(response);
          if (isCacheablePage(page)) pages.set(key, page);
          return sendPage(reply, page, { placeholderNonce, nonce, dev: config.dev });
        }
        const page = await readPage(await render(request, reply, nonce));
        return sendPage(reply, page, { placeholderNonce: null, nonce, dev: config.dev });
      },
    });
  });
}

async function readPage(response: Response): Promise<RenderedPage> {
  // Documents are rendered whole (entry.server waits for all data), so reading the body costs
  // nothing extra and lets compression and Content-Length work on one payload.
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0);
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") headers.push([name, value]);
  }
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  return { status: response.status, headers, body };
}

function sendPage(
  reply: FastifyReply,
  page: RenderedPage,
  options: { placeholderNonce: string | null; nonce: string; dev: boolean },
): FastifyReply {
  reply.status(page.status);
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") cookies.push(value);
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  const isHtml = page.headers.some(
    ([name, value]) => name === "content-type" && value.startsWith("text/html"),
  );
  if (isHtml) {
    // The page depends on these request headers (language, currency, personal content).
    reply.header("vary", "accept-language, cookie");
    if (!options.dev)
      reply.header("content-security-policy", buildContentSecurityPolicy(options.nonce));
  }
  const body = options.placeholderNonce
    ? patchPlaceholder(page.body, options.placeholderNonce, options.nonce)
    : page.body;
  return reply.send(body);
}

async function registerBuiltClient(
  app: FastifyInstance,
  buildDir: string,
): Promise<LoadServerBuild> {
  const { default: fastifyStatic } = await import("@fastify/static");
  await app.register(fastifyStatic, {
    root: path.join(buildDir, "client"),
    prefix: "/",
    // Routes only for files that exist at start: every other path falls through to SSR.
    wildcard: false,
    index: false,
    preCompressed: true,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header(
        "cache-control",
        hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
      );
    },
  });
  const build = (await import(
    pathToFileURL(path.join(buildDir, "server", "index.js")).href
  )) as ServerBuild;
  return async () => build;
}

async function registerViteDevServer(app: FastifyInstance): Promise<LoadServerBuild> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({
    server: { middlewareMode: true, hmr: { server: app.server } },
    appType: "custom",
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", async () => {
    await vite.close();
  });
  return async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
}

function toWebRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index];
    const value = raw[index + 1];
    // HTTP/2 pseudo-headers are not valid Fetch header names.
    if (name && value !== undefined && !name.startsWith(":")) headers.append(name, value);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const url = `${request.protocol}://${request.host}${request.url}`;
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(url, {
    method: request.method,
    headers,
    signal: controller.signal,
    ...(hasBody && Buffer.isBuffer(request.body) ? { body: new Uint8Array(request.body) } : {}),
  });
}

function buildContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self' ws: wss:",
    "media-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
