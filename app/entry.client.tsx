import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { loadTexts } from "./lib/root-data.ts";

function hydrate() {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

// The page's interface texts are a cached JSON file (named on <html data-texts>, fetched from
// the head's preload): hydration renders with them, so it waits for them. If they cannot be
// had the page stays the server's HTML, whose links and forms work without JavaScript. An
// outage page (no root data) names no texts and hydrates at once.
const textsUrl = document.documentElement.dataset.texts;
if (textsUrl) {
  loadTexts(textsUrl).then(hydrate, (error: unknown) => {
    console.error("GameZone: the interface texts did not load; the page stays static", error);
  });
} else {
  hydrate();
}
