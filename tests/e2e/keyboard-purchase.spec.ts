import type { Locator } from "@playwright/test";
import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/*
 * A purchase with the keyboard alone: Tab (and Shift+Tab), arrow keys, typing and Enter. Focus
 * only ever moves the way a keyboard moves it; nothing is clicked or focused by script.
 */

const isFocused = (target: Locator) =>
  target.evaluate((element) => element === document.activeElement);

/** Presses Tab until `target` has the focus, as a keyboard user walks a page; fails past `max`. */
async function tabTo(page: Page, target: Locator, max = 80): Promise<number> {
  for (let presses = 0; presses <= max; presses += 1) {
    if (await isFocused(target)) return presses;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target}`);
}

/** What has the focus, by test id (or tag when it has none). */
const focusedId = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute("data-testid") ?? element?.tagName.toLowerCase() ?? "";
  });

test("a signed-in member buys with the keyboard alone, from the game page to the delivered order", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page, isMobile ? "keyboard.phone" : "keyboard.desktop");
  await page.goto("/games/pubg-mobile");
  // The working order form replaces the server's copy once its code is in.
  await expect(page.getByTestId("player-form")).toBeVisible();

  // The packages: one tab stop, the chosen card; the arrows move the choice and the focus.
  const options = page.getByTestId("package-option");
  const count = await options.count();
  expect(count).toBeGreaterThan(2);
  await tabTo(page, options.first());
  await expect(options.first()).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowRight");
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");
  await expect(options.nth(1)).toBeFocused();
  await expect(options.first()).toHaveAttribute("aria-checked", "false");
  await page.keyboard.press("End");
  await expect(options.last()).toBeFocused();
  await expect(options.last()).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowDown");
  await expect(options.first()).toBeFocused();
  await page.keyboard.press("ArrowUp");
  await expect(options.last()).toBeFocused();
  await page.keyboard.press("Home");
  await page.keyboard.press("ArrowDown");
  await expect(options.nth(1)).toBeFocused();
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");
  // Tab leaves the group from the chosen card; Shift+Tab comes back to that card alone.
  await page.keyboard.press("Tab");
  expect(await focusedId(page)).not.toBe("package-option");
  await page.keyboard.press("Shift+Tab");
  await expect(options.nth(1)).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The player: typed, checked with Enter in the field.
  await tabTo(page, page.getByTestId("player-field-playerId"));
  await page.keyboard.type("5123456783");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  // The order form totals the card chosen with the arrows.
  await expect(options.nth(1)).toContainText(
    (await page.getByTestId("buy-total").textContent()) ?? "-",
  );

  await tabTo(page, page.getByTestId("buy-now"));
  await page.keyboard.press("Enter");
  await page.waitForURL("**/payment?buyNow=*");

  // The payment page: the card method chosen with the arrows of the native radio group.
  await expect(page.getByTestId("payment-email")).not.toHaveValue("");
  const card = page.getByTestId("payment-method-card");
  await tabTo(page, page.getByTestId("payment-methods").locator("input:checked"));
  if (!(await card.isChecked())) {
    for (let step = 0; step < 4 && !(await card.isChecked()); step += 1) {
      await page.keyboard.press("ArrowUp");
    }
  }
  await expect(card).toBeChecked();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await tabTo(page, page.getByTestId("payment-pay"));
  await page.keyboard.press("Enter");

  // The sandbox's pay page: the expiry typed without a slash gets one as it is typed.
  await page.waitForURL("**/sandbox/pay/**");
  await tabTo(page, page.locator("#card-number"));
  await page.keyboard.type("4242424242424242");
  await page.keyboard.press("Tab");
  await expect(page.locator("#card-expiry")).toBeFocused();
  await page.keyboard.type("1230");
  await expect(page.locator("#card-expiry")).toHaveValue("12 / 30");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Keys Only");
  expect(await seriousAxeViolations(page)).toEqual([]);
  await page.keyboard.press("Enter");

  await page.waitForURL("**/purchase-success?orderId=*");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
    timeout: 30_000,
  });
  await expect(page.getByTestId("order-item-transaction")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("a guest buys with the keyboard alone, giving an e-mail on the payment page", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(120_000);
  const email = `keyboard.guest.${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}@example.com`;
  await page.goto("/games/pubg-mobile");
  await expect(page.getByTestId("player-form")).toBeVisible();
  const options = page.getByTestId("package-option");
  await tabTo(page, options.first());
  await page.keyboard.press("ArrowRight");
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");
  await tabTo(page, page.getByTestId("player-field-playerId"));
  await page.keyboard.type("5123456783");
  await page.keyboard.press("Enter");
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  await tabTo(page, page.getByTestId("buy-now"));
  await page.keyboard.press("Enter");

  // No account: the payment page asks for the address the receipt and the order's link go to.
  await page.waitForURL("**/payment?buyNow=*");
  await expect(page.getByTestId("payment-guest-note")).toBeVisible();
  await tabTo(page, page.getByTestId("payment-email"));
  await page.keyboard.type(email);
  await tabTo(page, page.getByTestId("payment-pay"));
  await page.keyboard.press("Enter");

  await page.waitForURL("**/sandbox/pay/**");
  await tabTo(page, page.locator("#card-number"));
  await page.keyboard.type("4242424242424242");
  await page.keyboard.press("Tab");
  await page.keyboard.type("1230");
  await page.keyboard.press("Tab");
  await page.keyboard.type("123");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Keys Only");
  await page.keyboard.press("Enter");

  await page.waitForURL("**/purchase-success?orderId=*&key=*");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
    timeout: 30_000,
  });
  expect(await seriousAxeViolations(page)).toEqual([]);
});

test("the package cards follow the reading direction in Arabic", async ({ page }) => {
  await page.goto("/games/pubg-mobile?lang=ar");
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const options = page.getByTestId("package-option");
  await tabTo(page, options.first());
  // Right-to-left: Left goes on to the next card, Right back.
  await page.keyboard.press("ArrowLeft");
  await expect(options.nth(1)).toBeFocused();
  await expect(options.nth(1)).toHaveAttribute("aria-checked", "true");
  await page.keyboard.press("ArrowRight");
  await expect(options.first()).toBeFocused();
  await expect(options.first()).toHaveAttribute("aria-checked", "true");
  expect(await seriousAxeViolations(page)).toEqual([]);
});
