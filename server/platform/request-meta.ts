import type { FastifyRequest } from "fastify";
import { resolveRequestPreferences } from "#contracts/preferences.ts";

/**
 * What services record about the request that asked for something (sign-ups, logins, checkouts,
 * staff actions): the client address as TRUST_PROXY resolves it, a bounded user agent, and the
 * language the reply and its e-mails should use.
 */
export function requestMetaOf(request: FastifyRequest) {
  const { lang } = resolveRequestPreferences({
    url: new URL(request.url, "http://internal"),
    cookieHeader: request.headers.cookie,
    acceptLanguage: request.headers["accept-language"],
  });
  return {
    ip: request.ip,
    userAgent: String(request.headers["user-agent"] ?? "").slice(0, 300),
    lang,
  };
}
