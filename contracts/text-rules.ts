/**
 * Text checks shared by every contract. PostgreSQL text cannot hold NUL, and no name, e-mail,
 * title or slug contains control characters: refuse them at the edge instead of letting a
 * query fail deep inside. The direction overrides and isolates (U+202A–U+202E, U+2066–U+2069)
 * count as control characters too: in a name or a player ID they only serve to make a text
 * read differently from what it is ("‮nimda" shows as "admin" reversed). The plain direction
 * marks (U+200E, U+200F) and the joiners (U+200C, U+200D) stay: Arabic, Persian and emoji need
 * them.
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return false;
    if ((code >= 0x202a && code <= 0x202e) || (code >= 0x2066 && code <= 0x2069)) return false;
  }
  return true;
}

/**
 * An identifier as the person meant it: compatibility forms folded (full-width "１２３" is
 * "123", "ｍｅ＠ｍａｉｌ" is "me@mail"), so the same e-mail address or player ID typed on a
 * phone keyboard in another script mode is the same value.
 */
export function foldIdentifier(value: string): string {
  return value.normalize("NFKC");
}
