/**
 * A date for display in the page's language. Dates of birth are calendar dates (YYYY-MM-DD), so
 * they are read and shown in UTC: a local time zone must not move a birthday to the day before.
 */
export function formatDate(value: string | null | undefined, lang: string): string | null {
  if (!value) return null;
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(date);
}
