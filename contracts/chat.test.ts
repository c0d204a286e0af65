import { describe, expect, it } from "vitest";
import { chatMessageInputSchema, joinRoomSchema, readMessageSchema } from "./chat.ts";

describe("chat event payloads", () => {
  it("parses a text message and a message with an uploaded file", () => {
    expect(chatMessageInputSchema.parse({ text: "gg" })).toEqual({ text: "gg", file: null });
    const file = {
      url: "/uploads/chat/3f9a0c1d2e4b5a6978685746352413ab.webp",
      originalName: "screenshot.png",
      mimeType: "image/webp",
      size: 1234,
    };
    expect(chatMessageInputSchema.parse({ text: "", file })).toEqual({ text: "", file });
  });

  it("refuses wrong types, files not stored by the upload, oversized files and 1 MB texts", () => {
    const bad = [
      { text: 42 },
      { text: "x".repeat(1024 * 1024) },
      {
        text: "",
        file: {
          url: "https://evil.example/x.png",
          originalName: "x",
          mimeType: "image/png",
          size: 1,
        },
      },
      {
        text: "",
        file: {
          url: "/uploads/chat/../../auth-secret",
          originalName: "x",
          mimeType: "image/png",
          size: 1,
        },
      },
      {
        text: "",
        file: {
          url: "/uploads/chat/3f9a0c1d2e4b5a6978685746352413ab.png",
          originalName: "x",
          mimeType: "image/png",
          size: 10 * 1024 * 1024 + 1,
        },
      },
      null,
      "hello",
    ];
    for (const payload of bad) {
      expect(
        chatMessageInputSchema.safeParse(payload).success,
        JSON.stringify(payload)?.slice(0, 80),
      ).toBe(false);
    }
  });

  it("takes an optional client id, which must be a UUID", () => {
    const clientId = "0b7c6f0e-52a4-4d8e-9d1b-3c2f4e5a6b7c";
    expect(chatMessageInputSchema.parse({ text: "gg", clientId })).toEqual({
      text: "gg",
      file: null,
      clientId,
    });
    for (const bad of ["", "42", "0b7c6f0e52a44d8e9d1b3c2f4e5a6b7c", 42, null]) {
      expect(chatMessageInputSchema.safeParse({ text: "gg", clientId: bad }).success).toBe(false);
    }
  });

  it("joins only the one room, and reads only message ids", () => {
    expect(
      joinRoomSchema.safeParse({ roomId: "gameZoneChat", user: { id: "x", name: "Y" } }).success,
    ).toBe(true);
    expect(joinRoomSchema.safeParse({ roomId: "other" }).success).toBe(false);
    expect(readMessageSchema.safeParse({ messageId: "not-a-uuid" }).success).toBe(false);
    expect(
      readMessageSchema.safeParse({ messageId: "0b9f6a52-1a8e-4c43-9a0b-3e4f5a6b7c8d" }).success,
    ).toBe(true);
  });
});
