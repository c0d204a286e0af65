/**
 * A card's width in the catalogue's grid (the games list and search results): two a row on a
 * phone, then three, four and six, in a page column of at most 1232 px. Its own module so the
 * home page, which shows the same cards in another grid, does not download it.
 */
export const gameGridCardSizes =
  "(min-width: 1024px) 192px, (min-width: 768px) 25vw, (min-width: 640px) 33vw, calc(50vw - 24px)";
