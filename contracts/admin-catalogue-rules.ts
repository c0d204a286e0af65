/**
 * Catalogue rules the admin screens and the API share, free of zod so the browser can import
 * them without the schema library: whether a player-ID pattern can be used, dollars ↔ cents,
 * and the limits of the game and package forms.
 */

/** A player-ID pattern's longest source. */
export const maxPlayerIdPatternLength = 200;
/** The most player-ID fields one game asks for. */
export const maxPlayerIdFields = 8;
/** The most choices of one select field. */
export const maxPlayerIdOptions = 50;
export const maxBadgeLength = 40;
/** The highest package price an admin may set: $10,000.00. */
export const maxPriceCents = 1_000_000;
/** The most currency one package may give. */
export const maxCurrencyAmount = 100_000_000;

export const adminGamesDefaultPageSize = 25;
export const adminGamesMaxPageSize = 100;

/** An uploaded or seeded image: a stored file under /uploads/<folder>/<name>. */
export const storedImagePattern = /^\/uploads\/[a-z0-9-]+\/[A-Za-z0-9_.-]+$/;

// A group that is repeated and itself holds a repetition, e.g. (a+)+ or (\d*)*: the shape that
// makes a backtracking engine take exponential time on a near-miss.
const nestedQuantifier = /\((?:[^()\\]|\\.)*[+*}](?:[^()\\]|\\.)*\)\s*[+*{]/;

export type PatternProblem = "tooLong" | "invalid" | "nestedQuantifier";

/**
 * What is wrong with a player-ID pattern, or null when it can be used: it must compile as a
 * JavaScript RegExp on its own and in the whole-value form checkout applies (`^(?:…)$`, see
 * checkPlayerFields), be at most 200 characters, and hold no repeated repetition.
 */
export function playerIdPatternProblem(pattern: string): PatternProblem | null {
  if (pattern.length > maxPlayerIdPatternLength) return "tooLong";
  try {
    new RegExp(pattern);
    new RegExp(`^(?:${pattern})$`);
  } catch {
    return "invalid";
  }
  if (nestedQuantifier.test(pattern)) return "nestedQuantifier";
  return null;
}

/** The English message of a pattern problem, naming the field (the API's 400 message). */
export function patternProblemMessage(field: string, problem: PatternProblem): string {
  switch (problem) {
    case "tooLong":
      return `${field}: the pattern must be ${maxPlayerIdPatternLength} characters or fewer`;
    case "invalid":
      return `${field}: the pattern is not a valid regular expression`;
    case "nestedQuantifier":
      return `${field}: the pattern repeats a repetition (like (a+)+), which can hang the check`;
  }
}

/**
 * Cents from a price typed in dollars ("4.99", "5", "5.5"), or null when the text is not a
 * positive-or-zero amount with at most two decimals.
 */
export function centsFromDollars(text: string): number | null {
  const match = /^\s*(\d{1,7})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? "").padEnd(2, "0"));
  return whole * 100 + fraction;
}

/** A price in cents as dollars for an input ("4.99", "5.00"). */
export function dollarsFromCents(cents: number): string {
  return (cents / 100).toFixed(2);
}
