/** Where a guest keeps the signed identity the server gave it, to stay the same guest. */
export const chatGuestTokenKey = "chatGuestToken";
