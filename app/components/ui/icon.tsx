import type { IconName } from "./icon-names.ts";
import { iconSpriteHref } from "./icon-sprite.ts";

/**
 * A lucide icon drawn from the shared sprite (`public/icons.svg`): the page carries a
 * `<use>` reference instead of each icon's paths in JavaScript, and the sprite is one cached
 * request. Icons are decoration next to a text or a labelled control, so always aria-hidden;
 * size and colour come from `className` (h-4 w-4, text-…) as with lucide's components.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`${iconSpriteHref}#${name}`} />
    </svg>
  );
}
