import path from "node:path";
import { pathToFileURL } from "node:url";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  createRequestHandler,
  type RouterContext,
  RouterContextProvider,
  type ServerBuild,
} from "react-router";
import type { AppServices, LogLevel, RequestValues } from "#contracts/app-context.ts";
import { AppError } from "#contracts/errors-rules.ts";
import type { Services } from "#server/services.ts";
import { contentSecurityPolicyFor } from "./content-security-policy.ts";
import { EncodedBody, RecentBodies, sendEncodedBody } from "./encoded-body.ts";
import {
  isCacheablePage,
  pageCacheKey,
  type RenderedPage,
  variantCookieHeader,
} from "./page-cache.ts";

type LoadServerBuild = () => Promise<ServerBuild>;

/** The router context keys, exported by app/entry.server.tsx (the server never imports app/). */
type EntryContextKeys = {
  servicesContext?: RouterContext<AppServices>;
  requestContext?: RouterContext<RequestValues>;
  /** The bytes of a document it rendered, so they need not be read back from the body stream. */
  renderedBody?: (response: Response) => Buffer | undefined;
  /** The interface texts' JSON file of that name (see app/lib/translations.server.ts). */
  textsAssetFor?: (fileName: string) => { json: string; current: boolean } | undefined;
};

// Rendered pages weigh 20-90 KB (plus their compressed forms): 48 MB holds several hundred.
const pageCacheBytes = 48 * 1024 * 1024;

/**
 * Serves every non-API path with React Router's SSR handler. Production loads the built server
 * bundle; `--dev` asks Vite (middleware mode, HMR) for a fresh one on each request.
 *
 * GETs go through the shared page cache, keyed by path, language and currency: public pages
 * render the same for everyone (page rendering sees no cookie but `lang` and `currency`), the
 * data behind them is cached for the same window, and a hit costs a map lookup instead of a
 * React render. Pages carry hash-based CSPs, so cached bytes and their br/gzip forms are sent
 * as they are.
 */
export async function registerSsr(app: FastifyInstance, services: Services): Promise<void> {
  const { config } = services;
  const loadBuild = config.dev
    ? await registerViteDevServer(app, new URL(config.origin).hostname)
    : await registerBuiltClient(app, config.buildDir);
  const mode = config.dev ? "development" : "production";
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;
  const loadHandler = async () => {
    const build = await loadBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, mode) };
    return current;
  };
  const appServices: AppServices = {
    catalogue: services.catalogue,
    guides: services.guides,
    origin: config.origin,
    supportEmail: config.supportEmail,
    maintenanceWaitMinutes: config.fulfilment.maintenanceWaitMinutes,
    supportLinks: config.supportLinks,
    paymentMethods: services.payments.methods,
    bankTransferMinutes: config.payments.bankTransferMinutes,
  };
  const pages = services.caches.create<RenderedPage>({
    maxBytes: pageCacheBytes,
    sizeOf: (page) => page.body.estimatedBytes,
  });
  const sharePages = config.pageCache && services.caches.enabled;
  const recentPages = new RecentBodies(pageCacheBytes);

  /** `reply` null: a shared render, which one visitor leaving must not abort for the others. */
  const render = async (
    request: FastifyRequest,
    reply: FastifyReply | null,
  ): Promise<RenderedPage> => {
    const { build, handle } = await loadHandler();
    const keys = build.entry.module as EntryContextKeys;
    if (!keys.servicesContext || !keys.requestContext)
      throw new Error("app/entry.server.tsx must export servicesContext and requestContext");
    const context = new RouterContextProvider();
    context.set(keys.servicesContext, appServices);
    context.set(keys.requestContext, {
      requestId: request.id,
      log: (level: LogLevel, message: string, details?: Record<string, unknown>) =>
        request.log[level]({ reqId: request.id, ...details }, message),
    });
    const response = await handle(toWebRequest(request, reply, config.origin), context);
    // Every page is compressed here (EncodedBody): a cached one once for all its visitors.
    return readPage(response, keys.renderedBody?.(response), {
      csp: !config.dev,
      url: request.url,
      sharePages,
    });
  };

  // The interface texts, one JSON file per language and version: named by their content's hash,
  // so a current one is cached by browsers for a year and compressed here once.
  const textsBodies = new Map<string, EncodedBody>();
  app.get("/texts/:file", async (request, reply) => {
    const { build } = await loadHandler();
    const keys = build.entry.module as EntryContextKeys;
    const { file } = request.params as { file: string };
    const asset = keys.textsAssetFor?.(file);
    if (!asset) throw new AppError("NOT_FOUND", "Not found");
    let body = textsBodies.get(asset.json);
    if (!body) {
      if (textsBodies.size >= 32) textsBodies.clear();
      body = new EncodedBody(Buffer.from(asset.json));
      textsBodies.set(asset.json, body);
    }
    // An earlier version's name gets today's texts, which must not be kept under that name.
    reply.header(
      "cache-control",
      asset.current ? "public, max-age=31536000, immutable" : "no-cache",
    );
    return sendEncodedBody(
      reply,
      body,
      request.headers["accept-encoding"],
      "application/json; charset=utf-8",
    );
  });

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
        const key = sharePages ? pageCacheKey(request) : null;
        if (!key) return sendPage(request, reply, await render(request, reply));
        let renderedHere = false;
        let page = await pages.getOrLoad(key, async () => {
          renderedHere = true;
          const rendered = await render(request, null);
          // Most refreshes render the same bytes: they keep the compressed forms made before.
          if (rendered.shareable) rendered.body = recentPages.reuse(key, rendered.body);
          return rendered;
        });
        if (!page.shareable) {
          pages.delete(key);
          // A request that joined someone else's failed render gets its own (with its own
          // request id on the error page).
          if (!renderedHere && page.status >= 500) page = await render(request, reply);
        }
        return sendPage(request, reply, page);
      },
    });
  });
}

async function readPage(
  response: Response,
  rendered: Buffer | undefined,
  options: { csp: boolean; url: string; sharePages: boolean },
): Promise<RenderedPage> {
  // Documents are rendered whole (entry.server waits for all data), so compression and
  // Content-Length work on one payload; a document's bytes come straight from entry.server.
  const raw =
    rendered ?? (response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0));
  const headers: [string, string][] = [];
  for (const [name, value] of response.headers) {
    if (name !== "set-cookie") headers.push([name, value]);
  }
  for (const cookie of response.headers.getSetCookie()) headers.push(["set-cookie", cookie]);
  // Decided on what the app answered, before the headers added here for browsers.
  const shareable = isCacheablePage({ status: response.status, headers }, options.url);
  // The page depends on these request headers (language, currency), HTML and .data alike.
  headers.push(["vary", "accept-encoding, accept-language, cookie"]);
  const isHtml = response.headers.get("content-type")?.startsWith("text/html") ?? false;
  if (isHtml) {
    // Browsers revalidate HTML on every visit, and shared caches leave it alone: the page
    // cache here is the one place that decides how long a page lives.
    headers.push(["cache-control", "private, no-cache"]);
    if (options.csp) headers.push(["content-security-policy", contentSecurityPolicyFor(raw)]);
  }
  const effort = shareable && options.sharePages ? "shared" : "once";
  return { status: response.status, headers, body: new EncodedBody(raw, effort), shareable };
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage) {
  reply.status(page.status);
  let contentType = "text/html; charset=utf-8";
  const cookies: string[] = [];
  for (const [name, value] of page.headers) {
    if (name === "set-cookie") cookies.push(value);
    else if (name === "content-type") contentType = value;
    else reply.header(name, value);
  }
  if (cookies.length > 0) reply.header("set-cookie", cookies);
  // For HEAD, Node sends the headers (Content-Length included) and drops the body.
  return sendEncodedBody(reply, page.body, request.headers["accept-encoding"], contentType);
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

async function registerViteDevServer(
  app: FastifyInstance,
  hostname: string,
): Promise<LoadServerBuild> {
  const [{ createServer }, { default: middie }] = await Promise.all([
    import("vite"),
    import("@fastify/middie"),
  ]);
  const vite = await createServer({
    // Vite refuses unknown Host headers (DNS rebinding); the shop's own name is known.
    server: { middlewareMode: true, hmr: { server: app.server }, allowedHosts: [hostname] },
    appType: "custom",
  });
  await app.register(middie);
  app.use(vite.middlewares);
  app.addHook("onClose", async () => {
    await vite.close();
  });
  return async () => (await vite.ssrLoadModule("virtual:react-router/server-build")) as ServerBuild;
}

// Hop-by-hop and identity headers the page must not see: the URL comes from the configured
// origin, and cookies are reduced to the ones that choose a page variant.
const droppedHeaders = new Set(["host", "cookie", "connection", "keep-alive", "forwarded"]);

/**
 * The Fetch Request React Router sees: the configured origin plus the request's path, never
 * Host or X-Forwarded-* (anyone can forge those, and the page cache shares what they produce).
 */
function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply | null,
  origin: string,
): Request {
  const headers = new Headers();
  const raw = request.raw.rawHeaders;
  for (let index = 0; index < raw.length; index += 2) {
    const name = raw[index];
    const value = raw[index + 1];
    if (!name || value === undefined) continue;
    const lower = name.toLowerCase();
    // HTTP/2 pseudo-headers are not valid Fetch header names.
    if (lower.startsWith(":") || droppedHeaders.has(lower) || lower.startsWith("x-forwarded-"))
      continue;
    headers.append(name, value);
  }
  const cookie = variantCookieHeader(request.headers.cookie);
  if (cookie) headers.set("cookie", cookie);
  const controller = new AbortController();
  reply?.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== "GET" && request.method !== "HEAD";
  return new Request(`${origin}${request.url}`, {
    // A HEAD is rendered as the GET it stands for, so both can share one cached page.
    method: request.method === "HEAD" ? "GET" : request.method,
    headers,
    signal: controller.signal,
    ...(hasBody && Buffer.isBuffer(request.body) ? { body: new Uint8Array(request.body) } : {}),
  });
}
