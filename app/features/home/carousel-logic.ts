/** The hero advances every 3 s, and a swipe must travel over 50 px to change slides. */
export const carouselIntervalMs = 3_000;
export const swipeThresholdPx = 50;

/** Moves by `step` slides, wrapping at both ends. */
export function wrapIndex(current: number, step: number, length: number): number {
  if (length <= 0) return 0;
  return (((current + step) % length) + length) % length;
}

/** A left swipe shows the next slide, a right swipe the previous; short moves do nothing. */
export function swipeStep(startX: number, endX: number): -1 | 0 | 1 {
  const distance = endX - startX;
  if (Math.abs(distance) <= swipeThresholdPx) return 0;
  return distance < 0 ? 1 : -1;
}
