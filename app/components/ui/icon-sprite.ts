// Written by scripts/generate-icon-sprite.ts from icon-names.ts: do not edit.
export const iconSpriteHref = "/icons.svg?v=383ef8826b";
