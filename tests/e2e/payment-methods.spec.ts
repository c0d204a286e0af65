import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

// Paying in the sandbox with each method that is not a card: an e-wallet approved in the
// "wallet", a QR code "scanned" on another device while the page waits, and a bank transfer
// that waits for the money until the sandbox says it arrived.

let sequence = 0;

/** Buys now as a guest (its own address and player) and goes to the sandbox with `method`. */
async function checkoutWith(page: Page, method: string, isMobile: boolean) {
  sequence += 1;
  const tag = `${isMobile ? "p" : "d"}${sequence}${Date.now().toString(36)}`;
  const playerId = `5${String(Date.now() % 1e8).padStart(8, "0")}${sequence}`.slice(0, 10);
  await page.goto("/games/pubg-mobile");
  await page.getByTestId("player-field-playerId").fill(playerId);
  await page.getByTestId("check-player").click();
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  await page.getByTestId("package-option").nth(0).click();
  await page.getByTestId("buy-now").click();
  await page.waitForURL("**/payment?buyNow=1");
  await page.getByTestId("payment-email").fill(`methods.${tag}@example.com`);
  await page.getByTestId(`payment-method-${method}`).check();
  await page.getByTestId("payment-pay").click();
  await page.waitForURL("**/sandbox/pay/**");
}

async function expectDelivered(page: Page) {
  await page.waitForURL("**/purchase-success?orderId=*");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
    timeout: 30_000,
  });
}

test.describe("payment methods in the sandbox", () => {
  test("the footer and the Payments page list the methods that are on", async ({ page }) => {
    await page.goto("/payments");
    const methods = page.locator("[data-method]");
    await expect(methods).toHaveCount(4);
    // Bank transfers are on: the processing times say how long one may take to arrive.
    await expect(page.getByText(/waits up to 24 hours/)).toBeVisible();
    await expect(page.getByTestId("footer-payments")).toContainText("Visa");
    await expect(page.getByTestId("footer-payments")).toContainText("E-wallet");
    await expect(page.getByTestId("footer-payments")).not.toContainText("PayPal");
  });

  test("pays with an e-wallet approved in the wallet", async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    await checkoutWith(page, "ewallet", isMobile);
    await expect(page.getByRole("button", { name: "Decline" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "Approve" }).click();
    await expectDelivered(page);
    await expect(page.getByTestId("order-payment-status")).toHaveText("Paid");
  });

  test("pays by QR code scanned on another device while the page waits", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    await checkoutWith(page, "qr", isMobile);
    await expect(page.locator(".qr svg")).toBeVisible();
    await expect(page.getByRole("button", { name: "I scanned it" })).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The "phone" opens what the code encodes; the pay page notices and moves on by itself.
    const sessionId = new URL(page.url()).pathname.split("/").pop() ?? "";
    const phone = await page.context().newPage();
    await phone.goto(`/sandbox/scan/${sessionId}`);
    await expect(phone.getByRole("heading", { name: /Payment sent/ })).toBeVisible();
    await phone.close();
    await expectDelivered(page);
  });

  test("pays by bank transfer: the order waits for the money, then the transfer arrives", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    await checkoutWith(page, "bank_transfer", isMobile);
    await expect(page.getByTestId("transfer-reference")).toHaveText(/^GZ-[0-9A-F]{8}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole("button", { name: "I have sent the transfer" }).click();

    await page.waitForURL("**/purchase-success?orderId=*");
    await expect(page.getByTestId("order-payment-status")).toHaveText("Awaiting transfer", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("order-transfer-note")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole("link", { name: "Transfer instructions" }).click();
    await page.waitForURL("**/sandbox/pay/**");
    await expect(page.getByTestId("transfer-reference")).toBeVisible();
    await page.getByRole("button", { name: "Simulate the transfer arriving" }).click();
    await expectDelivered(page);
    await expect(page.getByTestId("order-payment-status")).toHaveText("Paid");
    await expect(page.getByTestId("order-transfer-note")).toHaveCount(0);
  });
});
