import { readFile } from "node:fs/promises";
import { parse } from "csv-parse/sync";
import { signInAsAdmin } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * Exports and inboxes: a manager downloads the orders CSV of today and finds a guest's order in
 * it, lists newsletter subscribers, and marks a partner enquiry answered; support reads the
 * partner inbox but may neither mark nor export. Every screen is checked with axe.
 */

const from = () => ({
  "x-forwarded-for": `10.82.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
});

/** A guest places an order (left unpaid at the provider's page); returns the buyer's e-mail. */
async function placeGuestOrder(page: Page, email: string): Promise<void> {
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
}

test.describe("admin exports and inboxes", () => {
  test("a manager exports orders, lists subscribers and answers a partner; support only reads", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(150_000);
    const tag = `${isMobile ? "phone" : "desktop"}.${Date.now().toString(36)}`;
    const buyerEmail = `export.${tag}@example.com`;
    const readerEmail = `reader.${tag}@example.com`;
    const company = `Inbox Guild ${tag}`;

    await placeGuestOrder(page, buyerEmail);
    const subscribed = await page.request.post("/api/newsletter", {
      headers: from(),
      data: { email: readerEmail, language: "fr" },
    });
    expect(subscribed.status(), await subscribed.text()).toBe(200);
    const enquired = await page.request.post("/api/partner-enquiries", {
      headers: from(),
      data: {
        name: "Ada Partner",
        email: `partner.${tag}@example.com`,
        company,
        kind: "reseller",
        message: "We would like to resell top-ups in our shops.\nCan we talk next week?",
      },
    });
    expect(enquired.status(), await enquired.text()).toBe(200);

    // The manager downloads today's orders; the file holds the guest's order.
    await page.evaluate(() => localStorage.clear());
    await signInAsAdmin(page, "manager");
    const today = new Date().toISOString().slice(0, 10);
    await page.goto(`/admin/orders?from=${today}&to=${today}`);
    await expect(page.getByTestId("admin-orders-table")).toBeVisible();
    // The menu offers both inboxes to a manager.
    await expect(page.locator('a[href="/admin/subscribers"]').first()).toBeAttached();
    await expect(page.locator('a[href="/admin/partners"]').first()).toBeAttached();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByTestId("admin-orders-export").click(),
    ]);
    expect(download.suggestedFilename()).toBe(`gamezone-orders-${today}-${today}.csv`);
    const rows = parse(await readFile(await download.path()), {
      bom: true,
      columns: true,
    }) as Record<string, string>[];
    const row = rows.find((line) => line.buyer_email === buyerEmail);
    expect(row).toMatchObject({
      game: "PUBG Mobile",
      player: "5123456789",
      order_status: "pending_payment",
      payment_method: "card",
    });
    expect(row?.order_total_usd).toMatch(/^\d+\.\d{2}$/);

    // Newsletter subscribers: counts, a search by part of the address.
    await page.goto(`/admin/subscribers?q=${encodeURIComponent(`reader.${tag}`)}`);
    await expect(page.getByTestId("admin-subscriber-counts")).toBeVisible();
    const subscriber = page.getByTestId("admin-subscriber-row");
    await expect(subscriber).toHaveCount(1);
    await expect(subscriber).toContainText(readerEmail);
    await expect(subscriber).toContainText("Pending");
    expect(await seriousAxeViolations(page)).toEqual([]);

    // Partner enquiries: read one in full and mark it answered.
    await page.goto("/admin/partners?state=unanswered");
    const enquiry = page.getByTestId("admin-partner-row").filter({ hasText: company });
    await expect(enquiry).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await enquiry.getByRole("button", { name: `Read the enquiry from ${company}` }).click();
    const dialog = page.getByTestId("admin-partner-dialog");
    await expect(dialog).toContainText("Can we talk next week?");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await dialog.getByTestId("admin-partner-mark").click();
    await expect(dialog.getByTestId("admin-partner-status")).toContainText("Answered by manager.");
    await expect(dialog.getByTestId("admin-partner-mark")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("admin-partner-row").filter({ hasText: company })).toHaveCount(0);

    // Support reads the inbox, but neither marks nor exports.
    await page.evaluate(() => localStorage.clear());
    await signInAsAdmin(page, "support");
    await page.goto("/admin/partners");
    const answered = page.getByTestId("admin-partner-row").filter({ hasText: company });
    await expect(answered).toContainText("Answered");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await answered.getByRole("button", { name: `Read the enquiry from ${company}` }).click();
    await expect(page.getByTestId("admin-partner-dialog")).toContainText("Answered by manager.");
    await expect(page.getByTestId("admin-partner-mark")).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto(`/admin/orders?from=${today}&to=${today}`);
    await expect(page.getByTestId("admin-orders-table")).toBeVisible();
    await expect(page.getByTestId("admin-orders-export")).toHaveCount(0);
    await expect(page.locator('a[href="/admin/partners"]').first()).toBeAttached();
    await expect(page.locator('a[href="/admin/subscribers"]')).toHaveCount(0);
    await page.goto("/admin/subscribers");
    await expect(page.getByTestId("admin-subscribers-table")).toHaveCount(0);
    await expect(page.getByText("Your admin role does not include this area.")).toBeVisible();
  });
});
