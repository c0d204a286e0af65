import type { Translation } from "#app/locales/en.ts";

/**
 * The English texts of the page when the root data itself failed (an outage: no language, no
 * texts from the server). Only the error and not-found screens and the skip link render then,
 * so these few texts are all the browser needs; the full English set stays out of first-visit
 * JavaScript. Each equals its text in `app/locales/en.ts` (a unit test holds them together).
 */
export const outageTexts = {
  common: {
    skipToContent: "Skip to content",
    errorTitle: "Oops! Something went wrong",
    errorText: "An unexpected error occurred. Reload the page or head back home.",
    reloadPage: "Reload Page",
    errorId: "Error ID: {{id}}",
    notFoundTitle: "Page Not Found",
    notFoundText: "The page you're looking for doesn't exist or has been moved.",
    notFoundHelp: "Need help?",
    contactUs: "Contact us",
    goHome: "Go Home",
    goBack: "Go Back",
  },
  errors: {
    UNAVAILABLE: "The shop is taking a short break. Please try again in a minute.",
    RATE_LIMITED: "Too many requests. Please wait a moment and try again.",
    BAD_REQUEST: "That request could not be understood. Check the address and try again.",
  },
} satisfies { [G in keyof Translation]?: Partial<Translation[G]> };

/** The outage texts where a full text set is expected; the screens they serve need no more. */
export const outageTranslation = outageTexts as unknown as Translation;
