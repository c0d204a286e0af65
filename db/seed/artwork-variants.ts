import sharp, { type Sharp } from "sharp";
import {
  imageVariantPath,
  portraitVariantWidths,
  squareVariantWidths,
  tallAspect,
  tallVariantWidths,
  wideVariantWidths,
} from "#contracts/image-variants.ts";
import { type ArtworkStore, hasArtwork, readArtwork } from "./artwork-store.ts";
import {
  type CoverArtInput,
  type CoverArtShape,
  coverArtSizes,
  renderCoverArt,
  webpOptionsFor,
} from "./cover-art.ts";

// The store writes whole files only (a rename on disk, one PUT on S3): an interrupted start
// never leaves a truncated image that later starts would take for a finished one.

const toWebp = (image: Sharp, shape: CoverArtShape = "wide") =>
  image.webp(webpOptionsFor(shape)).toBuffer();

/**
 * Writes the responsive variants (contracts/image-variants.ts) of one game's wide image
 * `wideKey`, which must exist: narrower copies of it, and the 4:5 phone composition of the same
 * art at each tall width. Returns how many files were written.
 */
export async function ensureWideImageVariants(
  store: ArtworkStore,
  wideKey: string,
  art: CoverArtInput,
): Promise<number> {
  const file = (variant: { width: number; crop?: "tall" }) => imageVariantPath(wideKey, variant);
  let written = 0;
  let wide: Buffer | undefined;
  for (const width of wideVariantWidths) {
    const target = file({ width });
    if (await hasArtwork(store, target)) continue;
    wide ??= await readArtwork(store, wideKey);
    await store.put(target, await toWebp(sharp(wide).resize({ width })));
    written += 1;
  }
  let tall: Buffer | undefined;
  for (const width of tallVariantWidths) {
    const target = file({ width, crop: "tall" });
    if (await hasArtwork(store, target)) continue;
    tall ??= await renderCoverArt(art, "tall");
    const sized =
      width === coverArtSizes.tall.width
        ? tall
        : await toWebp(
            sharp(tall).resize({ width, height: Math.round(width * tallAspect) }),
            "tall",
          );
    await store.put(target, sized);
    written += 1;
  }
  return written;
}

/**
 * Writes the narrower copies (contracts/image-variants.ts) of one game's portrait card image
 * `portraitKey`, which must exist. Returns how many files were written.
 */
export function ensurePortraitImageVariants(
  store: ArtworkStore,
  portraitKey: string,
): Promise<number> {
  return ensureNarrowerCopies(store, portraitKey, portraitVariantWidths);
}

/**
 * Writes the narrower copies (contracts/image-variants.ts) of one game's square card image
 * `squareKey`, which must exist. Returns how many files were written.
 */
export function ensureSquareImageVariants(store: ArtworkStore, squareKey: string): Promise<number> {
  return ensureNarrowerCopies(store, squareKey, squareVariantWidths);
}

async function ensureNarrowerCopies(
  store: ArtworkStore,
  key: string,
  widths: readonly number[],
): Promise<number> {
  let written = 0;
  let source: Buffer | undefined;
  for (const width of widths) {
    const target = imageVariantPath(key, { width });
    if (await hasArtwork(store, target)) continue;
    source ??= await readArtwork(store, key);
    await store.put(target, await toWebp(sharp(source).resize({ width })));
    written += 1;
  }
  return written;
}

/**
 * Variants of every demo game's wide, portrait and square images under `folder/` in the store
 * (two games at a time, as sharp is pooled).
 */
export async function ensureDemoArtworkVariants(
  store: ArtworkStore,
  folder: string,
  demoGames: { slug: string; art: Omit<CoverArtInput, "slug"> }[],
): Promise<number> {
  let written = 0;
  for (let index = 0; index < demoGames.length; index += 2) {
    const counts = await Promise.all(
      demoGames.slice(index, index + 2).map((game) =>
        Promise.all([
          ensureWideImageVariants(store, `${folder}/${game.slug}-wide.webp`, {
            slug: game.slug,
            ...game.art,
          }),
          ensurePortraitImageVariants(store, `${folder}/${game.slug}-portrait.webp`),
          ensureSquareImageVariants(store, `${folder}/${game.slug}-square.webp`),
        ]).then((counts) => counts.reduce((sum, count) => sum + count, 0)),
      ),
    );
    written += counts.reduce((sum, count) => sum + count, 0);
  }
  return written;
}
