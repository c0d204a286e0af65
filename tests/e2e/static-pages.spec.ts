import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

const pages = [
  { path: "/about", h1: "About GameZone" },
  { path: "/payments", h1: "Payment Options" },
  { path: "/faq", h1: "Frequently Asked Questions" },
  { path: "/guide", h1: "How to Buy on GameZone" },
  { path: "/shipping", h1: "Delivery Information" },
  { path: "/terms", h1: "Terms of Service" },
  { path: "/privacy", h1: "Privacy Policy" },
  { path: "/returns", h1: "Returns & Refunds" },
  { path: "/partner", h1: "Become a Partner" },
];

// The narrowest common phone: the pages must read without sideways scrolling.
test.beforeEach(async ({ page, isMobile }) => {
  if (isMobile) await page.setViewportSize({ width: 390, height: 844 });
});

/** Opens a page and waits until its scripts have loaded, so clicks reach React's handlers. */
async function openHydrated(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "networkidle" });
}

async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa"]).analyze();
  return results.violations
    .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
    .map((violation) => `${violation.id}: ${violation.nodes[0]?.target.join(" ")}`);
}

test.describe("static pages", () => {
  for (const { path, h1 } of pages) {
    test(`${path} loads with its heading and fits the screen`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
    });
  }

  test("the FAQ opens one answer at a time and closes on a second click", async ({ page }) => {
    await openHydrated(page, "/faq");
    const delivery = page.getByRole("button", { name: "How long does delivery take?" });
    const refunds = page.getByRole("button", { name: "Can I get a refund?" });
    const deliveryAnswer = page.getByRole("region", { name: "How long does delivery take?" });
    const refundsAnswer = page.getByRole("region", { name: "Can I get a refund?" });

    await expect(deliveryAnswer).toBeHidden();
    await delivery.click();
    await expect(delivery).toHaveAttribute("aria-expanded", "true");
    await expect(deliveryAnswer).toBeVisible();
    await expect(deliveryAnswer).toContainText("5–15 minutes");

    await refunds.click();
    await expect(refundsAnswer).toBeVisible();
    await expect(deliveryAnswer).toBeHidden();
    await expect(delivery).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("[aria-expanded='true']")).toHaveCount(1);

    await refunds.click();
    await expect(refundsAnswer).toBeHidden();
    await expect(refunds).toHaveAttribute("aria-expanded", "false");
  });

  test("the FAQ works from the keyboard", async ({ page }) => {
    await openHydrated(page, "/faq");
    const first = page.getByRole("button", { name: "How do I make a purchase?" });
    const second = page.getByRole("button", { name: "Is it safe to buy from GameZone?" });
    await first.focus();
    await page.keyboard.press("Enter");
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("region", { name: "How do I make a purchase?" })).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(second).toBeFocused();
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Space");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  });

  test("the FAQ offers live chat and the support e-mail, and passes axe", async ({ page }) => {
    await page.goto("/faq");
    await expect(page.getByRole("heading", { name: "Still Have Questions?" })).toBeVisible();
    // The header's Live chat is a link to /community too (it works before its code loads):
    // the FAQ's own offer is the one in the page's main content.
    await expect(page.locator("#main").getByRole("link", { name: "Live chat" })).toHaveAttribute(
      "href",
      "/community",
    );
    await expect(page.getByRole("link", { name: "E-mail support" })).toHaveAttribute(
      "href",
      /^mailto:/,
    );
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the delivery page links the games of each tier and passes axe", async ({ page }) => {
    await page.goto("/shipping");
    const instant = page.locator("[data-tier='instant']");
    await expect(instant.getByRole("link", { name: "PUBG Mobile" })).toHaveAttribute(
      "href",
      "/games/pubg-mobile",
    );
    await expect(
      page.locator("[data-tier='standard']").getByRole("link", { name: "Steam Wallet" }),
    ).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
