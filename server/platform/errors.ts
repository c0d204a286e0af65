import type { ErrorCode } from "#contracts/errors.ts";

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
};

/** The one error type services throw; its message is shown to the client as-is (never on 5xx). */
export class AppError extends Error {
  readonly code: ErrorCode;
  constructor(code: ErrorCode, message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
  }
}

export function statusForCode(code: ErrorCode): number {
  return statusByCode[code];
}

export function codeForStatus(status: number): ErrorCode {
  const found = (Object.entries(statusByCode) as [ErrorCode, number][]).find(
    ([, value]) => value === status,
  );
  if (found) return found[0];
  return status >= 500 ? "INTERNAL" : "BAD_REQUEST";
}
