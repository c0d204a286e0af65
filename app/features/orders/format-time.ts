/**
 * A moment for display in the page's language and the buyer's own time zone. Order screens
 * render only in the browser (after the session guard), so no server/browser mismatch arises.
 */
export function formatDateTime(value: string | null | undefined, lang: string): string {
  if (!value) return "";
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return new Intl.DateTimeFormat(lang, { dateStyle: "medium", timeStyle: "short" }).format(date);
}
