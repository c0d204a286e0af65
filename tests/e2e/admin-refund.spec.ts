import { signInAsAdmin } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

// A refund of a delivered order: a guest buys now and gets the top-up delivered on the sandbox;
// a manager refunds its line with a reason from the order's admin page; the guest's order page,
// opened through its signed link, shows the line and the order refunded.

test.describe("refund of a delivered order", () => {
  test("a manager refunds a delivered line with a reason; the guest's signed order page shows it", async ({
    page,
    browser,
    isMobile,
  }, testInfo) => {
    test.setTimeout(120_000);
    const email = `refund.${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}@example.com`;
    await page.goto("/games/pubg-mobile");
    await page.getByTestId("player-field-playerId").fill("5123456789");
    await page.getByTestId("check-player").click();
    await expect(page.getByTestId("player-nickname")).toBeVisible();
    await page.getByTestId("package-option").nth(1).click();
    await page.getByTestId("buy-now").click();
    await page.waitForURL("**/payment?buyNow=1");
    await page.getByTestId("payment-email").fill(email);
    await page.getByTestId("payment-method-card").check();
    await page.getByTestId("payment-pay").click();
    await page.waitForURL("**/sandbox/pay/**");
    await page.locator("#card-number").fill("4242 4242 4242 4242");
    await page.locator("#card-expiry").fill("12/30");
    await page.locator("#card-cvc").fill("123");
    await page.locator("#card-name").fill("Nova Guest");
    await page.locator("#pay-submit").click();
    await page.waitForURL("**/purchase-success?orderId=*&key=*");
    await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
      timeout: 30_000,
    });
    const success = new URL(page.url());
    const orderId = success.searchParams.get("orderId") ?? "";
    const orderPath = `/orders/${orderId}?key=${success.searchParams.get("key") ?? ""}`;

    await signInAsAdmin(page, "manager");
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByTestId("admin-order-status")).toHaveText("Completed");
    await page.getByTestId("admin-action-refund").click();
    const dialog = page.getByTestId("admin-refund-dialog");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("admin-refund-remaining")).toContainText("Refundable:");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // No reason: the form says so and nothing is sent.
    await dialog.getByLabel("Chosen lines").check();
    await dialog.getByRole("checkbox").first().check();
    await page.getByTestId("admin-refund-submit").click();
    await expect(dialog.getByRole("alert")).toContainText("Give a reason");
    await page.getByTestId("admin-refund-reason").fill("The buyer entered the wrong player ID");
    await page.getByTestId("admin-refund-submit").click();

    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("admin-order-status")).toHaveText("Refunded");
    const refunds = page.getByTestId("admin-order-refunds");
    await expect(refunds).toContainText("The buyer entered the wrong player ID");
    await expect(refunds).toContainText("Refunded");
    await expect(page.getByTestId("admin-action-refund")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The guest, in a browser of their own, through the order's signed link.
    const guest = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport ?? null,
    });
    try {
      const buyer = await guest.newPage();
      await buyer.goto(orderPath);
      await expect(buyer.getByTestId("order-page")).toBeVisible();
      await expect(buyer.getByTestId("order-timeline")).toHaveAttribute("data-status", "refunded");
      await expect(buyer.getByTestId("order-page")).toContainText("Refunded");
      expect(await seriousAxeViolations(buyer)).toEqual([]);
    } finally {
      await guest.close();
    }
  });
});
