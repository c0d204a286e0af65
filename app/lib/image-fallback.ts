/**
 * Every image that fails to load shows the neutral placeholder instead, in the same box (the
 * stylesheet gives the placeholder `object-fit: cover`). React's onError is attached only at
 * hydration, so an image that fails before then would stay broken: this guard is installed by an
 * inline script at the top of the page (a capture-phase `error` listener on the document sees
 * every image's failure), and once more after hydration to repair images that failed before
 * the listener existed.
 *
 * The function is turned into that inline script with `toString()`, so it must stand alone:
 * no imports, no outside names, only its argument.
 */
export function installImageFallback(placeholder: string): void {
  const guard = window as unknown as { gzImageFallback?: boolean };
  const swap = (image: HTMLImageElement) => {
    if (image.getAttribute("src") === placeholder) return;
    // Inside <picture> the chosen <source> wins over the image's own src.
    const picture = image.parentElement;
    if (picture?.nodeName === "PICTURE") {
      for (const source of picture.querySelectorAll("source")) source.srcset = placeholder;
    }
    image.removeAttribute("srcset");
    image.src = placeholder;
  };
  if (!guard.gzImageFallback) {
    guard.gzImageFallback = true;
    document.addEventListener(
      "error",
      (event) => {
        const target = event.target as Element | null;
        if (target?.nodeName === "IMG") swap(target as HTMLImageElement);
      },
      true,
    );
  }
  for (const image of document.querySelectorAll("img")) {
    // A finished load with no pixels is a failure (lazy images not yet fetched are not complete).
    if (image.complete && image.naturalWidth === 0 && image.getAttribute("src")) swap(image);
  }
}

export const placeholderImage = "/placeholder.svg";

/** The inline script of the page head: the same guard, running before any image exists. */
export function imageFallbackScript(): string {
  return `(${installImageFallback.toString()})(${JSON.stringify(placeholderImage)})`;
}
