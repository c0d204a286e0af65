/**
 * Rules of staff two-factor sign-in that the browser needs too (no zod): code shapes, how long a
 * sign-in step lasts, how many recovery codes an admin gets, and who ADMIN_2FA=required covers.
 */
import type { AdminRole } from "./accounts-rules.ts";

/** An authenticator app's code: six digits, a new one every 30 seconds. */
export const totpCodePattern = /^[0-9]{6}$/;

/** A recovery code as shown: ten letters and digits in two groups, `abcde-12345`. */
export const recoveryCodePattern = /^[a-z2-7]{5}-?[a-z2-7]{5}$/;

export const recoveryCodeCount = 10;

/** The second step of a sign-in must follow the password within 5 minutes. */
export const loginChallengeLifetimeMs = 5 * 60_000;

/** Wrong codes one sign-in step allows before the password must be entered again. */
export const loginChallengeMaxAttempts = 5;

/** Random challenge tokens: 32 bytes, base64url (43 characters). */
export const loginChallengeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

/** The roles ADMIN_2FA=required obliges to use a second factor. */
export const twoFactorRequiredRoles: readonly AdminRole[] = ["owner", "manager"];

/** A code as typed: spaces dropped, letters lower-cased (recovery codes are shown lower-case). */
export function normaliseSecondFactorCode(value: string): string {
  // NFKC first: full-width digits and letters (an IME, a pasted code) are the same code.
  return value.normalize("NFKC").replace(/\s+/g, "").toLowerCase();
}

/** Whether a typed value is a recovery code rather than an authenticator code. */
export function isRecoveryCode(value: string): boolean {
  return recoveryCodePattern.test(normaliseSecondFactorCode(value));
}
