/**
 * A section whose content (a wide table) scrolls sideways on phones. It takes keyboard focus,
 * so keyboard users can scroll it too (axe: scrollable-region-focusable).
 */
export function ScrollRegion(props: React.ComponentProps<"section">) {
  // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to be scrolled by it
  return <section tabIndex={0} {...props} />;
}
