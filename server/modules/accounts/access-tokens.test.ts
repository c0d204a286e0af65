import { describe, expect, it } from "vitest";
import { accessTokenLifetimeMs } from "#contracts/accounts-rules.ts";
import { AccessTokens } from "./access-tokens.ts";

const key = new TextEncoder().encode("a-test-key-of-thirty-two-bytes!!");
const claims = { userId: "user-1", sessionId: "session-1" };
const now = Date.UTC(2026, 10, 27, 9, 0, 0);

describe("access tokens", () => {
  it("accepts its token until the second it expires, also when asked again and again", async () => {
    const tokens = new AccessTokens(key, "gamezone");
    const { token, expiresAt } = await tokens.sign(claims, now);
    expect(expiresAt.getTime()).toBe(now + accessTokenLifetimeMs);

    expect(await tokens.verify(token, now)).toEqual(claims);
    expect(await tokens.verify(token, expiresAt.getTime() - 1)).toEqual(claims);
    // A token checked before is remembered, never beyond its expiry.
    expect(await tokens.verify(token, expiresAt.getTime())).toBeNull();
    expect(await tokens.verify(token, expiresAt.getTime() + 60_000)).toBeNull();
  });

  it("refuses a token with a changed payload or signature after the real one was accepted", async () => {
    const tokens = new AccessTokens(key, "gamezone");
    const { token } = await tokens.sign(claims, now);
    expect(await tokens.verify(token, now)).toEqual(claims);

    const [header, payload, signature] = token.split(".") as [string, string, string];
    const forgedPayload = Buffer.from(
      JSON.stringify({
        ...JSON.parse(Buffer.from(payload, "base64url").toString()),
        sub: "owner",
      }),
    ).toString("base64url");
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`, now)).toBeNull();
    const flipped = `${signature.slice(0, -2)}${signature.endsWith("AA") ? "BB" : "AA"}`;
    expect(await tokens.verify(`${header}.${payload}.${flipped}`, now)).toBeNull();
  });

  it("refuses a token signed with another key or for another issuer", async () => {
    const { token } = await new AccessTokens(key, "gamezone").sign(claims, now);
    const otherKey = new TextEncoder().encode("another-key-of-thirty-two-bytes!");
    expect(await new AccessTokens(otherKey, "gamezone").verify(token, now)).toBeNull();
    expect(await new AccessTokens(key, "elsewhere").verify(token, now)).toBeNull();
  });
});
