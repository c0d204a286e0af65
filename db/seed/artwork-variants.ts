import { access, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp, { type Sharp } from "sharp";
import {
  imageVariantPath,
  portraitVariantWidths,
  squareVariantWidths,
  tallAspect,
  tallVariantWidths,
  wideVariantWidths,
} from "#contracts/image-variants.ts";
import {
  type CoverArtInput,
  type CoverArtShape,
  coverArtSizes,
  renderCoverArt,
  webpOptionsFor,
} from "./cover-art.ts";

const exists = (file: string) =>
  access(file).then(
    () => true,
    () => false,
  );

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  // Write then rename: an interrupted start must not leave a truncated image behind.
  const temp = `${file}.${process.pid}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file);
}

const toWebp = (image: Sharp, shape: CoverArtShape = "wide") =>
  image.webp(webpOptionsFor(shape)).toBuffer();

/**
 * Writes the responsive variants (contracts/image-variants.ts) of one game's wide image
 * `wideFile`, which must exist: narrower copies of it, and the 4:5 phone composition of the same
 * art at each tall width. Returns how many files were written.
 */
export async function ensureWideImageVariants(
  wideFile: string,
  art: CoverArtInput,
): Promise<number> {
  const file = (variant: { width: number; crop?: "tall" }) => imageVariantPath(wideFile, variant);
  let written = 0;
  let wide: Buffer | undefined;
  for (const width of wideVariantWidths) {
    const target = file({ width });
    if (await exists(target)) continue;
    wide ??= await readFile(wideFile);
    await writeAtomically(target, await toWebp(sharp(wide).resize({ width })));
    written += 1;
  }
  let tall: Buffer | undefined;
  for (const width of tallVariantWidths) {
    const target = file({ width, crop: "tall" });
    if (await exists(target)) continue;
    tall ??= await renderCoverArt(art, "tall");
    const sized =
      width === coverArtSizes.tall.width
        ? tall
        : await toWebp(
            sharp(tall).resize({ width, height: Math.round(width * tallAspect) }),
            "tall",
          );
    await writeAtomically(target, sized);
    written += 1;
  }
  return written;
}

/**
 * Writes the narrower copies (contracts/image-variants.ts) of one game's portrait card image
 * `portraitFile`, which must exist. Returns how many files were written.
 */
export function ensurePortraitImageVariants(portraitFile: string): Promise<number> {
  return ensureNarrowerCopies(portraitFile, portraitVariantWidths);
}

/**
 * Writes the narrower copies (contracts/image-variants.ts) of one game's square card image
 * `squareFile`, which must exist. Returns how many files were written.
 */
export function ensureSquareImageVariants(squareFile: string): Promise<number> {
  return ensureNarrowerCopies(squareFile, squareVariantWidths);
}

async function ensureNarrowerCopies(file: string, widths: readonly number[]): Promise<number> {
  let written = 0;
  let source: Buffer | undefined;
  for (const width of widths) {
    const target = imageVariantPath(file, { width });
    if (await exists(target)) continue;
    source ??= await readFile(file);
    await writeAtomically(target, await toWebp(sharp(source).resize({ width })));
    written += 1;
  }
  return written;
}

/**
 * Variants of every demo game's wide, portrait and square images in `folder` (two games at a
 * time, as sharp is pooled).
 */
export async function ensureDemoArtworkVariants(
  folder: string,
  demoGames: { slug: string; art: Omit<CoverArtInput, "slug"> }[],
): Promise<number> {
  let written = 0;
  for (let index = 0; index < demoGames.length; index += 2) {
    const counts = await Promise.all(
      demoGames.slice(index, index + 2).map((game) =>
        Promise.all([
          ensureWideImageVariants(path.join(folder, `${game.slug}-wide.webp`), {
            slug: game.slug,
            ...game.art,
          }),
          ensurePortraitImageVariants(path.join(folder, `${game.slug}-portrait.webp`)),
          ensureSquareImageVariants(path.join(folder, `${game.slug}-square.webp`)),
        ]).then((counts) => counts.reduce((sum, count) => sum + count, 0)),
      ),
    );
    written += counts.reduce((sum, count) => sum + count, 0);
  }
  return written;
}
