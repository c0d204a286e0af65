import type { TranslationKey, TranslationValues } from "#app/lib/i18n.ts";
import { chatMessages, chatRefusals, chatSocketErrors } from "#contracts/chat-rules.ts";

/**
 * A message shown in the chat's error banner: an interface text by key, or, for a server text
 * this version does not know, the server's words as they came.
 */
export type ChatNotice =
  | { key: TranslationKey; values?: TranslationValues; reason?: ChatNotice }
  | { raw: string };

/** Texts the browser itself shows (their English wording is fixed by the product). */
export const chatClientNotices = {
  connectFailed: { key: "chat.errorConnect" },
  notConnected: { key: "chat.errorNotConnected" },
  micDenied: { key: "chat.errorMicDenied" },
  micMissing: { key: "chat.errorMicMissing" },
  micStartFailed: { key: "chat.errorMicStart" },
  recordingFailed: { key: "chat.errorRecording" },
} as const satisfies Record<string, ChatNotice>;

const serverTexts = new Map<string, TranslationKey>([
  [chatMessages.profanity, "chat.errorProfanity"],
  [chatMessages.topUpContent, "chat.errorTopUp"],
  [chatMessages.fileTooLarge, "chat.errorFileTooLarge"],
  [chatRefusals.rateLimited, "chat.errorRateLimited"],
  [chatRefusals.repeated, "chat.errorRepeated"],
  [chatRefusals.empty, "chat.errorEmpty"],
  [chatRefusals.muted, "chat.errorMuted"],
  [chatRefusals.notAllowed, "chat.errorNotAllowed"],
  [chatRefusals.fileGone, "chat.errorFileGone"],
  [chatSocketErrors.notJoined, "chat.errorNotJoined"],
  [chatSocketErrors.unreadable, "chat.errorUnreadable"],
  [chatSocketErrors.unknownEvent, "chat.errorUnknownEvent"],
  [chatSocketErrors.unavailable, "chat.errorChatServer"],
]);

const unsupportedPrefix = chatMessages.unsupportedFile("");

/** The banner text for a rule's or the server's message, in the reader's language. */
export function noticeForText(text: string): ChatNotice {
  const key = serverTexts.get(text);
  if (key) return { key };
  if (text.startsWith(unsupportedPrefix)) {
    return {
      key: "chat.errorUnsupportedFile",
      values: { type: text.slice(unsupportedPrefix.length) },
    };
  }
  return { raw: text };
}

/** 'File upload failed: {reason}', where the reason is itself a notice. */
export function uploadFailed(reason: ChatNotice): ChatNotice {
  return { key: "chat.errorUploadFailed", reason };
}

export function translateNotice(
  t: (key: TranslationKey, values?: TranslationValues) => string,
  notice: ChatNotice,
): string {
  if ("raw" in notice) return notice.raw;
  const values = notice.reason
    ? { ...notice.values, reason: translateNotice(t, notice.reason) }
    : notice.values;
  return t(notice.key, values);
}
