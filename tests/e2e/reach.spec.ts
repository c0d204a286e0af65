import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * Every public page, as a visitor reaches it: no link leads to a 404, and axe finds no serious
 * or critical problem in English or in Arabic (right-to-left) at phone and desktop widths (the
 * two Playwright projects).
 */

const staticPages = [
  "/",
  "/games",
  "/games/genshin-impact",
  "/search?q=clash",
  "/guides",
  "/blogs",
  "/about",
  "/payments",
  "/faq",
  "/guide",
  "/shipping",
  "/terms",
  "/privacy",
  "/returns",
  "/partner",
  "/community",
  "/login",
  "/signup",
  "/forgot-password",
  "/track",
];

async function publicPages(page: Page): Promise<string[]> {
  const response = await page.request.get("/api/blogs");
  const guides = (await response.json()) as { slug: string }[];
  const first = guides[0];
  if (!first) throw new Error("the demo shop has no guides");
  return [...staticPages, `/guides/${first.slug}`];
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${page.url()} ${violation.id}: ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

for (const lang of ["en", "ar"] as const) {
  test(`every public page passes axe in ${lang}`, async ({ page }) => {
    // A time limit for a busy machine, not a speed check (about 20 pages, each with an axe scan).
    test.setTimeout(300_000);
    const problems: string[] = [];
    // A hydration mismatch (server and browser formatting a number or date differently in this
    // language) shows up as a console error or a page error.
    page.on("pageerror", (error) => problems.push(`${page.url()} page error: ${error.message}`));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
        problems.push(`${page.url()} console: ${message.text()}`);
      }
    });
    for (const path of await publicPages(page)) {
      const separator = path.includes("?") ? "&" : "?";
      const response = await page.goto(`${path}${separator}lang=${lang}`);
      expect(response?.status(), path).toBe(200);
      await page.waitForLoadState("networkidle");
      await expect(page.locator("html")).toHaveAttribute("dir", lang === "ar" ? "rtl" : "ltr");
      problems.push(...(await seriousViolations(page)));
    }
    expect(problems).toEqual([]);
  });
}

test("no link on a public page leads to a missing page", async ({ page }) => {
  test.setTimeout(180_000);
  const linksByTarget = new Map<string, string>();
  for (const path of await publicPages(page)) {
    await page.goto(path);
    const hrefs = await page
      .locator("a[href]")
      .evaluateAll((anchors) => anchors.map((anchor) => (anchor as HTMLAnchorElement).href));
    for (const href of hrefs) {
      const url = new URL(href);
      // External sites, e-mail links and the development tools are outside the shop's pages.
      if (url.origin !== new URL(page.url()).origin) continue;
      if (url.pathname.startsWith("/dev/")) continue;
      const target = `${url.pathname}${url.search}`;
      if (!linksByTarget.has(target)) linksByTarget.set(target, path);
    }
  }
  expect(linksByTarget.size).toBeGreaterThan(40);
  const broken: string[] = [];
  for (const [target, foundOn] of linksByTarget) {
    const response = await page.request.get(target, { maxRedirects: 5 });
    if (response.status() === 404) broken.push(`${target} (linked from ${foundOn})`);
  }
  expect(broken).toEqual([]);
});
