import { test as plainTest } from "@playwright/test";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

// Every public control works natively before (or without) its code: search is a GET form, the
// language and currency menus are popovers of links, the cart, login and chat are links, the
// newsletter form posts and is answered with a page. With JavaScript, a press made while the
// header's code is still on its way is never lost and never waits for it.

/** Each test speaks from its own client address, so per-address limits do not add up. */
async function useOwnClientAddress(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.77.${part()}.${part()}` });
}

const uniqueAddress = () =>
  `nojs.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}@example.com`;

/** The header's search box: inside the phone menu (opened natively) below 1024 px. */
async function headerSearchBox(page: Page) {
  const visible = page.getByRole("searchbox").locator("visible=true");
  if ((await visible.count()) === 0) {
    await page.getByRole("button", { name: "Open menu" }).click();
  }
  return visible.first();
}

plainTest.describe("without JavaScript", () => {
  plainTest.use({ javaScriptEnabled: false });

  plainTest("Enter in the header's search lands on the results", async ({ page }) => {
    await page.goto("/");
    const box = await headerSearchBox(page);
    await box.fill("genshn");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=genshn$/);
    await expect(page.getByRole("heading", { name: "Results for “genshn”" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Genshin Impact/ }).first()).toBeVisible();
  });

  plainTest("the language and currency menus open and switch", async ({ page }) => {
    await page.goto("/games/mobile-legends-bang-bang");
    await page.getByRole("button", { name: "Language" }).click();
    const languages = page.getByRole("listbox", { name: "Language" });
    await expect(languages).toBeVisible();
    await languages.getByRole("option", { name: /Español/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");

    await page.getByRole("button", { name: "Moneda" }).click();
    await page.getByRole("option", { name: /IDR/ }).click();
    // Spanish writes the symbol after the amount: "≈ 24.809 Rp".
    await expect(page.getByText(/^≈ [\d.,]+\sRp$/).first()).toBeVisible();
    // Both choices hold together on the page they were made on.
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  plainTest(
    "the cart, login and chat controls are links to their pages",
    async ({ page, isMobile }) => {
      await page.goto("/");
      await expect(page.getByTestId("header-cart")).toHaveAttribute("href", "/cart");
      if (isMobile) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await expect(page.getByTestId("mobile-chat")).toHaveAttribute("href", "/community");
        await page.getByTestId("mobile-login").click();
      } else {
        await expect(page.getByTestId("header-chat")).toHaveAttribute("href", "/community");
        await page.getByTestId("header-login").click();
      }
      await expect(page).toHaveURL(/\/login$/);
    },
  );

  plainTest("the newsletter form posts and answers with a page", async ({ page }) => {
    await useOwnClientAddress(page);
    await page.goto("/");
    let form = page.getByTestId("newsletter-form");
    await form.getByLabel("Your email address").fill("player@@example");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribed\?result=invalid/);
    await expect(
      page.getByText("Please enter a valid email address, such as name@example.com."),
    ).toBeVisible();

    // The answer page carries the form again, which posts natively too.
    form = page.getByRole("main").getByTestId("newsletter-form");
    await form.getByLabel("Your email address").fill(uniqueAddress());
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter\/subscribed\?result=ok/);
    await expect(
      page.getByText("Almost done! Check your inbox and confirm your subscription."),
    ).toBeVisible();
  });
});

// axe runs in the page, so the answer pages are checked with JavaScript on.
test("the newsletter's answer pages pass axe", async ({ page }) => {
  for (const result of ["ok", "invalid"]) {
    await page.goto(`/newsletter/subscribed?result=${result}`);
    await expect(page.getByTestId("newsletter-status")).toBeVisible();
    expect(await seriousAxeViolations(page), result).toEqual([]);
  }
});

/**
 * Holds the header's code (its chunk) until `release` is called: what a phone on a slow network
 * or a quick visitor meets in the first seconds.
 */
async function holdHeaderCode(page: Page) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let requested = 0;
  await page.route(/\/assets\/site-header-body-[^/]+\.js$/, async (route) => {
    requested += 1;
    await Promise.race([released, new Promise((resolve) => setTimeout(resolve, 8_000))]);
    await route.continue();
  });
  return { release, requested: () => requested };
}

test.describe("with the header's code held back", () => {
  test("a press on Language opens the menu at once, and a choice is saved", async ({ page }) => {
    const held = await holdHeaderCode(page);
    await page.goto("/games");
    await page.getByRole("button", { name: "Language" }).click();
    await expect(page.getByRole("listbox", { name: "Language" })).toBeVisible({ timeout: 1_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("option", { name: /Español/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    // Saved, not just shown: the next page and a reload keep it.
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
    held.release();
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });

  test("the menu opened before the code arrived stays open when it arrives", async ({ page }) => {
    const held = await holdHeaderCode(page);
    await page.goto("/games");
    await page.getByRole("button", { name: "Currency" }).click();
    const currencies = page.getByRole("listbox", { name: "Currency" });
    await expect(currencies).toBeVisible();
    await expect.poll(held.requested).toBe(1);
    held.release();
    // The header's code takes over (its phone menu button follows the popover's state).
    await page.waitForResponse(/site-header-body-/);
    await page.waitForTimeout(300);
    await expect(currencies).toBeVisible();
    await currencies.getByRole("option", { name: /Indonesian Rupiah/ }).click();
    await expect(currencies).toBeHidden();
    await expect(page.getByRole("button", { name: "Currency" })).toContainText("Rp");
  });

  test("Enter in search lands on the results without waiting for the code", async ({ page }) => {
    const held = await holdHeaderCode(page);
    await page.goto("/");
    const box = await headerSearchBox(page);
    await box.fill("genshn");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=genshn$/, { timeout: 3_000 });
    await expect(page.getByRole("heading", { name: "Results for “genshn”" })).toBeVisible({
      timeout: 3_000,
    });
    held.release();
  });

  test("a press on Login is shown at once and opens the dialog once the code is there", async ({
    page,
    isMobile,
  }) => {
    const held = await holdHeaderCode(page);
    await page.goto("/");
    let login = page.getByTestId("header-login");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      login = page.getByTestId("mobile-login");
    }
    await login.click();
    await expect(login).toHaveAttribute("data-island-pressed", "");
    await expect(page).toHaveURL(/\/$/);
    held.release();
    await expect(page.getByTestId("login-dialog")).toBeVisible();
  });
});
