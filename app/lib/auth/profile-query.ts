import { useQuery } from "@tanstack/react-query";
import type { UserProfile } from "#contracts/accounts.ts";
import { accountApiPaths } from "./account-api-paths.ts";
import { apiFetch, readJsonBody } from "./api-fetch.ts";
import { readToken } from "./auth-read.ts";
import { clearSession } from "./auth-storage.ts";
import { isUserProfile } from "./profile-shape.ts";

export const profileQueryKey = ["profile"] as const;

/** Why the profile could not be shown; the screens turn each into its own text. */
export type ProfileErrorKind =
  | "signedOut"
  | "sessionExpired"
  | "notFound"
  | "status"
  | "invalid"
  | "failed";

export class ProfileError extends Error {
  readonly kind: ProfileErrorKind;
  readonly status: number | null;
  constructor(kind: ProfileErrorKind, status: number | null = null) {
    super(`profile: ${kind}${status === null ? "" : ` ${status}`}`);
    this.name = "ProfileError";
    this.kind = kind;
    this.status = status;
  }
}

export async function fetchProfile(): Promise<UserProfile> {
  if (!readToken()) throw new ProfileError("signedOut");
  let response: Response;
  try {
    response = await apiFetch(accountApiPaths.profile);
  } catch {
    throw new ProfileError("failed");
  }
  if (response.status === 401) {
    clearSession();
    throw new ProfileError("sessionExpired", 401);
  }
  if (response.status === 404) throw new ProfileError("notFound", 404);
  if (!response.ok) throw new ProfileError("status", response.status);
  const body = await readJsonBody(response);
  if (!body?.success || !isUserProfile(body.data)) throw new ProfileError("invalid");
  return { ...body.data, hasPassword: body.data.hasPassword !== false };
}

/** The signed-in person's profile, loaded in the browser (never in a page loader). */
export function useProfileQuery(enabled = true) {
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: fetchProfile,
    // Off for a guest (the guest's buy-now payment page): there is no profile to ask for.
    enabled,
    // Each failure has its own message; repeating the call would only delay it.
    retry: false,
    staleTime: 30_000,
  });
}
