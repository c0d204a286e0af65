/**
 * Rules of admin accounts, invitations and the audit log that the browser needs too (no zod):
 * how long an invitation lasts, the audit log's paging, and the before/after comparison the
 * audit screen highlights.
 */

/** An invitation link works for 72 hours; inviting the same address again replaces it. */
export const adminInvitationLifetimeMs = 72 * 60 * 60_000;

/** Random invitation tokens: 32 bytes, base64url (43 characters). */
export const adminInvitationTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const auditLogDefaultPageSize = 25;
export const auditLogMaxPageSize = 100;
export const auditLogMaxPage = 10_000;
export const auditFilterMaxLength = 100;

/** The audit actions of this area, `<resource>.<verb>`. */
export const adminAccountActions = {
  invite: "admins.invite",
  withdrawInvitation: "admins.withdraw-invitation",
  acceptInvitation: "admins.accept-invitation",
  create: "admins.create",
  changeRole: "admins.change-role",
  deactivate: "admins.deactivate",
  reactivate: "admins.reactivate",
  update: "admins.update",
  enableTwoFactor: "admins.two-factor-enable",
  disableTwoFactor: "admins.two-factor-disable",
  resetTwoFactor: "admins.two-factor-reset",
  renewRecoveryCodes: "admins.two-factor-codes-renewed",
} as const;

/**
 * An action filter: `games.` (or `games.*`) matches every action of a resource, anything else
 * one action exactly.
 */
export function actionFilterOf(value: string): { kind: "prefix" | "exact"; value: string } {
  if (value.endsWith(".*")) return { kind: "prefix", value: value.slice(0, -1) };
  if (value.endsWith(".")) return { kind: "prefix", value };
  return { kind: "exact", value };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  for (const key of keys) if (!sameJson(left[key], right[key])) return false;
  return true;
}

/**
 * The top-level keys whose values differ between an audit entry's before and after (a key
 * present on one side only counts). When either side is not an object there are no keys to
 * compare: null means "the whole value changed" (or, when equal, nothing did).
 */
export function changedKeys(before: unknown, after: unknown): string[] | null {
  if (!isPlainObject(before) || !isPlainObject(after)) return null;
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.filter((key) => !sameJson(before[key], after[key]));
}
