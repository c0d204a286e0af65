/** A language's name in the page's language ("English" → "inglés" on a Spanish page). */
export function languageName(code: string, pageLang: string): string {
  try {
    return new Intl.DisplayNames([pageLang], { type: "language" }).of(code) ?? code;
  } catch {
    return code;
  }
}
