/**
 * Dates and times for display in the page's language. One formatter per language and style,
 * built on first use and kept: building an `Intl.DateTimeFormat` costs far more than using one,
 * and long lists (orders, the audit log, chat) format a date on every row of every render.
 */

const styles = {
  /** "12 Mar 2025", in the viewer's time zone. */
  date: { dateStyle: "medium" },
  /** "12 Mar 2025, 14:05", in the viewer's time zone. */
  dateTime: { dateStyle: "medium", timeStyle: "short" },
  /** "12 Mar 2025, 14:05:09", in the viewer's time zone (the audit trail's precision). */
  dateTimeSeconds: { dateStyle: "medium", timeStyle: "medium" },
  /**
   * "12 March 2025" in UTC: for calendar days (a birthday, a page's last change, a guide's date),
   * which a local time zone must not move to the day before, and which the server and the
   * browser must print alike.
   */
  day: { dateStyle: "long", timeZone: "UTC" },
  /** "12 Mar" in UTC: a chart's day labels. */
  shortDay: { month: "short", day: "numeric", timeZone: "UTC" },
  /** "14:05", in the viewer's time zone. */
  clock: { hour: "2-digit", minute: "2-digit" },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof styles;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: string, style: DateStyle): Intl.DateTimeFormat {
  const key = `${lang}|${style}`;
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat(lang, styles[style]);
    formatters.set(key, found);
  }
  return found;
}

/**
 * `value` as text in `style`: an ISO moment, a calendar day ("2025-03-12", read as that day in
 * UTC), epoch milliseconds or a Date. Empty text when there is no value or it is no date.
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  lang: string,
  style: DateStyle,
): string {
  if (value === null || value === undefined || value === "") return "";
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return "";
  return formatter(lang, style).format(date);
}
