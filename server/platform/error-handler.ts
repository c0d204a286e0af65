import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import type { ErrorEnvelope } from "#contracts/errors.ts";
import { AppError, codeForStatus, statusForCode } from "./errors.ts";

const internalMessage = "Something went wrong on our side. Please try again.";

/** One place turns every thrown error into `{ success: false, message, code }`. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    const { status, body } = toErrorReply(error);
    if (status >= 500) request.log.error({ reqId: request.id, err: error }, "request failed");
    return reply.status(status).send(body);
  });
}

export function toErrorReply(error: unknown): { status: number; body: ErrorEnvelope } {
  if (error instanceof AppError) {
    const status = statusForCode(error.code);
    const message = error.code === "INTERNAL" ? internalMessage : error.message;
    return { status, body: { success: false, message, code: error.code } };
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
