import { signInAsAdmin, signInAsOwner, signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * The admin panel as the shop's owner runs it: a purchase made by a buyer shows on the
 * dashboard and in the order search; its detail page takes a note. The owner account is the one
 * the e2e server creates at start.
 */

async function buyOnePackage(page: Page): Promise<string> {
  const email = await signInFreshAccount(page, "admin.buyer");
  await page.goto("/games/pubg-mobile");
  await page.getByTestId("player-field-playerId").fill("5123456789");
  await page.getByTestId("check-player").click();
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  await page.getByTestId("package-option").nth(1).click();
  await page.getByTestId("add-to-cart").click();
  await expect(page.getByTestId("cart-badge")).toHaveText("1");
  await page.goto("/payment");
  await expect(page.getByTestId("payment-email")).toHaveValue(email);
  await page.getByTestId("payment-method-card").check();
  await page.getByTestId("payment-pay").click();
  await page.waitForURL("**/sandbox/pay/**");
  await page.locator("#card-number").fill("4242 4242 4242 4242");
  await page.locator("#card-expiry").fill("12/30");
  await page.locator("#card-cvc").fill("123");
  await page.locator("#card-name").fill("Nova Buyer");
  await page.locator("#pay-submit").click();
  await page.waitForURL("**/purchase-success?orderId=*");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
    timeout: 20_000,
  });
  return email;
}

test.describe("admin panel", () => {
  test("the owner sees a new purchase on the dashboard, finds it and notes it", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    const buyerContext = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      viewport: testInfo.project.use.viewport ?? null,
    });
    let email = "";
    try {
      email = await buyOnePackage(await buyerContext.newPage());
    } finally {
      await buyerContext.close();
    }

    await signInAsOwner(page);
    await page.evaluate(() =>
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
      ),
    );
    await page.goto("/admin-dashboard");
    const dashboard = page.getByTestId("admin-dashboard");
    await expect(dashboard).toBeVisible();
    // At least this test's purchase was paid today.
    await expect(page.getByTestId("admin-kpi").first()).not.toContainText(/\b0 paid orders/);
    // The dashboard reads every order of the window: allow for a busy machine.
    await expect(page.getByTestId("admin-revenue-chart")).toBeVisible({ timeout: 20_000 });
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/admin/orders");
    await page.getByLabel("Order, e-mail, player ID or game").fill(email);
    await page
      .getByRole("form", { name: "Search orders" })
      .getByRole("button", { name: "Search", exact: true })
      .click();
    await expect(page.getByText("1 order", { exact: true })).toBeVisible();
    const row = page.getByTestId("admin-orders-table").getByRole("row").filter({ hasText: email });
    await expect(row).toContainText("Completed");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await row.getByRole("link").click();

    await expect(page.getByTestId("admin-order-status")).toHaveText("Completed");
    await expect(page.getByTestId("admin-order")).toContainText("5123456789");
    const note = `Checked with the buyer ${Date.now()}`;
    await page.getByLabel("Add a note (only staff see it)").fill(note);
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByTestId("admin-order-notes")).toContainText(note);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("a shopper is turned away from the admin screens", async ({ page }) => {
    await signInFreshAccount(page, "admin.curious");
    await page.goto("/admin/orders");
    await page.waitForURL("**/account");
    const reply = await page.request.get("/api/admin/orders", {
      headers: {
        authorization: `Bearer ${await page.evaluate(() => localStorage.getItem("token"))}`,
      },
    });
    expect(reply.status()).toBe(403);
  });

  test("every admin area opens for the owner, in English and Arabic, without serious axe findings", async ({
    page,
  }) => {
    // Every admin page twice (English, Arabic), each with an axe scan: over 180 s on a busy
    // 2-core machine. A time limit, not a speed check (speed is measured by bench/).
    test.setTimeout(360_000);
    await signInAsAdmin(page, "owner");
    const areas: { path: string; ready: string }[] = [
      { path: "/admin-dashboard", ready: "admin-dashboard" },
      { path: "/admin/games", ready: "main h1" },
      { path: "/admin/game/add", ready: "main h1" },
      { path: "/admin/packages", ready: "main h1" },
      { path: "/admin/home-games", ready: "admin-home-list-trending" },
      { path: "/admin/currencies", ready: "main h1" },
      { path: "/admin/translations?language=ar", ready: "main h1" },
      { path: "/admin/blogs", ready: "main h1" },
      { path: "/admin/blog/create", ready: "guide-editor" },
      { path: "/admin/orders", ready: "main h1" },
      { path: "/admin/admins", ready: "main h1" },
      { path: "/admin/audit-log", ready: "main h1" },
    ];
    for (const language of ["en", "ar"]) {
      for (const area of areas) {
        const separator = area.path.includes("?") ? "&" : "?";
        await page.goto(`${area.path}${separator}lang=${language}`);
        const ready = area.ready.includes(" ")
          ? page.locator(area.ready).first()
          : page.getByTestId(area.ready);
        await expect(ready, area.path).toBeVisible();
        // Loaded, not a skeleton: no loading placeholder left on the screen.
        await expect(page.locator(".animate-pulse"), area.path).toHaveCount(0, { timeout: 10_000 });
        expect(await seriousAxeViolations(page), `${area.path} (${language})`).toEqual([]);
      }
    }
  });

  test("the business areas open for the owner, in English and Arabic, without serious axe findings", async ({
    page,
  }) => {
    // Promo codes, customers, the two inboxes, two-factor sign-in and the fraud rules: the same walk
    // as above, its own time limit (not a speed check).
    test.setTimeout(360_000);
    await signInAsAdmin(page, "owner");
    const areas = [
      "/admin/promo-codes",
      "/admin/customers",
      "/admin/subscribers",
      "/admin/partners",
      "/admin/two-factor",
      "/admin/risk",
    ];
    for (const language of ["en", "ar"]) {
      for (const path of areas) {
        await page.goto(`${path}?lang=${language}`);
        await expect(page.locator("main h1").first(), path).toBeVisible();
        await expect(page.locator(".animate-pulse"), path).toHaveCount(0, { timeout: 10_000 });
        await expect(page.locator("html"), path).toHaveAttribute(
          "dir",
          language === "ar" ? "rtl" : "ltr",
        );
        expect(await seriousAxeViolations(page), `${path} (${language})`).toEqual([]);
      }
    }
  });
});
