/**
 * Account rules and constants the browser needs too (dialogs, guards, storage). Free of zod so
 * importing them adds nothing to the first-visit JavaScript.
 */

export const passwordMinLength = 6;
export const passwordMaxLength = 128;
export const nameMaxLength = 80;
export const emailMaxLength = 254;

export const otpLength = 6;
/** A sign-up code is valid for 10 minutes and allows 5 attempts; a new one after 60 s. */
export const otpLifetimeMs = 10 * 60_000;
export const otpMaxAttempts = 5;
export const otpResendAfterMs = 60_000;

/** A password reset link works once, for 30 minutes; a newer link of the account voids it. */
export const passwordResetLifetimeMs = 30 * 60_000;

/** Access tokens live 15 minutes; the browser refreshes one minute before expiry. */
export const accessTokenLifetimeMs = 15 * 60_000;
export const accessTokenRefreshMarginMs = 60_000;
/** A refresh token (and so a session without activity) lasts 30 days. */
export const refreshTokenLifetimeMs = 30 * 24 * 60 * 60_000;
/**
 * A refresh token just replaced by a rotation is still honoured this long, answering with the
 * same new session: two tabs (or a retried request) refreshing at once must not look like theft.
 */
export const refreshGraceMs = 10_000;

/** Banner and redirect timings of the account screens. */
export const signupBannerMs = 2_000;
export const loginBannerMs = 1_500;
export const otpRedirectMs = 2_000;
export const logoutRedirectMs = 1_000;
export const deleteRedirectMs = 2_000;
export const callbackErrorRedirectMs = 2_000;
export const resultDialogMs = 4_000;

/** The word a user types to confirm deleting the account. */
export const deleteConfirmationWord = "DELETE";

export const roles = ["user", "admin"] as const;
export type Role = (typeof roles)[number];

/**
 * Admin roles, widest first: owner (everything, including admin accounts), manager (catalogue,
 * home lists, orders, refunds, guides), support (orders, chat moderation), editor (guides and
 * home lists).
 */
export const adminRoles = ["owner", "manager", "support", "editor"] as const;
export type AdminRole = (typeof adminRoles)[number];

export function isAdminRole(value: unknown): value is AdminRole {
  return typeof value === "string" && (adminRoles as readonly string[]).includes(value);
}

/**
 * Which login endpoint the browser calls first: the admin one when the e-mail contains the word
 * "admin". It only picks the endpoint; the role shown always comes from the server's answer.
 */
export function prefersAdminLogin(email: string): boolean {
  return /admin/i.test(email);
}

/** Browser storage keys (localStorage). The refresh token is never stored in the browser. */
export const storageKeys = {
  token: "token",
  role: "role",
  userId: "userId",
  userName: "userName",
  adminRole: "adminRole",
  signupData: "signupData",
} as const;

/** Dispatched on window whenever the stored sign-in changes (login, logout, refresh failure). */
export const authStateChangedEvent = "authStateChanged";

/** Where each role lands after signing in. */
export function landingPathFor(role: Role): string {
  return role === "admin" ? "/admin-dashboard" : "/account";
}
