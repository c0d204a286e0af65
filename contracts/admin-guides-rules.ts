/**
 * Guide-editor rules both sides need, free of zod so the editor bundle may import them: the
 * field limits, which link targets a guide may hold, and which cover paths are accepted.
 */

export const adminGuideTitleMaxLength = 200;
export const adminGuideHtmlMaxLength = 200_000;
export const adminGuideCoverMaxLength = 500;
export const adminGuideMaxGames = 50;
export const adminGuideSearchMaxLength = 100;
export const adminGuidesDefaultPageSize = 20;
export const adminGuidesMaxPageSize = 100;

export const adminGuideStatuses = ["draft", "published"] as const;
export type AdminGuideStatus = (typeof adminGuideStatuses)[number];

export const adminGuideSorts = [
  "updated_desc",
  "updated_asc",
  "published_desc",
  "published_asc",
  "title_asc",
  "title_desc",
] as const;
export type AdminGuideSort = (typeof adminGuideSorts)[number];

/**
 * A link target the guide sanitizer keeps (server/modules/guides/guide-html.ts): an https URL,
 * or a relative one (`/games/x`, `#part`, `guide`). Protocol-relative (`//host`), backslash
 * tricks and every other scheme (`javascript:`, `data:`, `http:`) are refused. Tabs and line
 * breaks are ignored as browsers ignore them.
 */
export function isAllowedGuideHref(href: string): boolean {
  const compact = href.trim().replace(/[\t\n\r]/g, "");
  if (!compact) return false;
  if (compact.startsWith("//") || compact.startsWith("\\") || /\s/.test(compact)) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  if (scheme[1]?.toLowerCase() !== "https") return false;
  try {
    return new URL(compact).hostname.length > 0;
  } catch {
    return false;
  }
}

/**
 * A cover image: none (""), a file the shop serves (`/uploads/…`, `/images/…`: a site path, no
 * `..`), or an https URL.
 */
export function isAllowedCoverImage(value: string): boolean {
  if (value === "") return true;
  if (/[\s"'<>\\]/.test(value)) return false;
  if (value.startsWith("/")) return !value.startsWith("//") && !value.split("/").includes("..");
  return /^https:\/\/[^/]+/i.test(value);
}
