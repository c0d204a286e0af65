import { useState } from "react";

export const placeholderImage = "/placeholder.svg";

/** An image that swaps to the placeholder when its file fails to load. */
export function GameImage(
  props: React.ImgHTMLAttributes<HTMLImageElement> & { src: string; alt: string },
) {
  const [failed, setFailed] = useState(false);
  const { src, alt, ...rest } = props;
  return (
    <img
      {...rest}
      src={failed ? placeholderImage : src}
      alt={alt}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}
