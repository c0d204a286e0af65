import { storageKeys } from "#contracts/accounts-rules.ts";

/** Where a guest keeps the signed identity the server gave it, to stay the same guest. */
export const chatGuestTokenKey = "chatGuestToken";

/**
 * What Leave Chat forgets. A guest's chat identity (its stored id and name, and the guest token)
 * goes with it; a signed-in member's stored id and name are their sign-in's, which the header
 * and the account screens show, so leaving the room keeps them.
 */
export function storageForgottenOnLeave(signedIn: boolean): readonly string[] {
  return signedIn
    ? [chatGuestTokenKey]
    : [storageKeys.userId, storageKeys.userName, chatGuestTokenKey];
}

/**
 * Whether a `joined` reply may store its identity as the browser's userId and userName: only for
 * a guest in a browser where nobody is signed in (a member whose token was refused this once
 * joins as a guest, and must not have their stored name replaced by "Guest").
 */
export function storesGuestIdentity(guestToken: string | null, signedIn: boolean): boolean {
  return guestToken !== null && !signedIn;
}
