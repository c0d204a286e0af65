import { describe, expect, it } from "vitest";
import {
  canSend,
  chatFileMaxBytes,
  chatTextMaxLength,
  checkChatFile,
  checkChatFileName,
  checkChatText,
  hasChatLink,
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

describe("chat moderation against disguises", () => {
  const topUp = "Game top-up links or keywords not allowed.";
  const profane = "Inappropriate language detected!";
  it.each([
    ["zero-width space inside a keyword", "cheap top\u200bup here", topUp],
    ["zero-width joiner inside a keyword", "dia\u200dmonds for sale", topUp],
    ["soft hyphen inside a keyword", "ro\u00adbux", topUp],
    ["Cyrillic а in diamonds", "cheap di\u0430monds", topUp],
    ["Cyrillic і and о in robux", "r\u043ebux and d\u0456amonds", topUp],
    ["Greek υ in pubg", "p\u03c5bg mobile", topUp],
    ["a whole word of look-alikes", "\u0501\u0456\u0430\u043c\u043e\u03b7\u0501\u0455", topUp],
    ["full-width v-bucks", "\uff56-\uff42\uff55\uff43\uff4b\uff53 cheap", topUp],
    ["full-width scheme", "\uff48\uff54\uff54\uff50\uff53://shop", topUp],
    ["spaced letters", "d i a m o n d s", topUp],
    ["dotted letters", "r.o.b.u.x", topUp],
    ["leetspeak", "r0bux", topUp],
    ["leetspeak with symbols", "v-buck$ and di@monds", topUp],
    ["leetspeak 1 as i", "d1amonds", topUp],
    ["accents", "d\u00efamonds", topUp],
    ["bare www domain", "go to www.evil.example", topUp],
    ["bare domain with a path", "evil.example/page", topUp],
    ["bare domain with a known TLD", "buy at cheapgems.shop now", topUp],
    ["upper-case bare domain", "VISIT EVIL.COM", topUp],
    ["zero-width profanity", "fu\u200bck you", profane],
    ["full-width profanity", "\uff46\uff55\uff43\uff4b", profane],
  ])("refuses %s", (_label, text, expected) => {
    expect(refusedAs(text)).toBe(expected);
  });

  it.each([
    ["a sentence without a space after the full stop", "ok.see you later"],
    ["a version number", "patch 1.5 is out"],
    ["a decimal with a unit", "ping went to 2.5ms"],
    ["an ellipsis", "wait...what"],
    [
      "a Russian abbreviation that looks like cp",
      "\u0432\u0441\u0442\u0440\u0435\u0447\u0430 \u0432 \u0441\u0440",
    ],
    [
      "Russian talk",
      "\u043f\u0440\u0438\u0432\u0435\u0442, \u043a\u0430\u043a \u0434\u0435\u043b\u0430?",
    ],
    ["numbers beside letters", "600 kills in 5 games"],
    ["a file name in a sentence", "open notes.txt please"],
    ["a score", "we won 3-1"],
    ["leet-looking gamer talk", "gg 1v1 me"],
  ])("passes %s", (_label, text) => {
    expect(refusedAs(text)).toBeNull();
  });

  it("refuses control characters (a NUL cannot be stored) and keeps line breaks", () => {
    expect(checkChatText("hi\u0000there")).toMatchObject({
      ok: false,
      reason: "unreadable",
      message: "That message could not be read.",
    });
    expect(checkChatText("bell\u0007")).toMatchObject({ ok: false, reason: "unreadable" });
    expect(checkChatText("line one\nline two\tok")).toEqual({
      ok: true,
      text: "line one\nline two\tok",
    });
  });

  it("reads links the same way on their own", () => {
    expect(hasChatLink("https://x.example")).toBe(true);
    expect(hasChatLink("shop.gg")).toBe(true);
    expect(hasChatLink("screenshot.png")).toBe(false);
    expect(hasChatLink("evil.com.pdf")).toBe(false);
  });
});

describe("chat file name rules", () => {
  it.each([
    ["free-diamonds.png", "Game top-up links or keywords not allowed."],
    ["www.evil.example.pdf", "Game top-up links or keywords not allowed."],
    ["r0bux\u200b.pdf", "Game top-up links or keywords not allowed."],
    ["fuck.png", "Inappropriate language detected!"],
    ["a\u0000b.png", "That message could not be read."],
    ["   ", "That message could not be read."],
  ])("refuses %s", (name, message) => {
    expect(checkChatFileName(name)).toEqual({ ok: false, message });
  });

  it.each(["screenshot.png", "voice-message.webm", "match 1.5 final.mp4", "diamond league.pdf"])(
    "passes %s",
    (name) => {
      expect(checkChatFileName(name)).toEqual({ ok: true });
    },
  );
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
