import { describe, expect, it } from "vitest";
import {
  canSend,
  chatFileMaxBytes,
  chatTextMaxLength,
  checkChatFile,
  checkChatText,
  isInlineChatImage,
} from "./chat-rules.ts";

const refusedAs = (text: string) => {
  const verdict = checkChatText(text);
  return verdict.ok ? null : verdict.message;
};

describe("chat text rules", () => {
  it("passes ordinary gamer talk, trimmed", () => {
    expect(checkChatText("  gg, that was close!  ")).toEqual({
      ok: true,
      text: "gg, that was close!",
    });
    for (const text of [
      "Success! Much better now",
      "the cup final was fun",
      "my ucla friend plays too",
      "accept the invite",
      "Scunthorpe United won",
      "diamond league",
      "I love firearms in games",
      "pubgs is not a word",
    ]) {
      expect(refusedAs(text), text).toBeNull();
    }
  });

  it("refuses profanity with the exact text, also disguised", () => {
    for (const text of ["you are a fucking noob", "sh1t happens", "F U C K this"]) {
      expect(refusedAs(text), text).toBe("Inappropriate language detected!");
    }
  });

  it("refuses links and top-up keywords as whole words, in any case", () => {
    for (const text of [
      "visit https://cheap.example",
      "see http://x.example/a",
      "cheap TOP-UP here",
      "topup fast",
      "top up fast",
      "selling diamonds",
      "500 UC for 2 dollars",
      "cp cheap",
      "v-bucks and vbucks",
      "robux",
      "free fire accounts",
      "Free  Fire",
      "pubg",
      "Valorant points",
      "COD points",
      "UC!",
      "(cp)",
    ]) {
      expect(refusedAs(text), text).toBe("Game top-up links or keywords not allowed.");
    }
  });

  it("refuses empty and overlong texts", () => {
    expect(checkChatText("   ")).toMatchObject({ ok: false, reason: "empty" });
    expect(checkChatText("a".repeat(chatTextMaxLength)).ok).toBe(true);
    expect(checkChatText("a".repeat(chatTextMaxLength + 1))).toMatchObject({
      ok: false,
      reason: "too-long",
    });
  });

  it("allows sending text that is not only whitespace, or a file", () => {
    expect(canSend("", false)).toBe(false);
    expect(canSend(" \n\t", false)).toBe(false);
    expect(canSend("hi", false)).toBe(true);
    expect(canSend("", true)).toBe(true);
  });
});

describe("chat file rules", () => {
  it("allows images except SVG, MP4, PDF and voice formats up to 10 MB", () => {
    for (const mimeType of [
      "image/png",
      "image/jpeg",
      "image/gif",
      "image/webp",
      "video/mp4",
      "application/pdf",
      "audio/mpeg",
      "audio/webm",
      "video/webm",
      "audio/ogg",
    ]) {
      expect(checkChatFile({ mimeType, size: 1000 }), mimeType).toEqual({ ok: true });
    }
    expect(checkChatFile({ mimeType: "image/png", size: chatFileMaxBytes })).toEqual({ ok: true });
  });

  it("refuses other types, a missing type and files over 10 MB with the exact texts", () => {
    expect(checkChatFile({ mimeType: "image/svg+xml", size: 10 })).toEqual({
      ok: false,
      message: "Unsupported file type: image/svg+xml",
    });
    expect(checkChatFile({ mimeType: "text/html", size: 10 })).toEqual({
      ok: false,
      message: "Unsupported file type: text/html",
    });
    expect(checkChatFile({ mimeType: "", size: 10 })).toEqual({
      ok: false,
      message: "Unsupported file type: missing type",
    });
    expect(checkChatFile({ mimeType: "image/png", size: chatFileMaxBytes + 1 })).toEqual({
      ok: false,
      message: "File too large (max 10MB)",
    });
  });

  it("shows only jpg, png and webp inline", () => {
    expect(isInlineChatImage("image/jpeg")).toBe(true);
    expect(isInlineChatImage("image/png")).toBe(true);
    expect(isInlineChatImage("image/webp")).toBe(true);
    expect(isInlineChatImage("image/gif")).toBe(false);
    expect(isInlineChatImage("application/pdf")).toBe(false);
  });
});
