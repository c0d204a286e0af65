import { signInAsAdmin } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

// Fraud rules and blocklists: a manager blocks an e-mail address on the admin screen and a guest
// checking out with it is refused with the neutral message (nothing to pay); the manager then
// edits a rule, and the dashboard counts the refused checkout.

test.describe("fraud rules and blocklists", () => {
  test("a manager blocks an e-mail, its guest checkout is refused; a rule is edited", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const email = `blocked.${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}@example.com`;

    await signInAsAdmin(page, "manager");
    await page.goto("/admin/risk");
    await expect(page.getByTestId("admin-risk-rules")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("admin-risk-block-kind").selectOption("email");
    await page.getByTestId("admin-risk-block-value").fill(email.toUpperCase());
    await page.getByTestId("admin-risk-block-form").getByRole("button").click();
    // Stored folded to lower case, as checkout compares it.
    await expect(page.getByTestId("admin-risk-entry").filter({ hasText: email })).toBeVisible();

    // A rule edited: the first (a demo rule) allows 7 orders in its window.
    const rule = page.getByTestId("admin-risk-rule").first();
    await rule.getByRole("button").click();
    const dialog = page.getByTestId("admin-risk-rule-dialog");
    await expect(dialog).toBeVisible();
    await page.getByTestId("admin-risk-rule-max-orders").fill("7");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("admin-risk-rule-save").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("admin-risk-rule").first()).toContainText("7");

    // A guest now: the admin's session is gone.
    await page.evaluate(() => localStorage.clear());
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
    await expect(page.getByTestId("payment-error")).toHaveText(
      "We can't accept this order. Contact support.",
    );
    await expect(page).toHaveURL(/\/payment\?buyNow=1/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    // The dashboard counts it among the blocked checkouts (the 30-day column, so a midnight
    // between the two steps does not matter; other tests may have added theirs).
    await signInAsAdmin(page, "manager");
    await page.goto("/admin-dashboard");
    const blocked = page
      .getByTestId("admin-risk-figures")
      .getByRole("row", { name: /Blocked checkouts/ });
    await expect(blocked.getByRole("cell").last()).not.toHaveText("0");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
