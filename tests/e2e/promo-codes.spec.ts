import { signInAsAdmin } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

// Promo codes: a manager creates one on the admin screen; a guest applies it on the payment
// page, pays the discounted total at the provider, and sees the discount on the order page.

test.describe("promo codes", () => {
  test("a manager creates a code and a buyer pays the discounted total", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const code = `E2E${isMobile ? "P" : "D"}${Date.now().toString(36).toUpperCase()}`;

    await signInAsAdmin(page, "manager");
    await page.goto("/admin/promo-codes");
    await expect(page.getByTestId("admin-promos-table")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("admin-promo-add").click();
    const dialog = page.getByTestId("admin-promo-dialog");
    await expect(dialog).toBeVisible();
    await page.getByTestId("admin-promo-code").fill(code.toLowerCase());
    await page.getByTestId("admin-promo-amount").fill("20");
    await page.getByTestId("admin-promo-total-limit").fill("50");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("admin-promo-save").click();
    await expect(dialog).toBeHidden();
    const row = page.getByTestId("admin-promo-row").filter({ hasText: code });
    await expect(row).toContainText("20%");
    await expect(row).toContainText("0 / 50");

    // A guest now: the admin's session is gone.
    await page.evaluate(() => localStorage.clear());
    await page.goto("/games/pubg-mobile");
    await page.getByTestId("player-field-playerId").fill("5123456789");
    await page.getByTestId("check-player").click();
    await expect(page.getByTestId("player-nickname")).toBeVisible();
    await page.getByTestId("package-option").nth(1).click();
    await page.getByTestId("buy-now").click();
    await page.waitForURL("**/payment?buyNow=1");

    // An unknown code is refused with the reason; the right one (any case) applies.
    await page.getByTestId("promo-input").fill("NOT-A-CODE");
    await page.getByTestId("promo-apply").click();
    await expect(page.getByTestId("promo-problem")).toHaveText("This promo code does not exist.");
    await expect(page.getByTestId("payment-total")).toHaveText("$4.99");
    await page.getByTestId("promo-input").fill(code.toLowerCase());
    await page.getByTestId("promo-apply").click();
    await expect(page.getByTestId("promo-applied")).toContainText(code);
    await expect(page.getByTestId("payment-discount")).toHaveText("−$0.99");
    await expect(page.getByTestId("payment-total")).toHaveText("$4.00");
    await expect(page.getByTestId("payment-pay")).toContainText("$4.00");
    expect(await seriousAxeViolations(page)).toEqual([]);

    const email = `promo.${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}@example.com`;
    await page.getByTestId("payment-email").fill(email);
    await page.getByTestId("payment-method-card").check();
    await page.getByTestId("payment-pay").click();

    await page.waitForURL("**/sandbox/pay/**");
    await expect(page.locator(".amount")).toContainText("$4.00");
    await page.locator("#card-number").fill("4242 4242 4242 4242");
    await page.locator("#card-expiry").fill("12/30");
    await page.locator("#card-cvc").fill("123");
    await page.locator("#card-name").fill("Promo Guest");
    await page.locator("#pay-submit").click();

    await page.waitForURL("**/purchase-success?orderId=*&key=*");
    await expect(page.getByTestId("order-discount")).toHaveText("−$0.99");
    await expect(page.getByTestId("order-subtotal")).toHaveText("$4.99");
    await expect(page.getByTestId("order-total")).toHaveText("$4.00");
    await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
      timeout: 30_000,
    });
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
