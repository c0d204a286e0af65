/**
 * Responsive variants of a stored wide image (a 16:9 banner, 1280 px wide), named after the
 * image itself so whoever stores an image (the demo seed, later the admin upload) can write the
 * whole set and pages can name it without a database column per size:
 *
 *   /uploads/games/genshin-impact-wide.webp          the image, 1280 w
 *   /uploads/games/genshin-impact-wide.640w.webp     the same picture, narrower
 *   /uploads/games/genshin-impact-wide.tall-640w.webp   a 4:5 composition for phones
 */

/** Narrower copies of the wide image; the image itself is the widest candidate. */
export const wideVariantWidths = [640, 824] as const;
/** The wide image's own width. */
export const wideBaseWidth = 1280;
/**
 * 4:5 compositions of the same art for portrait phone screens. The hero spans the phone's width
 * less 32 px: 665 pixels on a 412 px phone at 1.75x and 656 on a 360 px one at 2x take the 680 w
 * copy (~13 KB), 3x phones the 824 w one (~22 KB), and 1x screens the 480 w one.
 */
export const tallVariantWidths = [480, 680, 824] as const;
/** Narrower copies of a portrait card image (3:4, 480 px wide): phones show two cards a row. */
export const portraitVariantWidths = [360] as const;
/** The portrait image's own width. */
export const portraitBaseWidth = 480;
/** Narrower copies of a square card image (400 px): phones show three cards a row, ~120 px each. */
export const squareVariantWidths = [240] as const;
/** The square image's own width. */
export const squareBaseWidth = 400;
/** Height over width of a tall variant (4:5). */
export const tallAspect = 5 / 4;

export type ImageVariant = { width: number; crop?: "tall" };

/** The path of one variant of `image`; a path without a file extension gets the suffix appended. */
export function imageVariantPath(image: string, variant: ImageVariant): string {
  const suffix = `${variant.crop ? `${variant.crop}-` : ""}${variant.width}w`;
  const match = /^([^?#]*?)(\.[a-z0-9]+)?([?#].*)?$/i.exec(image);
  const stem = match?.[1] ?? image;
  const extension = match?.[2] ?? "";
  const rest = match?.[3] ?? "";
  return `${stem}.${suffix}${extension}${rest}`;
}

/** `srcset` of a wide image: its narrower variants and the image itself at its own width. */
export function wideSrcSet(image: string): string {
  return [
    ...wideVariantWidths.map((width) => `${imageVariantPath(image, { width })} ${width}w`),
    `${image} ${wideBaseWidth}w`,
  ].join(", ");
}

/** `srcset` of the 4:5 phone composition of a wide image. */
export function tallSrcSet(image: string): string {
  return tallVariantWidths
    .map((width) => `${imageVariantPath(image, { width, crop: "tall" })} ${width}w`)
    .join(", ");
}

/** `srcset` of a portrait card image: its narrower variants and the image itself. */
export function portraitSrcSet(image: string): string {
  return [
    ...portraitVariantWidths.map((width) => `${imageVariantPath(image, { width })} ${width}w`),
    `${image} ${portraitBaseWidth}w`,
  ].join(", ");
}

/** `srcset` of a square card image: its narrower variants and the image itself. */
export function squareSrcSet(image: string): string {
  return [
    ...squareVariantWidths.map((width) => `${imageVariantPath(image, { width })} ${width}w`),
    `${image} ${squareBaseWidth}w`,
  ].join(", ");
}
