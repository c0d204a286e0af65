/** A guide's date in the page's language ("12 March 2025", "2025年3月12日"). */
export function formatGuideDate(iso: string, lang: string): string {
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
    new Date(iso),
  );
}

/** A language's name in the page's language ("English" → "inglés" on a Spanish page). */
export function languageName(code: string, pageLang: string): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
