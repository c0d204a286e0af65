import { createFreshAccount, signInAsAdmin } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * Customers: a manager finds a shopper by part of the name, opens the shopper's page and blocks
 * the account with a reason; the shopper's sign-in then shows the blocked message; after an
 * unblock the shopper signs in again. Every screen, the dialog included, is checked with axe.
 */

const password = "Violet-Cyan-42!";

async function logInOnPage(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("login-submit").click();
}

async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
}

test.describe("admin customers", () => {
  test("a manager finds a shopper, blocks the account with a reason, and unblocks it", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const tag = `${isMobile ? "phone" : "desktop"}${Date.now().toString(36)}`;
    const name = `Nova Blocked ${tag}`;
    const { email } = await createFreshAccount(page.request, `blocked.${tag}`, name);

    await page.goto("/");
    await signInAsAdmin(page, "manager");
    await page.goto("/admin/customers");
    await expect(page.getByTestId("admin-customers-table")).toBeVisible();
    await expect(page.locator('a[href="/admin/customers"]').first()).toBeAttached();
    await page.getByLabel("Name or e-mail contains").fill(tag.toUpperCase());
    await page.getByTestId("admin-customers-search").click();
    await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`));
    const row = page.getByTestId("admin-customer-row");
    await expect(row).toHaveCount(1);
    await expect(row).toContainText(email);
    await expect(row.getByTestId("admin-customer-blocked")).toHaveCount(0);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole("link", { name }).click();
    await expect(page.getByTestId("admin-customer")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByTestId("admin-customer-methods")).toHaveText("Password");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByTestId("admin-customer-toggle-block").click();
    const dialog = page.getByTestId("admin-customer-confirm");
    await expect(dialog).toBeVisible();
    await expect(page.getByTestId("admin-customer-confirm-yes")).toBeDisabled();
    await dialog.getByLabel("Reason (seen by staff only)").fill("Chargebacks on three orders");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("admin-customer-confirm-yes").click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId("admin-customer-block")).toContainText(
      "Chargebacks on three orders",
    );
    await expect(page.getByTestId("admin-customer-events")).toContainText("account-blocked");

    // The shopper's sign-in now says the account is blocked.
    await signOut(page);
    await logInOnPage(page, email);
    await expect(page.getByTestId("login-error")).toContainText(
      "This account is blocked. Contact support.",
    );
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Unblocked, the shopper signs in again.
    await page.goto("/");
    await signInAsAdmin(page, "manager");
    await page.goto(`/admin/customers?q=${encodeURIComponent(email)}`);
    await expect(
      page.getByTestId("admin-customer-row").getByTestId("admin-customer-blocked"),
    ).toBeVisible();
    await page.getByTestId("admin-customer-row").getByRole("link", { name }).click();
    await page.getByTestId("admin-customer-toggle-block").click();
    await expect(page.getByTestId("admin-customer-confirm")).toContainText(
      `${name} can sign in and buy again.`,
    );
    await page.getByTestId("admin-customer-confirm-yes").click();
    await expect(page.getByTestId("admin-customer-block")).toHaveCount(0);

    await signOut(page);
    await logInOnPage(page, email);
    await expect(page.getByTestId("login-success")).toBeVisible();
  });
});
