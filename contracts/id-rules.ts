/**
 * A row id as text: the canonical 8-4-4-4-12 hex form of a UUID, in either case (PostgreSQL reads
 * both). Checked before an id reaches a query, where a malformed one would be a database error
 * (a 500) instead of the "not found" or "invalid" the caller should get.
 */
export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
