import { describe, expect, it } from "vitest";
import { storageKeys } from "#contracts/accounts-rules.ts";
import {
  chatGuestTokenKey,
  storageForgottenOnLeave,
  storesGuestIdentity,
} from "./chat-guest-token.ts";

describe("chat identity in the browser", () => {
  it("Leave Chat forgets a guest's id, name and token", () => {
    expect(storageForgottenOnLeave(false)).toEqual([
      storageKeys.userId,
      storageKeys.userName,
      chatGuestTokenKey,
    ]);
  });

  it("Leave Chat keeps a signed-in member's stored id and name", () => {
    expect(storageForgottenOnLeave(true)).toEqual([chatGuestTokenKey]);
  });

  it("stores a guest identity only when nobody is signed in", () => {
    expect(storesGuestIdentity("guest-token", false)).toBe(true);
    expect(storesGuestIdentity("guest-token", true)).toBe(false);
    expect(storesGuestIdentity(null, false)).toBe(false);
    expect(storesGuestIdentity(null, true)).toBe(false);
  });
});
