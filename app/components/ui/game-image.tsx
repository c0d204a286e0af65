import { useState } from "react";

export const placeholderImage = "/placeholder.svg";

/** An art-directed alternative for narrow screens (a `<picture>` source), with its own size. */
export type PhoneImageSource = {
  media: string;
  srcSet: string;
  sizes: string;
  width: number;
  height: number;
};

/**
 * An image that falls back step by step when a file fails to load: without its responsive
 * variants first (an image stored before variants existed has only itself), then to the
 * placeholder.
 */
export function GameImage(
  props: React.ImgHTMLAttributes<HTMLImageElement> & {
    src: string;
    alt: string;
    phoneSource?: PhoneImageSource;
  },
) {
  const [failures, setFailures] = useState(0);
  const { src, alt, srcSet, sizes, phoneSource, ...rest } = props;
  const responsive = failures === 0 && (srcSet !== undefined || phoneSource !== undefined);
  const main = rest.fetchPriority === "high";
  const image = (
    <img
      {...rest}
      // The page's main image reports its first paint (Element Timing): the page's scripts wait
      // for it (app/lib/deferred-scripts.ts).
      {...(main ? { elementtiming: "main" } : null)}
      // A record without an image (a guide saved without a cover) shows the placeholder at once.
      src={
        !src || failures > 1 || (failures === 1 && !srcSet && !phoneSource) ? placeholderImage : src
      }
      srcSet={responsive ? srcSet : undefined}
      sizes={responsive ? sizes : undefined}
      alt={alt}
      // The main image is decoded with the frame that first has it, so it appears in that paint;
      // an asynchronous decode let the first paint go out without it and put the page's largest
      // paint a frame later. Every other image decodes off the main thread.
      decoding={main ? "sync" : "async"}
      onError={() => setFailures((count) => count + 1)}
    />
  );
  if (!phoneSource) return image;
  return (
    <picture>
      {responsive ? (
        <source
          media={phoneSource.media}
          srcSet={phoneSource.srcSet}
          sizes={phoneSource.sizes}
          width={phoneSource.width}
          height={phoneSource.height}
        />
      ) : null}
      {image}
    </picture>
  );
}
