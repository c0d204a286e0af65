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

type Repeat = { min: number; max: number };

/** The quantifier at `index` (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`), with its length. */
function quantifierAt(pattern: string, index: number): (Repeat & { length: number }) | null {
  const char = pattern[index];
  let repeat: Repeat & { length: number };
  if (char === "*") repeat = { min: 0, max: Number.POSITIVE_INFINITY, length: 1 };
  else if (char === "+") repeat = { min: 1, max: Number.POSITIVE_INFINITY, length: 1 };
  else if (char === "?") repeat = { min: 0, max: 1, length: 1 };
  else if (char === "{") {
    const match = /^\{(\d+)(,(\d*))?\}/.exec(pattern.slice(index));
    if (!match) return null;
    const min = Number(match[1]);
    const max =
      match[2] === undefined ? min : match[3] ? Number(match[3]) : Number.POSITIVE_INFINITY;
    repeat = { min, max, length: match[0].length };
  } else return null;
  // A lazy quantifier backtracks the same way.
  if (pattern[index + repeat.length] === "?") repeat.length += 1;
  return repeat;
}

/**
 * Whether a group that can match many times holds a choice (`|`) or a repetition of variable
 * length: (a+)+, (a*)*, ((a+))+, (\w+\s?)*, (a|a)*, (a|aa){1,20}. Those are the shapes that make
 * a backtracking engine take exponential time on a near-miss (each character can be split
 * between the loops, or taken by either branch, in many ways). Repeating fixed runs such as
 * (\d{3}-){2} stays allowed. Conservative on purpose: a choice is refused even when its
 * branches cannot overlap; a player-ID pattern can say the same without repeating it.
 */
function repeatsAnAmbiguousGroup(pattern: string): boolean {
  // One frame per open group: whether it holds a choice or a variable repetition so far.
  const stack: { ambiguous: boolean }[] = [{ ambiguous: false }];
  let index = 0;
  while (index < pattern.length) {
    const char = pattern[index];
    const top = stack[stack.length - 1]!;
    let atomEnd = index + 1;
    let closed: { ambiguous: boolean } | null = null;
    if (char === "\\") {
      atomEnd = index + 2;
    } else if (char === "[") {
      // A class is one atom; `]` right after `[` or `[^` is a literal in other engines but
      // closes an empty class in JavaScript, so the first unescaped `]` ends it.
      let end = index + 1;
      while (end < pattern.length && pattern[end] !== "]") end += pattern[end] === "\\" ? 2 : 1;
      atomEnd = end + 1;
    } else if (char === "(") {
      stack.push({ ambiguous: false });
      index += 1;
      // Group prefixes: (?:, (?=, (?!, (?<=, (?<!, (?<name>.
      if (pattern[index] === "?") {
        const prefix = /^\?(?::|=|!|<=|<!|<[A-Za-z_$][\w$]*>)/.exec(pattern.slice(index));
        index += prefix ? prefix[0].length : 1;
      }
      continue;
    } else if (char === ")") {
      closed = stack.length > 1 ? (stack.pop() ?? null) : null;
    } else if (char === "|") {
      top.ambiguous = true;
      index += 1;
      continue;
    }
    const repeat = quantifierAt(pattern, atomEnd);
    const outer = stack[stack.length - 1]!;
    if (closed) {
      if (repeat && repeat.max > 1 && closed.ambiguous) return true;
      // What a group holds counts for the groups around it.
      if (closed.ambiguous) outer.ambiguous = true;
    }
    if (repeat) {
      if (repeat.min !== repeat.max) outer.ambiguous = true;
      index = atomEnd + repeat.length;
    } else {
      index = atomEnd;
    }
  }
  return false;
}

export type PatternProblem = "tooLong" | "invalid" | "nestedQuantifier";

/**
 * What is wrong with a player-ID pattern, or null when it can be used: it must compile as a
 * JavaScript RegExp on its own and in the whole-value form checkout applies (`^(?:…)$`, see
 * checkPlayerFields), be at most 200 characters, and repeat no group holding a repetition or a
 * choice (those can hang the check, see repeatsAnAmbiguousGroup).
 */
export function playerIdPatternProblem(pattern: string): PatternProblem | null {
  if (pattern.length > maxPlayerIdPatternLength) return "tooLong";
  try {
    new RegExp(pattern);
    new RegExp(`^(?:${pattern})$`);
  } catch {
    return "invalid";
  }
  if (repeatsAnAmbiguousGroup(pattern)) return "nestedQuantifier";
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
      return `${field}: the pattern repeats a group holding a repetition or a choice (like (a+)+ or (a|b)*), which can hang the check`;
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
