import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

// Buying without an account: buy now on a game page, pay, follow the order through its signed
// link; /track e-mails that link again.

async function mailTextsTo(
  page: Page,
  email: string,
): Promise<{ subject: string; text: string }[]> {
  const box = await (
    await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)
  ).json();
  return box.data;
}

test.describe("guest checkout", () => {
  test("a guest buys now, pays, follows the order live and reopens it from the e-mailed link", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const email = `guest.${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}@example.com`;
    await page.goto("/games/pubg-mobile");
    await page.getByTestId("player-field-playerId").fill("5123456789");
    await page.getByTestId("check-player").click();
    await expect(page.getByTestId("player-nickname")).toBeVisible();
    await page.getByTestId("package-option").nth(1).click();
    await page.getByTestId("buy-now").click();

    await page.waitForURL("**/payment?buyNow=1");
    await expect(page.getByTestId("payment-guest-note")).toBeVisible();
    await expect(page.getByTestId("payment-email")).toHaveValue("");
    expect(await seriousAxeViolations(page)).toEqual([]);
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
    await expect(page.getByTestId("account-link")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";

    // The receipt carries the order's signed link; it opens the order in a fresh browser too.
    await expect
      .poll(async () => (await mailTextsTo(page, email)).map((mail) => mail.subject).join(" | "), {
        timeout: 15_000,
      })
      .toMatch(/Receipt/);
    const receipt = (await mailTextsTo(page, email)).find((mail) => /Receipt/.test(mail.subject));
    const link = /https?:\/\/\S+\/orders\/[0-9a-f-]{36}\?key=[A-Za-z0-9_-]+/.exec(
      receipt?.text ?? "",
    )?.[0];
    expect(link).toBeTruthy();
    const path = new URL(link ?? "").pathname + new URL(link ?? "").search;
    await page.context().clearCookies();
    await page.goto(path);
    await expect(page.getByTestId("order-page")).toBeVisible();
    await expect(page.getByTestId("order-guest-note")).toBeVisible();
    await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Without the key the order is nobody's business.
    await page.goto(`/orders/${orderId}?key=wrong`);
    await expect(page.getByTestId("order-error")).toBeVisible();

    // /track sends the link again.
    await page.goto("/track");
    expect(await seriousAxeViolations(page)).toEqual([]);
    const form = page.getByTestId("track-form");
    await form.getByLabel("Order number").fill(orderId);
    await form.getByLabel("Email").fill(email);
    await page.getByTestId("track-submit").click();
    await expect(page.getByTestId("track-sent")).toBeVisible();
    await expect
      .poll(
        async () =>
          (await mailTextsTo(page, email)).filter((mail) => mail.text.includes(path)).length,
        {
          timeout: 15_000,
        },
      )
      .toBeGreaterThanOrEqual(3);
  });
});
