import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";
import { passwordMinLength } from "#contracts/accounts-rules.ts";
import { AppError } from "#contracts/errors-rules.ts";

// The ~49,000 most common passwords of the zxcvbn-ts project's maintained list; only those long
// enough to pass the length rule matter.
const commonPasswords = new Set(
  (dictionary["passwords-common"] as string[]).filter((entry) => entry.length >= passwordMinLength),
);

/** Refuses a password found in the common-password list (case-insensitive). */
export function assertNotCommonPassword(password: string): void {
  if (commonPasswords.has(password.toLowerCase())) {
    throw new AppError(
      "VALIDATION_FAILED",
      "This password is too common and easy to guess. Please choose a different one.",
    );
  }
}

/**
 * argon2id with the library's defaults (19 MiB, 2 passes: OWASP's recommendation). The work
 * runs on libuv's thread pool, not on the event loop, so logins never stall other requests.
 */
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Unknown accounts still cost one verify, so their answer takes as long as a wrong password's.
const dummyHash = hash("gamezone-dummy-password-for-timing");

export async function verifyPassword(
  passwordHash: string | null | undefined,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
