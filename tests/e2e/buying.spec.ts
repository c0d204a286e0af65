import AxeBuilder from "@axe-core/playwright";
import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/** A fresh signed-in buyer, labelled so a failing test's account is easy to find. */
function signIn(page: Page, label: string): Promise<string> {
  return signInFreshAccount(page, `buy.${label}`);
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map(
      (violation) =>
        `${violation.id}: ${violation.nodes
          .map((node) => node.target.join(" "))
          .slice(0, 3)
          .join(", ")}`,
    );
}

async function checkPlayer(page: Page, playerId: string): Promise<void> {
  await page.goto("/games/pubg-mobile");
  await page.getByTestId("player-field-playerId").fill(playerId);
  await page.getByTestId("check-player").click();
  await expect(page.getByTestId("player-nickname")).toBeVisible();
}

async function payOnSandbox(page: Page, card: string): Promise<void> {
  await page.waitForURL("**/sandbox/pay/**");
  await page.locator("#card-number").fill(card);
  await page.locator("#card-expiry").fill("12/30");
  await page.locator("#card-cvc").fill("123");
  await page.locator("#card-name").fill("Nova Buyer");
  await page.locator("#pay-submit").click();
}

test.describe("buying", () => {
  test("player check → cart → /payment → sandbox card → delivered live, e-mailed, in /account", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const email = await signIn(page, isMobile ? "phone" : "desktop");
    await checkPlayer(page, "5123456789");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("package-option").nth(1).click();
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");

    await page.getByTestId("header-cart").click();
    await expect(page.getByTestId("cart-modal")).toBeVisible();
    await expect(page.getByTestId("cart-row")).toHaveCount(1);
    await expect(page.getByTestId("cart-total")).toContainText("$");
    await page.getByTestId("cart-modal-view").click();
    await page.waitForURL("**/cart");
    await page.getByTestId("cart-row-increase").click();
    await expect(page.getByTestId("cart-row-quantity")).toContainText("2");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("cart-checkout").click();

    await page.waitForURL("**/payment");
    await expect(page.getByTestId("payment-line-player")).toContainText("5123456789");
    await expect(page.getByTestId("payment-email")).toHaveValue(email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("payment-method-card").check();
    await page.getByTestId("payment-pay").click();
    await payOnSandbox(page, "4242 4242 4242 4242");

    await page.waitForURL("**/purchase-success?orderId=*");
    // The page reaches Completed by itself: no reload.
    await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
      timeout: 20_000,
    });
    await expect(page.getByTestId("order-item-transaction")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await expect
      .poll(
        async () => {
          const box = await (
            await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
          ).json();
          return box.data.map((message: { subject: string }) => message.subject).join(" | ");
        },
        { timeout: 15_000 },
      )
      .toMatch(/Receipt.*|.*delivered/);
    const subjects = (
      await (await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()
    ).data
      .map((message: { subject: string }) => message.subject)
      .join(" | ");
    expect(subjects).toMatch(/Receipt/);
    expect(subjects).toMatch(/delivered/);

    await page.goto("/account");
    await expect(page.getByTestId("purchase-row").first()).toBeVisible();
    await expect(page.getByTestId("purchase-status").first()).toHaveAttribute("data-tone", "green");
  });

  test("a declined card leaves the order cancelled and the cart intact", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, isMobile ? "declined-phone" : "declined-desktop");
    await checkPlayer(page, "5123456781");
    await page.getByTestId("add-to-cart").click();
    await expect(page.getByTestId("cart-badge")).toHaveText("1");
    await page.goto("/payment");
    await page.getByTestId("payment-method-card").check();
    // As a person would: pay once the form shows the receipt address from the profile.
    await expect(page.getByTestId("payment-email")).not.toHaveValue("");
    await page.getByTestId("payment-pay").click();
    await payOnSandbox(page, "4000 0000 0000 0002");
    await expect(page.locator("#pay-status")).toContainText("Your card was declined.");
    await page.locator("#pay-cancel").click();
    await page.waitForURL("**/payment?cancelled=*");
    await expect(page.getByTestId("payment-cancelled")).toBeVisible();
    await expect(page.getByTestId("payment-line")).toHaveCount(1);
  });

  test("a delivery the game refuses ends refunded, and the order page says so", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, isMobile ? "refund-phone" : "refund-desktop");
    await checkPlayer(page, "5123459999");
    await page.getByTestId("buy-now").click();
    await page.waitForURL("**/payment**");
    await page.getByTestId("payment-method-card").check();
    // As a person would: pay once the form shows the receipt address from the profile.
    await expect(page.getByTestId("payment-email")).not.toHaveValue("");
    await page.getByTestId("payment-pay").click();
    await payOnSandbox(page, "4242424242424242");
    await page.waitForURL("**/purchase-success?orderId=*");
    await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "refunded", {
      timeout: 30_000,
    });
  });

  test("the whole purchase works with the keyboard alone", async ({ page, isMobile }) => {
    test.setTimeout(90_000);
    await signIn(page, isMobile ? "keys-phone" : "keys-desktop");
    await page.goto("/games/pubg-mobile");
    await page.getByTestId("player-field-playerId").focus();
    await page.keyboard.type("5123456782");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("player-nickname")).toBeVisible();
    await page.getByTestId("buy-now").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/payment**");
    await page.getByTestId("payment-method-card").focus();
    await page.keyboard.press("Space");
    // As a person would: pay once the form shows the receipt address from the profile.
    await expect(page.getByTestId("payment-email")).not.toHaveValue("");
    await page.getByTestId("payment-pay").focus();
    await page.keyboard.press("Enter");
    await page.waitForURL("**/sandbox/pay/**");
    await page.getByLabel("Card number").focus();
    await page.keyboard.type("4242424242424242");
    await page.keyboard.press("Tab");
    await page.keyboard.type("12/30");
    await page.keyboard.press("Tab");
    await page.keyboard.type("123");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Keys Only");
    await page.keyboard.press("Enter");
    await page.waitForURL("**/purchase-success?orderId=*");
    await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
      timeout: 20_000,
    });
  });
});
