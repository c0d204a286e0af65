import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyReply } from "fastify";
import { type ErrorCode, statusForCode } from "#contracts/errors-rules.ts";

/** Longer URLs are refused before routing: no page or API call of the shop comes near it. */
export const maxUrlLength = 2_048;
/** Deeper paths are refused before routing (React Router's matching grows with the depth). */
export const maxPathSegments = 16;

// RFC 3986 reg-name or IPv4, or a bracketed IPv6 literal; then an optional port.
const hostPattern =
  /^(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::[0-9]{1,5})?$/i;
const protoPattern = /^https?$/i;

/**
 * Absolute-form targets (`GET http://host/path HTTP/1.1`, which proxies send) are routed by
 * their path and query only: the host part is not ours to trust.
 */
export function rewriteAbsoluteForm(request: IncomingMessage): string {
  const url = request.url ?? "/";
  if (url.startsWith("/") || url === "*") return url;
  const match = /^[a-z][a-z0-9+.-]*:\/\/[^/?#]*(\/[^#]*|\?[^#]*)?/i.exec(url);
  if (!match) return url;
  const rest = match[1] ?? "/";
  return rest.startsWith("?") ? `/${rest}` : rest;
}

function refuse(reply: FastifyReply, code: ErrorCode, message: string, status?: number) {
  return reply
    .code(status ?? statusForCode(code))
    .header("cache-control", "no-store")
    .send({ success: false, message, code });
}

/** Refuses malformed requests in microseconds, before any routing, rendering or query. */
export function registerRequestGuard(app: FastifyInstance, options: { trustProxy: boolean }): void {
  app.addHook("onRequest", (request, reply, done) => {
    const url = request.raw.url ?? "";
    if (!url.startsWith("/")) {
      refuse(reply, "BAD_REQUEST", "Invalid request target");
      return;
    }
    if (url.length > maxUrlLength) {
      refuse(reply, "URI_TOO_LONG", `URLs are limited to ${maxUrlLength} characters`);
      return;
    }
    const queryAt = url.indexOf("?");
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    let segments = 0;
    for (let at = pathname.indexOf("/"); at !== -1; at = pathname.indexOf("/", at + 1)) {
      segments += 1;
      if (segments > maxPathSegments) {
        refuse(reply, "NOT_FOUND", "Page not found");
        return;
      }
    }
    const host = request.headers.host;
    if (host !== undefined && !hostPattern.test(host)) {
      refuse(reply, "BAD_REQUEST", "Invalid Host header");
      return;
    }
    if (options.trustProxy) {
      const forwardedHost = request.headers["x-forwarded-host"];
      const forwardedProto = request.headers["x-forwarded-proto"];
      const hosts = typeof forwardedHost === "string" ? forwardedHost.split(",") : [];
      const protos = typeof forwardedProto === "string" ? forwardedProto.split(",") : [];
      if (
        hosts.some((value) => !hostPattern.test(value.trim())) ||
        protos.some((value) => !protoPattern.test(value.trim()))
      ) {
        refuse(reply, "BAD_REQUEST", "Invalid X-Forwarded-Host or X-Forwarded-Proto header");
        return;
      }
    }
    done();
  });
}
