import { signInAsAdmin, signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import {
  type Browser,
  expect,
  type Page,
  type TestInfo,
  test,
} from "#tests/support/e2e-fixtures.ts";

/**
 * Staff at work on orders that went wrong. The sandbox makes them on purpose: a player ID ending
 * in 6666 is refused on its first delivery attempt, one ending in 9999 always, and the test card
 * 4000 0000 0000 5126 refuses its payment's first refund, so the automatic refund fails and the
 * order waits on hold for a person.
 */

const refundFailsOnce = "4000 0000 0000 5126";

/** A buyer pays for one package for `playerId`; returns the order id once it is on hold. */
async function buyOrderThatNeedsStaff(
  browser: Browser,
  testInfo: TestInfo,
  playerId: string,
): Promise<{ orderId: string; buyer: Page }> {
  const context = await browser.newContext({
    baseURL: testInfo.project.use.baseURL,
    viewport: testInfo.project.use.viewport ?? null,
  });
  const page = await context.newPage();
  await signInFreshAccount(page, "staff.buyer");
  await page.goto("/games/pubg-mobile");
  await page.getByTestId("player-field-playerId").fill(playerId);
  await page.getByTestId("check-player").click();
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  await page.getByTestId("package-option").first().click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/payment");
  await page.getByTestId("payment-method-card").check();
  await page.getByTestId("payment-pay").click();
  await page.waitForURL("**/sandbox/pay/**");
  await page.locator("#card-number").fill(refundFailsOnce);
  await page.locator("#card-expiry").fill("12/30");
  await page.locator("#card-cvc").fill("123");
  await page.locator("#card-name").fill("Nova Buyer");
  await page.locator("#pay-submit").click();
  await page.waitForURL("**/purchase-success?orderId=*");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "on_hold", {
    timeout: 30_000,
  });
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  expect(orderId).not.toBe("");
  return { orderId, buyer: page };
}

async function confirmAction(page: Page, label: string) {
  await page.getByTestId("admin-order-actions").getByRole("button", { name: label }).click();
  await page.getByTestId("admin-confirm-yes").click();
}

test.describe("staff on orders that went wrong", () => {
  test("support retries a failed delivery and cannot refund", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { orderId, buyer } = await buyOrderThatNeedsStaff(browser, testInfo, "5123456666");
    await buyer.context().close();

    await signInAsAdmin(page, "support");
    await page.goto(`/admin/orders/${orderId}`);
    await expect(page.getByTestId("admin-order-status")).toHaveText("On Hold");
    const actions = page.getByTestId("admin-order-actions");
    await expect(actions.getByRole("button", { name: "Retry delivery" })).toBeVisible();
    await expect(actions.getByRole("button", { name: "Refund" })).toHaveCount(0);
    const refund = await page.request.post(`/api/admin/orders/${orderId}/refund`, {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}`,
      },
      data: { reason: "Not allowed" },
    });
    expect(refund.status()).toBe(403);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await confirmAction(page, "Retry delivery");
    await expect(page.getByTestId("admin-order-status")).toHaveText("Completed", {
      timeout: 30_000,
    });
  });

  test("a manager refunds an order whose automatic refund failed; the buyer sees it refunded", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const { orderId, buyer } = await buyOrderThatNeedsStaff(browser, testInfo, "5123459999");
    try {
      await signInAsAdmin(page, "manager");
      await page.goto(`/admin/orders/${orderId}`);
      await expect(page.getByTestId("admin-order-status")).toHaveText("On Hold");
      await page.getByTestId("admin-action-refund").click();
      await page.getByTestId("admin-refund-reason").fill("Could not be delivered");
      await page.getByTestId("admin-refund-submit").click();
      await expect(page.getByTestId("admin-order-status")).toHaveText("Refunded", {
        timeout: 30_000,
      });

      await buyer.goto("/account");
      const row = buyer.getByTestId("purchase-row").first();
      await expect(row).toContainText("Refunded");
    } finally {
      await buyer.context().close();
    }
  });
});
