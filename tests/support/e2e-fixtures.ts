import { test as base } from "@playwright/test";

export { type Browser, expect, type Page, type TestInfo } from "@playwright/test";

/**
 * The shop's pages start their scripts only after the main image is painted (decision 0030), so
 * a step taken the moment `goto` resolves (on the load event) could land before hydration and
 * be lost, as an early tap would be. Here `goto` and `reload` return once the app has hydrated
 * (`<html data-hydrated>`); a page without the app's deferred bootstrap returns at once.
 */
export const test = base.extend({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    const untilHydrated = () =>
      page.waitForFunction(
        () =>
          document.getElementById("gz-boot") === null ||
          document.documentElement.dataset.hydrated === "true",
        undefined,
        { timeout: 15_000 },
      );
    page.goto = async (...args) => {
      const response = await goto(...args);
      await untilHydrated();
      return response;
    };
    page.reload = async (...args) => {
      const response = await reload(...args);
      await untilHydrated();
      return response;
    };
    await use(page);
  },
});
