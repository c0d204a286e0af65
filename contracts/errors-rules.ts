/**
 * Error codes and the AppError type, free of zod so the browser bundle can import them (the
 * error screen translates by code). The envelope schemas are in errors.ts.
 */
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
  /** admin/login with an account that is not an admin: the browser retries users/login. */
  NOT_AN_ADMIN: 403,
  /** Staff blocked the account: no sign-in, and no checkout with its e-mail address. */
  ACCOUNT_BLOCKED: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  /** A cart price changed since the line was added: shown, and checkout needs a confirmation. */
  PRICE_CHANGED: 409,
  /** The payment provider refused the payment (declined card, insufficient funds). */
  PAYMENT_DECLINED: 402,
  PAYLOAD_TOO_LARGE: 413,
  URI_TOO_LONG: 414,
  UNSUPPORTED_MEDIA_TYPE: 415,
  /** The supplier knows no such player account (checked before anything can be bought). */
  PLAYER_NOT_FOUND: 422,
  /** A promo code that does not apply to this order (the envelope's `reason` says why). */
  PROMO_REFUSED: 422,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  UNAVAILABLE: 503,
  /** The top-up supplier did not answer: nothing is sold until it does (fail closed). */
  SUPPLIER_UNAVAILABLE: 503,
} as const;
export type ErrorCode = keyof typeof statusByCode;
export const errorCodes = Object.keys(statusByCode) as [ErrorCode, ...ErrorCode[]];

/** The one error type services and loaders throw; its message is shown as-is (never on 5xx). */
export class AppError extends Error {
  readonly code: ErrorCode;
  /** A finer reason the envelope carries beside the code (a refused promo code's). */
  readonly reason: string | undefined;
  constructor(code: ErrorCode, message: string, options?: ErrorOptions & { reason?: string }) {
    super(message, options);
    this.name = "AppError";
    this.code = code;
    this.reason = options?.reason;
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

/**
 * Whether a value is an AppError, by shape rather than `instanceof`: the server and the built
 * React Router bundle each hold their own copy of this module, so an error thrown by a service
 * is not an instance of the class a loader sees.
 */
export function isAppError(value: unknown): value is AppError {
  return (
    value instanceof Error &&
    value.name === "AppError" &&
    isErrorCode((value as { code?: unknown }).code)
  );
}
