import { describe, expect, it } from "vitest";
import { chatMessages, chatRefusals } from "#contracts/chat-rules.ts";
import { noticeForText, translateNotice, uploadFailed } from "./chat-notices.ts";

const english = (key: string, values?: Record<string, string | number>) =>
  `${key}${values ? JSON.stringify(values) : ""}`;

describe("chat notices", () => {
  it("maps the server's texts to interface texts", () => {
    expect(noticeForText(chatMessages.topUpContent)).toEqual({ key: "chat.errorTopUp" });
    expect(noticeForText(chatRefusals.muted)).toEqual({ key: "chat.errorMuted" });
    expect(noticeForText(chatMessages.unsupportedFile("image/svg+xml"))).toEqual({
      key: "chat.errorUnsupportedFile",
      values: { type: "image/svg+xml" },
    });
    expect(noticeForText("Something new")).toEqual({ raw: "Something new" });
  });

  it("puts the translated reason inside 'File upload failed'", () => {
    const notice = uploadFailed({ key: "chat.uploadStatus", values: { status: 502 } });
    expect(translateNotice(english, notice)).toBe(
      'chat.errorUploadFailed{"reason":"chat.uploadStatus{\\"status\\":502}"}',
    );
  });
});
