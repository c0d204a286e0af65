import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from "obscenity";

/**
 * The community chat's rules, shared by the browser (which checks before sending, to answer at
 * once) and the server (which decides: a client that skips the browser check is refused the
 * same way). Pure and zod-free so the chat's browser bundle can import it.
 */

export const chatRoomId = "gameZoneChat";

/** Longest message text, in characters; the composer stops there too. */
export const chatTextMaxLength = 1000;

/** Largest attachment: 10 MB (10,485,760 bytes). */
export const chatFileMaxBytes = 10 * 1024 * 1024;

export const chatMessages = {
  profanity: "Inappropriate language detected!",
  topUpContent: "Game top-up links or keywords not allowed.",
  fileTooLarge: "File too large (max 10MB)",
  unsupportedFile: (type: string) => `Unsupported file type: ${type}`,
  missingType: "missing type",
} as const;

/** The server's other refusals, sent as the `error` event's text. */
export const chatRefusals = {
  rateLimited: "You are sending messages too fast. Please wait a few seconds.",
  repeated: "You just sent that message. Please don't repeat it.",
  empty: "Type a message or attach a file first.",
  muted: "You are muted in the chat for now. Please try again later.",
  notAllowed: "Only support staff can do that.",
  fileGone: "That file is no longer available. Please attach it again.",
} as const;

/** Connection-level errors sent as the `error` event's text. */
export const chatSocketErrors = {
  notJoined: "Join the chat room first.",
  unreadable: "That message could not be read.",
  unknownEvent: "Unknown chat event.",
  unavailable: "Failed to connect to chat server.",
} as const;

export type ChatTextVerdict =
  | { ok: true; text: string }
  | { ok: false; reason: "empty" | "too-long" | "profanity" | "top-up"; message: string };

const profanity = new RegExpMatcher({
  ...englishDataset.build(),
  ...englishRecommendedTransformers,
});

// A link with a scheme, anywhere in the text.
const linkPattern = /\bhttps?:\/\//i;

// Top-up touting: the keywords as whole words in any script ("uc" and "cp" must not refuse
// "success" or "much"), case-insensitive, with the spellings people use for the same word
// ("top up", "v-bucks", "free  fire").
const keywordPattern =
  /(?<![\p{L}\p{N}])(?:top[\s-]?up|diamonds|uc|cp|v-?bucks|robux|free\s+fire|pubg|valorant|cod\s+points)(?![\p{L}\p{N}])/iu;

// "F U C K" written out letter by letter: single letters separated by spaces are read as one word.
const spacedLetters = /(?<=(?:^|[^\p{L}])\p{L})\s+(?=\p{L}(?:[^\p{L}]|$))/gu;

function joinSpacedLetters(text: string): string {
  return text.replace(spacedLetters, "");
}

/**
 * Whether a message text may be posted, and the text as it will be stored (trimmed). An empty
 * text is refused here; a message with only a file passes an empty text to the caller's own
 * rule (see `canSend`).
 */
export function checkChatText(raw: string): ChatTextVerdict {
  const text = raw.trim();
  if (text === "") return { ok: false, reason: "empty", message: "Type a message first." };
  if (text.length > chatTextMaxLength) {
    return {
      ok: false,
      reason: "too-long",
      message: `Messages are at most ${chatTextMaxLength} characters.`,
    };
  }
  if (profanity.hasMatch(text) || profanity.hasMatch(joinSpacedLetters(text))) {
    return { ok: false, reason: "profanity", message: chatMessages.profanity };
  }
  if (linkPattern.test(text) || keywordPattern.test(text)) {
    return { ok: false, reason: "top-up", message: chatMessages.topUpContent };
  }
  return { ok: true, text };
}

/** The send button's rule: some text that is not only whitespace, or an attached file. */
export function canSend(text: string, hasFile: boolean): boolean {
  return hasFile || text.trim() !== "";
}

export type ChatFileVerdict = { ok: true } | { ok: false; message: string };

/**
 * Whether a file may be attached, by its type (as the server decides it from the content) and
 * size: any image but SVG (it can carry script), MP4 video, PDF, and MP3, WebM or Ogg audio.
 * Content sniffing reports any WebM as video/webm and Ogg Opus as audio/opus, so a WebM or Ogg
 * container counts as the voice recording browsers make.
 */
export function checkChatFile(file: {
  mimeType: string | null | undefined;
  size: number;
}): ChatFileVerdict {
  const type = file.mimeType?.trim().toLowerCase() ?? "";
  if (type === "") {
    return { ok: false, message: chatMessages.unsupportedFile(chatMessages.missingType) };
  }
  if (!isAllowedChatFileType(type)) {
    return { ok: false, message: chatMessages.unsupportedFile(type) };
  }
  if (file.size > chatFileMaxBytes) return { ok: false, message: chatMessages.fileTooLarge };
  return { ok: true };
}

const allowedExactTypes = new Set([
  "video/mp4",
  "application/pdf",
  "audio/mpeg",
  "audio/mp3",
  "audio/webm",
  "video/webm",
  "audio/ogg",
  "audio/opus",
  "application/ogg",
]);

export function isAllowedChatFileType(type: string): boolean {
  const lower = type.toLowerCase();
  if (lower.startsWith("image/")) return lower !== "image/svg+xml";
  return allowedExactTypes.has(lower);
}

/** Images shown inline in a message; other files show their type instead. */
export function isInlineChatImage(mimeType: string): boolean {
  return ["image/jpeg", "image/jpg", "image/png", "image/webp"].includes(mimeType.toLowerCase());
}
