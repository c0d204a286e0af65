import { type FastifyReply, type FastifyRequest, LogController } from "fastify";

const maxLoggedUrlLength = 300;

/**
 * Paths whose query strings carry one-time secrets (sign-in codes and state): logged without
 * them, so logs never hold a credential, however short-lived.
 */
const secretQueryPaths = ["/api/users/auth/google/callback", "/dev/oidc/"];

function loggableUrl(url: string): string {
  const query = url.indexOf("?");
  if (query !== -1 && secretQueryPaths.some((prefix) => url.startsWith(prefix))) {
    return `${url.slice(0, query)}?[redacted]`;
  }
  // Bounded: a 14 KB URL must not make a 14 KB log line.
  return url.length > maxLoggedUrlLength ? `${url.slice(0, maxLoggedUrlLength)}…` : url;
}

/**
 * One log line per request, written when it completes (`reqId, method, url, status, ms`),
 * instead of Fastify's two lines with full request and response objects: half the logging work
 * on the hottest paths, and still everything an operator greps for.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = {
      reqId: request.id,
      method: request.method,
      url: loggableUrl(request.url),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 10) / 10,
    };
    if (error) reply.log.error({ ...line, err: error }, "request failed");
    else reply.log.info(line, "request");
  }
}
