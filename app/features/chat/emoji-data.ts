/**
 * Where the emoji picker's data lives: Emojibase's files for the picker's languages, written
 * into the build by vite.config.ts (trimmed to what the picker reads) under a path that names
 * their version, so they are cached like every other hashed asset and never fetched from
 * anywhere but the shop.
 */
export const emojibaseVersion = "17.0.0";
export const emojiDataPath = `/assets/emojibase-${emojibaseVersion}`;

/** Emojibase's languages among the shop's; Arabic has none and searches in English. */
export const emojiDataLocales = ["en", "bn", "es", "fr", "hi", "ja", "pt", "ru", "zh"] as const;
export type EmojiDataLocale = (typeof emojiDataLocales)[number];

export function emojiLocaleFor(lang: string): EmojiDataLocale {
  return emojiDataLocales.find((locale) => locale === lang) ?? "en";
}
