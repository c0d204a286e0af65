/** Recently used emojis: at most 14, most used first, kept in the browser. */
export const emojiRecentsKey = "emojiRecents";
export const emojiRecentsCap = 14;

/** As stored: the emoji's code points in hex joined by "-", the same for the original form. */
export type RecentEmoji = { unified: string; original: string; count: number };

export function unifiedOf(emoji: string): string {
  return [...emoji].map((char) => (char.codePointAt(0) ?? 0).toString(16)).join("-");
}

export function emojiOf(unified: string): string {
  return String.fromCodePoint(...unified.split("-").map((hex) => Number.parseInt(hex, 16)));
}

/** Counts one more use of `emoji`: it moves up by its count, ties go to the latest used. */
export function addRecentEmoji(recents: readonly RecentEmoji[], emoji: string): RecentEmoji[] {
  const unified = unifiedOf(emoji);
  const existing = recents.find((entry) => entry.unified === unified);
  const updated: RecentEmoji = {
    unified,
    original: existing?.original ?? unified,
    count: (existing?.count ?? 0) + 1,
  };
  const others = recents.filter((entry) => entry.unified !== unified);
  // Stable sort keeps the just-used emoji ahead of others with the same count.
  return [updated, ...others].sort((a, b) => b.count - a.count).slice(0, emojiRecentsCap);
}

/** The stored list, or an empty one when it is missing, unreadable or not ours. */
export function parseRecentEmojis(raw: string | null): RecentEmoji[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    return value
      .filter(
        (entry): entry is RecentEmoji =>
          typeof entry === "object" &&
          entry !== null &&
          typeof entry.unified === "string" &&
          /^[0-9a-f]{1,6}(-[0-9a-f]{1,6})*$/.test(entry.unified) &&
          typeof entry.original === "string" &&
          typeof entry.count === "number" &&
          entry.count > 0,
      )
      .slice(0, emojiRecentsCap);
  } catch {
    return [];
  }
}

export function readRecentEmojis(): RecentEmoji[] {
  try {
    return parseRecentEmojis(localStorage.getItem(emojiRecentsKey));
  } catch {
    return [];
  }
}

export function storeRecentEmojis(recents: readonly RecentEmoji[]): void {
  try {
    localStorage.setItem(emojiRecentsKey, JSON.stringify(recents));
  } catch {
    // Storage refused: recents last for this page only.
  }
}
