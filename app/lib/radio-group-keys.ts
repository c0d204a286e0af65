/**
 * The keyboard of a WAI-ARIA radio group made of custom elements: one tab stop (the checked
 * option, or the first when none is checked), and arrow keys that move the choice and the focus
 * together, wrapping at the ends. Left and Right follow the reading direction, so in a
 * right-to-left page Left moves forward; Up and Down do not depend on it.
 */
export function radioGroupTarget(input: {
  key: string;
  /** The checked option's index, or -1 when none is. */
  current: number;
  count: number;
  rtl: boolean;
}): number | null {
  const { key, current, count, rtl } = input;
  if (count <= 0) return null;
  const step = (by: 1 | -1) =>
    current < 0 ? (by === 1 ? 0 : count - 1) : (current + by + count) % count;
  switch (key) {
    case "ArrowDown":
      return step(1);
    case "ArrowUp":
      return step(-1);
    case "ArrowRight":
      return step(rtl ? -1 : 1);
    case "ArrowLeft":
      return step(rtl ? 1 : -1);
    case "Home":
      return 0;
    case "End":
      return count - 1;
    default:
      return null;
  }
}

/** The option that takes the group's one tab stop: the checked one, else the first. */
export function radioGroupTabStop(current: number, count: number): number {
  return current >= 0 && current < count ? current : 0;
}
