import { expect, test } from "#tests/support/e2e-fixtures.ts";

test.describe("guides", () => {
  test("list → article → related guides → language switch keeps the guide", async ({
    page,
    request,
  }) => {
    await page.goto("/guides");
    await expect(page.getByRole("heading", { level: 1, name: "Guides" })).toBeVisible();
    const cards = page.getByTestId("guide-card");
    expect(await cards.count()).toBeGreaterThanOrEqual(4);

    // The newest guide is first; open the second one.
    const second = cards.nth(1).getByRole("link");
    const title = (await second.textContent()) ?? "";
    await second.click();
    await expect(page).toHaveURL(/\/guides\/[a-z0-9-]+$/);
    const slugPath = new URL(page.url()).pathname;
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId("guide-content").locator("h2").first()).toBeVisible();

    const related = page.getByTestId("related-guides").getByTestId("guide-card");
    await expect(related).toHaveCount(3);
    await expect(related.getByRole("link", { name: title })).toHaveCount(0);

    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("option", { name: /Español/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(new URL(page.url()).pathname).toBe(slugPath);
    // Spanish text where a translation exists; otherwise the English one, marked and explained.
    const spanish = await request.get(`/api${slugPath.replace("/guides/", "/blogs/")}?lang=es`);
    const served = ((await spanish.json()) as { data: { language: string; title: string } }).data;
    await expect(page.getByRole("heading", { level: 1, name: served.title })).toBeVisible();
    if (served.language === "es") {
      await expect(page.getByTestId("guide-untranslated")).toHaveCount(0);
    } else {
      await expect(page.getByTestId("guide-untranslated")).toBeVisible();
      await expect(page.locator("article").first()).toHaveAttribute("lang", "en");
    }

    // A related guide opens in the chosen language too.
    await related.first().getByRole("link").click();
    await expect(page).not.toHaveURL(new RegExp(`${slugPath}$`));
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("/blogs shows the same list", async ({ page }) => {
    await page.goto("/blogs");
    await expect(page.getByTestId("guide-card").first()).toBeVisible();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/guides$/);
  });
});
