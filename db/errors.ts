// SQLSTATE classes and codes that mean "the database cannot serve now", not "this query is
// wrong": connection exceptions (08xxx), shutdowns and start-ups (57P01-57P03), too many
// connections (53300).
const unavailableSqlStates = /^(08...|57P0[1-3]|53300)$/;
const unavailableNodeCodes = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
]);
const unavailableMessages = [
  "PGlite is closed",
  "Cannot use a pool after calling end",
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
];

/**
 * Whether an error (or any error in its `cause` chain: Drizzle wraps driver errors) says the
 * database is gone or refusing connections, which is a 503 for the client, not a 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return false;
    const { code, message, cause } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (
      typeof code === "string" &&
      (unavailableSqlStates.test(code) || unavailableNodeCodes.has(code))
    )
      return true;
    if (typeof message === "string" && unavailableMessages.some((text) => message.includes(text)))
      return true;
    current = cause;
  }
  return false;
}

/**
 * The constraint a unique violation (SQLSTATE 23505) names, anywhere in the error's `cause`
 * chain (Drizzle wraps driver errors); "" when the driver gave no name; null for any other error.
 */
export function uniqueViolationOf(error: unknown): string | null {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    if (typeof current !== "object") return null;
    const { code, constraint, cause } = current as {
      code?: unknown;
      constraint?: unknown;
      cause?: unknown;
    };
    if (code === "23505") return typeof constraint === "string" ? constraint : "";
    current = cause;
  }
  return null;
}
