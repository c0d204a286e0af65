import type { UserProfile } from "#contracts/accounts.ts";

/** Checked by hand so zod stays out of the browser bundle. */
export function isUserProfile(value: unknown): value is UserProfile {
  const profile = value as Record<string, unknown> | null;
  return (
    typeof profile === "object" &&
    profile !== null &&
    typeof profile._id === "string" &&
    typeof profile.name === "string" &&
    typeof profile.email === "string" &&
    (profile.role === "user" || profile.role === "admin") &&
    typeof profile.createdAt === "string"
  );
}
