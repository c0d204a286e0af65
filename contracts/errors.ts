import { z } from "zod";

/**
 * Every error the API and the pages can answer with, each with one HTTP status. Browser and
 * server share the table: loaders map an AppError to the same status the API uses, and the UI
 * translates by `code`.
 */
export const statusByCode = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof statusByCode;
export const errorCodes = Object.keys(statusByCode) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(errorCodes);

/** The one error type services and loaders throw; its message is shown as-is (never on 5xx). */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
  }

  get status(): number {
    return statusByCode[this.code];
  }
}

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code];
}

/** The code for a status that did not come from an AppError (a framework's own 4xx, say). */
export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(statusByCode) as [ErrorCode, number][]).find(
    ([, value]) => value === status,
  );
  if (found) return found[0];
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(statusByCode, value);
}

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  /** Present on VALIDATION_FAILED: one entry per offending field. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Every successful reply: `{ success: true, message?, data }`. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}
