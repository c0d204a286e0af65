/**
 * Text checks shared by every contract. PostgreSQL text cannot hold NUL, and no name, e-mail,
 * title or slug contains control characters: refuse them at the edge instead of letting a
 * query fail deep inside.
 */
export function hasNoControlCharacters(value: string): boolean {
  for (let index = 0; index < value.length; index += 1) {
    const code = value.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return false;
  }
  return true;
}
