import { Buffer } from "node:buffer";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleErrorFunction, RouterContextProvider } from "react-router";
import { isRouteErrorResponse, ServerRouter } from "react-router";
import { isAppError, statusForCode } from "#contracts/errors-rules.ts";
import { siteFooterIsland } from "./components/layout/site-footer.tsx";
import { SiteFooterBody } from "./components/layout/site-footer-body.tsx";
import { siteHeaderIsland } from "./components/layout/site-header.tsx";
import { SiteHeaderBody } from "./components/layout/site-header-body.tsx";
import { ServerIslands } from "./components/ui/static-island.tsx";
import { homeLowerIsland } from "./features/home/home-lower-island.tsx";
import { HomeLowerSections } from "./features/home/home-lower-sections.tsx";
import { requestContext, servicesContext } from "./lib/app-context.ts";
import { deferClientScripts } from "./lib/deferred-scripts.ts";
import { RequestIdContext } from "./lib/request-id.ts";
import { textsAssetFor } from "./lib/translations.server.ts";

// The server reads these to fill the router context (server/platform/ssr.ts), and serves the
// interface texts' JSON files from them.
export { requestContext, servicesContext, textsAssetFor };

export const streamTimeout = 5_000;

const renderedBodies = new WeakMap<Response, Buffer>();

// What the server renders inside each static island (the browser loads them on demand).
const serverIslands = {
  [siteFooterIsland]: SiteFooterBody,
  [siteHeaderIsland]: SiteHeaderBody,
  [homeLowerIsland]: HomeLowerSections,
};

/**
 * The bytes of a document this module rendered, for the server (server/platform/ssr.ts) to use
 * as they are instead of reading them back through the Response's body stream; undefined for
 * any other response.
 */
export function renderedBody(response: Response): Buffer | undefined {
  return renderedBodies.get(response);
}

/**
 * Errors of loaders, actions and rendering, into the server log with the request id: a 4xx
 * (a missing page, a wrong method) is routine, one short line; anything else is an error with
 * its stack. Aborted requests (the visitor left) are not errors at all.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const { log } = context.get(requestContext);
  if (isRouteErrorResponse(error) && error.status < 500) {
    log("info", "page error", { status: error.status, error: error.statusText });
  } else if (isAppError(error) && statusForCode(error.code) < 500) {
    log("info", "page error", { status: statusForCode(error.code), code: error.code });
  } else {
    log("error", "page failed", { err: error });
  }
};

/**
 * Renders the whole document before answering: loaders already awaited their data, so waiting
 * for all content gives crawlers and users complete HTML, and lets the server compress it whole.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
): Promise<Response> {
  if (request.method.toUpperCase() === "HEAD") {
    return Promise.resolve(
      new Response(null, { status: responseStatusCode, headers: responseHeaders }),
    );
  }
  // Only a failed page shows a request id; every other page stays identical for everyone.
  const failed = routerContext.staticHandlerContext.errors
    ? loadContext.get(requestContext).requestId
    : null;
  return new Promise((resolve, reject) => {
    let status = responseStatusCode;
    const { pipe, abort } = renderToPipeableStream(
      <ServerIslands value={serverIslands}>
        <RequestIdContext value={failed}>
          <ServerRouter context={routerContext} url={request.url} />
        </RequestIdContext>
      </ServerIslands>,
      {
        onAllReady() {
          // Everything is ready, so React writes the whole document into this sink at once;
          // the page stays bytes from here on (no decoding into a string and back).
          const chunks: Uint8Array[] = [];
          const sink = new Writable({
            write(chunk: Uint8Array, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timer);
              responseHeaders.set("Content-Type", "text/html; charset=utf-8");
              // Development keeps React Router's scripts as rendered (hot reload, hydration
              // warnings); production defers them behind the page's main image.
              const html = Buffer.concat(chunks);
              const body = import.meta.env.PROD ? deferClientScripts(html) : html;
              // A fresh ArrayBuffer-backed copy (Buffer.concat), as the Fetch types ask.
              const bytes = body as Uint8Array<ArrayBuffer>;
              const response = new Response(bytes, { headers: responseHeaders, status });
              renderedBodies.set(response, body);
              resolve(response);
              callback();
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          status = 500;
          loadContext.get(requestContext).log("error", "render failed", { err: error });
        },
      },
    );
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
