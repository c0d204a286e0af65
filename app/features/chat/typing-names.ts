/**
 * Who is typing, kept in arrival order without repeats: names come from `typing` events and
 * leave on `stopTyping`, or by themselves when a `stopTyping` never arrives (a dropped tab).
 */
export type TypingState = ReadonlyMap<string, number>;

/** A name not heard from for this long is no longer shown as typing. */
export const typingExpiryMs = 5_000;

export function addTypingName(state: TypingState, name: string, now: number): TypingState {
  const next = new Map(state);
  next.delete(name);
  next.set(name, now);
  return next;
}

export function removeTypingName(state: TypingState, name: string): TypingState {
  if (!state.has(name)) return state;
  const next = new Map(state);
  next.delete(name);
  return next;
}

export function pruneTypingNames(state: TypingState, now: number): TypingState {
  let changed = false;
  const next = new Map<string, number>();
  for (const [name, at] of state) {
    if (now - at < typingExpiryMs) next.set(name, at);
    else changed = true;
  }
  return changed ? next : state;
}

/**
 * The indicator's text parts: the names joined with ", " and whether one or several are typing
 * ("X is typing" or "X, Y are typing"). Several guests are all "Guest": each name shows once.
 */
export function describeTyping(state: TypingState): { names: string; many: boolean } | null {
  const names = [...new Set(state.keys())];
  if (names.length === 0) return null;
  return { names: names.join(", "), many: names.length > 1 };
}
