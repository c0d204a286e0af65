/** Lenient page parsing for pages (the API rejects bad values; a page link just starts over). */
export function parsePage(value: string | null): number {
  const page = Number.parseInt(value ?? "1", 10);
  return Number.isFinite(page) && page >= 1 && page <= 10_000 ? page : 1;
}
