/** The back-to-top button shows once the reader is more than one screen down the page. */
export function isPastFirstScreen(scrollY: number, viewportHeight: number): boolean {
  return viewportHeight > 0 && scrollY > viewportHeight;
}
