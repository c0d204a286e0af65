import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

// Repeat buying: the player of a delivered order is offered with one tap next time (a member's
// from the account, a guest's from the browser), deleted in /settings; "Buy again" on /account
// puts a past order back in the cart.

async function payOnSandbox(page: Page): Promise<void> {
  await page.waitForURL("**/sandbox/pay/**");
  await page.locator("#card-number").fill("4242 4242 4242 4242");
  await page.locator("#card-expiry").fill("12/30");
  await page.locator("#card-cvc").fill("123");
  await page.locator("#card-name").fill("Nova Buyer");
  await page.locator("#pay-submit").click();
}

/** On the game page: a player typed and checked, the second package, Buy now, paid, delivered. */
async function buyNow(page: Page, playerId: string, email?: string): Promise<void> {
  await page.goto("/games/pubg-mobile");
  await page.getByTestId("player-field-playerId").fill(playerId);
  await page.getByTestId("check-player").click();
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  await page.getByTestId("package-option").nth(1).click();
  await page.getByTestId("buy-now").click();
  await page.waitForURL("**/payment?buyNow=1");
  // "Remember this player" is on unless the buyer turns it off.
  await expect(page.getByTestId("payment-remember-player")).toBeChecked();
  if (email) await page.getByTestId("payment-email").fill(email);
  else await expect(page.getByTestId("payment-email")).not.toHaveValue("");
  await page.getByTestId("payment-method-card").check();
  await page.getByTestId("payment-pay").click();
  await payOnSandbox(page);
  await page.waitForURL("**/purchase-success?orderId=*");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
    timeout: 30_000,
  });
}

test.describe("saved players and buy again", () => {
  test("a member picks the saved player with one tap, deletes it in /settings, buys again from /account", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    await signInFreshAccount(page, `sp.${isMobile ? "m" : "d"}`);
    await buyNow(page, "5123456789");

    // Back on the game page: the delivered order's player is offered first.
    await page.goto("/games/pubg-mobile");
    const saved = page.getByTestId("saved-player");
    await expect(saved).toHaveCount(1);
    await expect(saved).toContainText("5123456789");
    await expect(page.getByTestId("player-field-playerId")).toHaveValue("");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saved.click();
    await expect(page.getByTestId("player-field-playerId")).toHaveValue("5123456789");
    // The player is checked again before paying, as for a typed one.
    await expect(page.getByTestId("player-nickname")).toBeVisible();
    await expect(page.getByTestId("buy-now")).toBeEnabled();

    // /account: Buy again puts the order back in the cart, at today's prices.
    await page.goto("/account");
    await expect(page.getByTestId("purchase-row")).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    // As a person would on a phone: the storage choice answered, so the bar covers nothing.
    await page
      .getByRole("region", { name: "Cookie and storage choice" })
      .getByRole("button", { name: "Reject" })
      .click();
    await page.getByTestId("buy-again").click();
    await page.waitForURL("**/cart");
    await expect(page.getByTestId("buy-again-note")).toBeVisible();
    await expect(page.getByTestId("cart-row")).toHaveCount(1);
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // /settings: the saved player is listed and deleted after a confirmation.
    await page.goto("/settings");
    const row = page.getByTestId("settings-saved-player");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText("PUBG Mobile");
    await expect(row).toContainText("5123456789");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByTestId("delete-saved-player").click();
    await expect(page.getByTestId("delete-saved-player-dialog")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("confirm-delete-saved-player").click();
    await expect(page.getByTestId("saved-players-empty")).toBeVisible();
    await page.goto("/games/pubg-mobile");
    await expect(page.getByTestId("player-form")).toBeVisible();
    await expect(page.getByTestId("saved-player")).toHaveCount(0);
  });

  test("a guest's player is kept in the browser only, filled in with one tap and forgotten", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const email = `saved.guest.${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}@example.com`;
    await buyNow(page, "5123456780", email);

    await page.goto("/games/pubg-mobile");
    const saved = page.getByTestId("saved-player");
    await expect(saved).toHaveCount(1);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await saved.click();
    await expect(page.getByTestId("player-field-playerId")).toHaveValue("5123456780");
    await expect(page.getByTestId("player-nickname")).toBeVisible();

    await page.getByTestId("forget-saved-player").click();
    await expect(page.getByTestId("saved-player")).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("player-form")).toBeVisible();
    await expect(page.getByTestId("saved-player")).toHaveCount(0);
  });
});
