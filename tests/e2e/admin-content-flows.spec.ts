import sharp from "sharp";
import { signInAsAdmin } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * The catalogue and the guides as staff run them from the browser: a manager adds a game with
 * its cover and packages and puts it first in trending; an editor publishes a guide. Each change
 * shows on the storefront at once.
 */

/** A 1280×720 PNG with a gradient, as an admin would upload a game's key art. */
async function coverArt(): Promise<Buffer> {
  const width = 1280;
  const height = 720;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const offset = (y * width + x) * 3;
      pixels[offset] = Math.round((x / width) * 255);
      pixels[offset + 1] = 40;
      pixels[offset + 2] = Math.round((y / height) * 255);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
}

/**
 * Axe once the toasts of the last action are gone: a toast fading in has, for a moment, the
 * contrast of a half-transparent text, which axe reports.
 */
async function axeWhenSettled(page: Page): Promise<string[]> {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0, { timeout: 15_000 });
  return seriousAxeViolations(page);
}

/** The signed-in admin's bearer header, read from the page as the app stores it. */
async function bearer(page: Page): Promise<{ authorization: string }> {
  return { authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}` };
}

async function addPackage(
  page: Page,
  fields: { name: string; amount: string; price: string; sku: string },
) {
  await page.getByRole("button", { name: "Add package" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name", { exact: true }).fill(fields.name);
  await dialog.getByLabel("Currency name").fill("Star Gems");
  await dialog.getByLabel("Currency amount").fill(fields.amount);
  await dialog.getByLabel("Price (USD)", { exact: true }).fill(fields.price);
  await dialog.getByLabel("Supplier SKU").fill(fields.sku);
  await dialog.getByRole("button", { name: "Save package" }).click();
  await expect(dialog).toHaveCount(0);
}

test.describe("staff on the catalogue and the guides", () => {
  test("a manager adds a game with a cover and two packages, puts it first in trending, and the home page shows it", async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const suffix = Date.now().toString(36);
    const title = `Starfall Legends ${suffix}`;
    await signInAsAdmin(page, "manager");
    // The trending row as it was: other specs click its first cards, so it is put back after.
    const before = await page.request.get("/api/admin/featured", { headers: await bearer(page) });
    expect(before.status()).toBe(200);
    const trendingBefore = (await before.json()).data.lists.trending.map(
      (item: { gameId: string }) => ({ gameId: item.gameId }),
    );
    let gameId = "";
    try {
      await page.goto("/admin/game/add");
      await page.getByLabel("Title", { exact: true }).fill(title);
      await page.getByLabel("Publisher").fill("Nova Forge Studios");
      await page.getByLabel("Description").fill("A space strategy game with seasonal events.");
      await page.getByLabel("Choose an image").setInputFiles({
        name: "starfall.png",
        mimeType: "image/png",
        buffer: await coverArt(),
      });
      await expect(page.getByText("Cover uploaded.")).toBeVisible({ timeout: 20_000 });
      await expect(page.getByTestId("admin-game-preview")).toContainText(title);
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByTestId("admin-game-save").click();
      await page.waitForURL("**/admin/game/edit/*");
      gameId = new URL(page.url()).pathname.split("/").pop() ?? "";

      await page.getByRole("link", { name: "Manage packages" }).click();
      await page.waitForURL("**/admin/packages?game=*");
      await addPackage(page, {
        name: "100 Star Gems",
        amount: "100",
        price: "1.99",
        sku: `sf-100-${suffix}`,
      });
      await addPackage(page, {
        name: "520 Star Gems",
        amount: "520",
        price: "9.99",
        sku: `sf-520-${suffix}`,
      });
      await expect(page.getByText("100 Star Gems", { exact: true })).toBeVisible();
      await expect(page.getByText("520 Star Gems", { exact: true })).toBeVisible();
      expect(await axeWhenSettled(page)).toEqual([]);

      await page.goto("/admin/home-games");
      const trending = page.getByTestId("admin-home-list-trending");
      await trending.getByRole("button", { name: "Add game" }).click();
      const picker = page.getByTestId("admin-home-picker");
      await picker.getByRole("combobox").fill(suffix);
      await picker.getByRole("option", { name: title }).click();
      // To the top with the keyboard, as dnd-kit's keyboard sensor offers on every width.
      const handle = trending.getByRole("button", {
        name: new RegExp(`^Reorder ${title}, position`),
      });
      const count = await trending.getByTestId("admin-home-item").count();
      // Each key waits for dnd-kit's spoken announcement, as a screen-reader user would.
      const announcements = page.locator('[id^="DndLiveRegion"]', { hasText: title });
      await handle.focus();
      await page.keyboard.press("Space");
      await expect(announcements).toContainText(`position ${count} of ${count}`);
      for (let position = count - 1; position >= 1; position -= 1) {
        await page.keyboard.press("ArrowUp");
        await expect(announcements).toContainText(`moved to position ${position} of ${count}`);
      }
      await page.keyboard.press("Space");
      await expect(announcements).toContainText(`${title} dropped at position 1 of ${count}`);
      await expect(trending.getByTestId("admin-home-item").first()).toContainText(title);
      expect(await axeWhenSettled(page)).toEqual([]);
      await page.getByTestId("admin-home-save-trending").click();
      await expect(page.getByText("Trending saved.")).toBeVisible();

      await page.goto("/");
      const firstTrending = page.locator('section[aria-labelledby="trending-title"] li').first();
      await expect(firstTrending).toContainText(title);
      await firstTrending.getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText(title);
      await expect(page.getByTestId("package-option")).toHaveCount(2);
    } finally {
      const restored = await page.request.put("/api/admin/featured/trending", {
        headers: await bearer(page),
        data: { items: trendingBefore },
      });
      expect(restored.status()).toBe(200);
      if (gameId) {
        await page.request.post(`/api/admin/games/${gameId}/archive`, {
          headers: await bearer(page),
          data: {},
        });
      }
    }
  });

  test("an editor publishes a guide that appears on /guides, and cannot open the orders", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const title = `How to gift Star Gems safely ${Date.now().toString(36)}`;
    await signInAsAdmin(page, "editor");

    await page.goto("/admin/blog/create");
    await page.getByTestId("guide-title").fill(title);
    const body = page.getByTestId("guide-editor-content");
    await body.click();
    await page.keyboard.type(
      "Always top up through the shop's own checkout and keep your order number until the gems arrive.",
    );
    await expect(page.getByTestId("guide-excerpt")).toContainText("Always top up through");
    await page.getByRole("radio", { name: "Published" }).check();
    expect(await axeWhenSettled(page)).toEqual([]);
    await page.getByRole("button", { name: "Save", exact: true }).first().click();
    await page.waitForURL("**/admin/blog/edit/*");
    const guideId = new URL(page.url()).pathname.split("/").pop() ?? "";

    await page.goto("/guides");
    await expect(page.getByRole("link", { name: title }).first()).toBeVisible();

    await page.goto("/admin/orders");
    await expect(page.getByTestId("admin-refused")).toBeVisible();
    const orders = await page.request.get("/api/admin/orders", {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}`,
      },
    });
    expect(orders.status()).toBe(403);

    // Other specs read the newest guide on /guides: this one leaves with the test.
    const removed = await page.request.delete(`/api/admin/blogs/${guideId}`, {
      headers: await bearer(page),
    });
    expect(removed.status()).toBe(200);
  });
});
