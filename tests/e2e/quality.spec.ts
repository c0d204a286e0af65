import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

test.describe("accessibility", () => {
  for (const path of ["/", "/games", "/games/genshin-impact", "/search?q=clash", "/no-such-page"]) {
    test(`${path} has no serious or critical axe violations`, async ({ page }) => {
      await page.goto(path);
      const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
      const serious = results.violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes
              .map((node) => node.target.join(" "))
              .slice(0, 3)
              .join(", ")}`,
        );
      expect(serious).toEqual([]);
    });
  }
});

test.describe("display currency", () => {
  test("choosing a currency shows converted prices and survives a reload", async ({ page }) => {
    await page.goto("/games/mobile-legends-bang-bang");
    await expect(page.getByText(/^≈ /)).toHaveCount(0);
    await page.getByRole("button", { name: "Currency" }).click();
    await page.getByRole("option", { name: /Indonesian Rupiah/ }).click();
    await expect(page.getByText(/^≈ Rp/).first()).toBeVisible();
    await expect(
      page.getByText("Prices are charged in USD; other currencies are approximate."),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByText(/^≈ Rp/).first()).toBeVisible();
  });
});
