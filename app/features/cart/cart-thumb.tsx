import { useState } from "react";

// The same file as GameImage's placeholder (not imported from there: see below).
const placeholderImage = "/placeholder.svg";

/**
 * A game's small square picture in cart and checkout lines, swapping to the placeholder when it
 * fails to load. Kept apart from GameImage on purpose: on-demand screens importing GameImage
 * would split it out of the public pages' chunks and add a request to their first visit.
 */
export function CartThumb(props: { src: string; className: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      src={failed || !props.src ? placeholderImage : props.src}
      alt=""
      width={64}
      height={64}
      loading="lazy"
      decoding="async"
      onError={() => setFailed(true)}
      className={`shrink-0 rounded-lg object-cover ${props.className}`}
    />
  );
}
