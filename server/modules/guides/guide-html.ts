import sanitizeHtml from "sanitize-html";
import { excerptOf } from "#contracts/guides-rules.ts";

/**
 * The one sanitizer of guide HTML: run on every write (what is stored is clean) and again on
 * every read that reaches a page or the API (so a row written some other way, or under an older
 * policy, still renders clean). Allowed: headings h2/h3, paragraphs, lists, strong/em, links,
 * blockquote, code and line breaks. Links keep only `href`, and only a relative one (`/games/x`,
 * `#part`, `guide`) or an https one. Everything else goes: attributes (event handlers, style,
 * class), and script/style/iframe/object elements together with their content.
 */
const guideHtmlPolicy: sanitizeHtml.IOptions = {
  allowedTags: ["h2", "h3", "p", "ul", "ol", "li", "strong", "em", "a", "blockquote", "code", "br"],
  allowedAttributes: { a: ["href"] },
  // Checked by `isAllowedHref` below; sanitize-html's own scheme check runs first.
  allowedSchemes: ["https"],
  allowedSchemesAppliedToAttributes: ["href"],
  allowProtocolRelative: false,
  disallowedTagsMode: "discard",
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "noscript",
    "iframe",
    "object",
    "embed",
    "template",
    "title",
  ],
  exclusiveFilter: (frame) =>
    frame.tag === "a" && frame.attribs.href === undefined && !frame.text.trim(),
  transformTags: {
    a: (tagName, attribs) => {
      const href = attribs.href?.trim() ?? "";
      const kept: sanitizeHtml.Attributes = href && isAllowedHref(href) ? { href } : {};
      return { tagName, attribs: kept };
    },
  },
};

/** Relative URLs (no scheme, not protocol-relative) and https URLs. */
export function isAllowedHref(href: string): boolean {
  // Browsers ignore tabs and line breaks inside URLs ("java\tscript:"), so the check does too.
  const compact = href.replace(/[\t\n\r]/g, "");
  if (compact.startsWith("//") || compact.startsWith("\\")) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(compact);
  if (!scheme) return true;
  return scheme[1]?.toLowerCase() === "https";
}

export function sanitizeGuideHtml(html: string): string {
  return sanitizeHtml(html, guideHtmlPolicy);
}

/** The text a reader sees, without markup: the source of excerpts and meta descriptions. */
export function stripGuideHtml(html: string): string {
  // Block boundaries become spaces first, so "</p><p>" does not glue two words together. The
  // input is sanitized before the tags are matched, so only the allowed, attribute-poor tags
  // remain to be found.
  const spaced = sanitizeGuideHtml(html).replace(
    /<\/?(?:h2|h3|p|ul|ol|li|blockquote|br)\b[^>]*>/g,
    " ",
  );
  const text = sanitizeHtml(spaced, { allowedTags: [], allowedAttributes: {} });
  return decodeEntities(text).replace(/\s+/g, " ").trim();
}

/**
 * A guide text as it is stored, whoever writes it (the seed, `saveGuide`, the staff editor): the
 * HTML through the one sanitizer, the excerpt from the sanitized text. `plain` is that text, so a
 * caller can refuse one with nothing left to read.
 */
export function storedGuideText(html: string): {
  contentHtml: string;
  excerpt: string;
  plain: string;
} {
  const contentHtml = sanitizeGuideHtml(html);
  const plain = stripGuideHtml(contentHtml);
  return { contentHtml, excerpt: excerptOf(plain), plain };
}

const namedEntities: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === "#") {
      const code =
        name[1] === "x" || name[1] === "X"
          ? Number.parseInt(name.slice(2), 16)
          : Number.parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return namedEntities[name.toLowerCase()] ?? whole;
  });
}
