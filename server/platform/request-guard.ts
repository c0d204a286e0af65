import type { IncomingMessage } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { type ErrorCode, statusForCode } from "#contracts/errors-rules.ts";
import type { Lifecycle } from "./shutdown.ts";

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

type Refusal = { code: ErrorCode; message: string };

/** Why a request must not go further, or null. Cheap string checks only: it runs for every one. */
function checkRequest(request: FastifyRequest, trustProxy: boolean): Refusal | null {
  const url = request.raw.url ?? "";
  if (!url.startsWith("/")) return { code: "BAD_REQUEST", message: "Invalid request target" };
  if (url.length > maxUrlLength)
    return { code: "URI_TOO_LONG", message: `URLs are limited to ${maxUrlLength} characters` };
  const queryAt = url.indexOf("?");
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  let segments = 0;
  for (let at = pathname.indexOf("/"); at !== -1; at = pathname.indexOf("/", at + 1)) {
    segments += 1;
    if (segments > maxPathSegments) return { code: "NOT_FOUND", message: "Page not found" };
  }
  const host = request.headers.host;
  if (host !== undefined && !hostPattern.test(host))
    return { code: "BAD_REQUEST", message: "Invalid Host header" };
  if (trustProxy) {
    const forwardedHost = request.headers["x-forwarded-host"];
    const forwardedProto = request.headers["x-forwarded-proto"];
    const hosts = typeof forwardedHost === "string" ? forwardedHost.split(",") : [];
    const protos = typeof forwardedProto === "string" ? forwardedProto.split(",") : [];
    if (
      hosts.some((value) => !hostPattern.test(value.trim())) ||
      protos.some((value) => !protoPattern.test(value.trim()))
    ) {
      return {
        code: "BAD_REQUEST",
        message: "Invalid X-Forwarded-Host or X-Forwarded-Proto header",
      };
    }
  }
  return null;
}

/**
 * What every request meets first, in one hook (each hook costs a dispatch on the hottest path):
 * the security headers, `Connection: close` while the process drains, and the refusal of
 * malformed requests in microseconds, before any routing, rendering or query.
 */
export function registerRequestEdge(
  app: FastifyInstance,
  options: { trustProxy: boolean; securityHeaders: Record<string, string>; lifecycle: Lifecycle },
): void {
  const { trustProxy, securityHeaders, lifecycle } = options;
  app.addHook("onRequest", (request, reply, done) => {
    reply.headers(securityHeaders);
    if (lifecycle.draining) reply.header("connection", "close");
    const refusal = checkRequest(request, trustProxy);
    if (refusal) {
      reply
        .code(statusForCode(refusal.code))
        .header("cache-control", "no-store")
        .send({ success: false, message: refusal.message, code: refusal.code });
      return;
    }
    done();
  });
}
