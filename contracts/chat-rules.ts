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
  | {
      ok: false;
      reason: "empty" | "too-long" | "unreadable" | "profanity" | "top-up";
      message: string;
    };

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
  /(?<![\p{L}\p{N}])(?:top[\s._-]?up|diamonds|uc|cp|v[\s._-]?bucks|robux|free[\s._-]*fire|pubg|valorant|cod[\s._-]*points)(?![\p{L}\p{N}])/iu;

// "F U C K" or "d.i.a.m.o.n.d.s" written out letter by letter: single letters (or digits, for
// leetspeak) separated by spaces or dots, dashes, underscores, stars are read as one word.
const spacedLetters =
  /(?<=(?:^|[^\p{L}\p{N}@$])[\p{L}\p{N}@$])[\s._*-]+(?=[\p{L}\p{N}@$](?:[^\p{L}\p{N}@$]|$))/gu;

function joinSpacedLetters(text: string): string {
  return text.replace(spacedLetters, "");
}

// Latin look-alikes from Cyrillic and Greek (lower case, as the text is lower-cased first):
// "dіamonds" with a Cyrillic і reads the same as "diamonds" to a person.
const lookAlikes: Record<string, string> = {
  а: "a",
  в: "b",
  е: "e",
  ё: "e",
  к: "k",
  м: "m",
  н: "h",
  о: "o",
  р: "p",
  с: "c",
  т: "t",
  у: "y",
  х: "x",
  ѕ: "s",
  і: "i",
  ї: "i",
  ј: "j",
  ԁ: "d",
  ԛ: "q",
  ԝ: "w",
  һ: "h",
  ү: "y",
  ɡ: "g",
  α: "a",
  β: "b",
  ε: "e",
  η: "n",
  ι: "i",
  κ: "k",
  ν: "v",
  ο: "o",
  ρ: "p",
  τ: "t",
  υ: "u",
  χ: "x",
  γ: "y",
  ω: "w",
  ѵ: "v",
  ս: "u",
  օ: "o",
  ո: "n",
};
const lookAlikePattern = new RegExp(`[${Object.keys(lookAlikes).join("")}]`, "gu");

const leet: Record<string, string> = {
  "0": "o",
  "1": "i",
  "3": "e",
  "4": "a",
  "5": "s",
  "7": "t",
  "@": "a",
  $: "s",
};

// A word as moderation reads it: letters, digits and the symbols leetspeak uses for letters.
const wordPattern = /[\p{L}\p{N}@$]+/gu;

/**
 * The forms of a text the moderation rules read, so that disguises do not pass: compatibility
 * forms folded (full-width "ｖ-ｂｕｃｋｓ", ligatures), invisible format characters (zero-width
 * space and joiners, bidi marks) and accents dropped, lower case, Cyrillic and Greek look-alikes
 * read as Latin, leetspeak read as letters ("r0bux", "v-buck$"), once with 1 as i and once as l.
 * A word of only non-Latin letters keeps its look-alikes unless it is long enough to be a
 * disguise (so the Russian "ср" is not read as "cp"); digits are folded only inside words
 * that have letters (so "600 UC" and "1.5" stay numbers).
 */
export function moderationForms(raw: string): string[] {
  const base = raw
    .normalize("NFKD")
    .replace(/[\p{Cf}\p{Mn}]/gu, "")
    .normalize("NFKC")
    .toLowerCase();
  const words = base.replace(wordPattern, (word) => {
    const mixed = /[a-z0-9]/.test(word);
    if (!mixed && word.length < 4) return word;
    return word.replace(lookAlikePattern, (letter) => lookAlikes[letter] ?? letter);
  });
  const forms = new Set<string>([base, words]);
  for (const one of ["i", "l"]) {
    const folded = words.replace(wordPattern, (word) =>
      /\p{L}/u.test(word)
        ? word.replace(/[013457@$]/g, (c) => (c === "1" ? one : (leet[c] ?? c)))
        : word,
    );
    forms.add(folded);
  }
  for (const form of [...forms]) forms.add(joinSpacedLetters(form));
  return [...forms];
}

// Top-level domains a bare host is read as a link by: the common generic ones and the country
// codes top-up sellers use. A host with "www." or a path counts with any alphabetic TLD.
const knownTlds =
  "com|net|org|info|biz|io|gg|co|xyz|shop|store|top|site|online|club|live|link|app|dev|pro|vip|fun|games?|ly|me|tv|cc|to|tk|ml|ga|cf|gq|pw|ru|su|cn|in|id|ph|vn|my|sg|pk|bd|th|br|ar|mx|us|uk|de|fr|es|it|nl|pl|tr|ua|kr|jp|eu|ae|sa|eg|ng|ke|za";
const hostLabel = "[\\p{L}\\p{N}](?:[\\p{L}\\p{N}-]{0,61}[\\p{L}\\p{N}])?";
const hostStart = "(?<![\\p{L}\\p{N}@._-])";
// No letter, digit or hyphen after the TLD, nor a dot going on to another label ("file.com.pdf"
// is read as a whole name ending in pdf).
const hostEnd = "(?![\\p{L}\\p{N}-]|\\.[\\p{L}\\p{N}])";
const bareDomainPatterns = [
  // www.anything.tld
  new RegExp(`${hostStart}www\\.(?:${hostLabel}\\.)+\\p{L}{2,24}${hostEnd}`, "u"),
  // host.tld/path
  new RegExp(`${hostStart}(?:${hostLabel}\\.)+\\p{L}{2,24}\\/`, "u"),
  // host.com (a known TLD)
  new RegExp(`${hostStart}(?:${hostLabel}\\.)+(?:${knownTlds})${hostEnd}`, "u"),
];

/**
 * Whether a text carries a link: a scheme ("https://"), or a bare domain ("www.evil.example",
 * "evil.example/page", "shop.gg"). Sentences typed without a space after the full stop ("ok.see
 * you") and numbers ("1.5") are not links.
 */
export function hasChatLink(text: string): boolean {
  for (const form of moderationForms(text).slice(0, 2)) {
    if (linkPattern.test(form)) return true;
    if (bareDomainPatterns.some((pattern) => pattern.test(form))) return true;
  }
  return false;
}

/** Profanity, links or top-up keywords in a text or a file name, in any of their disguises. */
function contentVerdict(text: string): ChatTextVerdict | null {
  const forms = moderationForms(text);
  if (forms.some((form) => profanity.hasMatch(form))) {
    return { ok: false, reason: "profanity", message: chatMessages.profanity };
  }
  if (hasChatLink(text) || forms.some((form) => keywordPattern.test(form))) {
    return { ok: false, reason: "top-up", message: chatMessages.topUpContent };
  }
  return null;
}

/**
 * Control characters are refused: PostgreSQL text cannot hold NUL, and no other is typed by
 * a person. Line breaks and tabs are text.
 */
export function hasChatControlCharacters(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    const control = code < 0x20 || (code >= 0x7f && code <= 0x9f);
    if (control && code !== 0x09 && code !== 0x0a && code !== 0x0d) return true;
  }
  return false;
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
  if (hasChatControlCharacters(text)) {
    return { ok: false, reason: "unreadable", message: chatSocketErrors.unreadable };
  }
  return contentVerdict(text) ?? { ok: true, text };
}

/**
 * An attachment's shown name under the same rules as a message text: no control characters,
 * profanity, links or top-up keywords ("free-diamonds.png" is an advertisement too).
 */
export function checkChatFileName(name: string): ChatFileVerdict {
  if (name.trim() === "" || hasChatControlCharacters(name)) {
    return { ok: false, message: chatSocketErrors.unreadable };
  }
  const verdict = contentVerdict(name);
  return verdict && !verdict.ok ? { ok: false, message: verdict.message } : { ok: true };
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
