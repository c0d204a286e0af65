import type { Socket } from "node:net";
import type {
  FastifyError,
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
} from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorEnvelope } from "#contracts/errors.ts";
import { AppError, codeForStatus } from "#contracts/errors-rules.ts";
import { toUnavailableError } from "./database.ts";

const internalMessage = "Something went wrong on our side. Please try again.";

/** One place turns every thrown error into `{ success: false, message, code }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status === 503)
      request.log.warn({ reqId: request.id, err: error.message }, "service unavailable");
    else if (status >= 500) request.log.error({ reqId: request.id, err: error }, "request failed");
    return reply.status(status).send(body);
  });
}

export function throwRouteNotFound(request: FastifyRequest): never {
  // The path is echoed back, so bound it (a long URL must not make a long reply).
  const url = request.url.length > 200 ? `${request.url.slice(0, 200)}…` : request.url;
  throw new AppError("NOT_FOUND", `Route ${request.method} ${url} not found`);
}

export function toErrorReply(thrown: unknown): { status: number; body: ErrorEnvelope } {
  const error = toUnavailableError(thrown) ?? thrown;
  if (error instanceof AppError) {
    const message = error.code === "INTERNAL" ? internalMessage : error.message;
    return {
      status: error.status,
      body: {
        success: false,
        message,
        code: error.code,
        ...(error.reason ? { reason: error.reason } : {}),
      },
    };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "(request)",
      message: issue.message ?? "is invalid",
    }));
    const message = [...new Set(issues.map((issue) => issue.message))].join("; ");
    return { status: 400, body: { success: false, message, code: "VALIDATION_FAILED", issues } };
  }
  const statusCode = (error as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === "number" && statusCode >= 400 && statusCode < 500) {
    const message = error instanceof Error ? error.message : "Bad request";
    return {
      status: statusCode,
      body: { success: false, message, code: codeForStatus(statusCode) },
    };
  }
  return { status: 500, body: { success: false, message: internalMessage, code: "INTERNAL" } };
}

/** Fastify's own routing errors (a malformed percent-encoding in the path, say). */
export function handleFrameworkError(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  void reply.code(status).send({
    success: false,
    message: error.code === "FST_ERR_BAD_URL" ? "Malformed URL" : "Bad request",
    code: codeForStatus(status),
  });
}

/**
 * Errors Node's HTTP parser finds before Fastify sees a request (oversized headers, a broken
 * request line): the same JSON envelope, written straight to the socket.
 */
export function handleClientError(error: Error & { code?: string }, socket: Socket): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const tooLarge = error.code === "HPE_HEADER_OVERFLOW";
  const status = tooLarge ? 431 : 400;
  const body = JSON.stringify({
    success: false,
    message: tooLarge ? "Request headers are too large" : "Bad request",
    code: "BAD_REQUEST",
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? "Request Header Fields Too Large" : "Bad Request"}\r\n` +
      "Content-Type: application/json; charset=utf-8\r\n" +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      "Connection: close\r\n\r\n" +
      body,
  );
}

const writeMethods = ["POST", "PUT", "PATCH", "DELETE"] as const;

/**
 * A wrong method on a known path is 405 with `Allow`, not 404. Records the routes the scope
 * gets from here on; the returned function, called once they are all registered, adds the
 * METHOD_NOT_ALLOWED answers for the methods each path lacks.
 */
export function collectMethodNotAllowed(scope: FastifyInstance): () => void {
  const allowed = new Map<string, Set<string>>();
  scope.addHook("onRoute", (route: RouteOptions) => {
    if (route.url.endsWith("*") || (route.schema as { hide?: boolean } | undefined)?.hide) return;
    const url = route.url.slice(scope.prefix.length);
    const methods = allowed.get(url) ?? new Set<string>();
    for (const method of [route.method].flat()) methods.add(method);
    allowed.set(url, methods);
  });
  return () => {
    for (const [url, methods] of allowed) {
      const missing = writeMethods.filter((method) => !methods.has(method));
      if (missing.length === 0) continue;
      const allow = [...methods].sort().join(", ");
      scope.route({
        method: missing,
        url,
        schema: { hide: true },
        handler: async (_request, reply) => {
          reply.header("allow", allow);
          throw new AppError("METHOD_NOT_ALLOWED", `Method not allowed. Allowed: ${allow}`);
        },
      });
    }
  };
}
