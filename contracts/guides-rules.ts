/**
 * Guide rules both sides need: the slug of a title, the excerpt and the meta description of a
 * text. Pure and free of zod, so the browser bundle may import them.
 */

/** Guides per page of GET /api/blogs and of /guides. */
export const guidesPageSize = 12;
/** Characters of plain text in a guide's excerpt (cards, list API). */
export const excerptLength = 150;
/** Characters of plain text in a guide page's meta description. */
export const metaDescriptionLength = 160;
/** Other guides shown under an article. */
export const relatedGuidesLimit = 3;
export const maxSlugLength = 120;
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/**
 * The slug of a title: lowercased, every run of characters other than ASCII a-z and 0-9 becomes
 * one hyphen, hyphens at either end are trimmed, and it is cut to `maxSlugLength` (never
 * ending on a hyphen). "  Hello, World!! 2025 " gives "hello-world-2025". A title with no
 * ASCII letter or digit gives "" (the caller must then choose a slug).
 */
export function slugify(title: string): string {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  return slug.slice(0, maxSlugLength).replace(/-+$/, "");
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= maxSlugLength && slugPattern.test(slug);
}

/** Whitespace runs (line breaks, tabs, non-breaking spaces) become one space; ends trimmed. */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, " ").trim();
}

/**
 * The first `max` characters of a text, for previews. A text that fits is returned whole.
 * Otherwise it is cut at the last word boundary (space) that leaves room for the ellipsis "…",
 * trailing punctuation before the cut is dropped, and "…" is appended, so the result is at most
 * `max` characters and never ends mid-word. A first word longer than `max` is cut hard.
 */
export function previewOf(text: string, max: number): string {
  const plain = collapseWhitespace(text);
  if (plain.length <= max) return plain;
  const room = plain.slice(0, max - 1);
  const lastSpace = room.lastIndexOf(" ");
  const cut = lastSpace > 0 ? room.slice(0, lastSpace) : room;
  return `${cut.replace(/[\s,;:.\-–—]+$/, "")}…`;
}

/** A guide's excerpt: its stripped text, at most 150 characters (see `previewOf`). */
export function excerptOf(text: string): string {
  return previewOf(text, excerptLength);
}

/** A guide page's meta description: its stripped text, at most 160 characters. */
export function metaDescriptionOf(text: string): string {
  return previewOf(text, metaDescriptionLength);
}

/**
 * Cover images are stored as `…-wide.webp` (1280×720) beside a `…-wideSmall.webp` (640×360)
 * variant; any other image has no smaller form and stands for both.
 */
export function smallCoverOf(image: string): string {
  return /-wide\.webp$/.test(image) ? image.replace(/-wide\.webp$/, "-wideSmall.webp") : image;
}
