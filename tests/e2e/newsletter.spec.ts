import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

// Addresses unique to this run (and to each test), so reruns against a kept database and the
// per-address attempt limits never collide.
const runId = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let counter = 0;
function uniqueAddress(label: string): string {
  counter += 1;
  return `news.${label}.${runId}.${counter}@example.com`;
}

/** Each test speaks from its own client address, so per-address limits do not add up. */
async function useOwnClientAddress(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `10.88.${part()}.${part()}` });
}

type MailboxMessage = { to: string; subject: string; text: string; sentAt: string };

/** The path and query of the first link to `page` in the newest mail to `to` matching `subject`. */
async function linkFromMailbox(
  page: Page,
  to: string,
  subject: RegExp,
  linkTo: "confirm" | "unsubscribe",
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(to)}`);
        const messages = ((await reply.json()) as { data: MailboxMessage[] }).data;
        const mail = messages.find((message) => subject.test(message.subject));
        const match = mail
          ? new RegExp(`(https?://\\S+/newsletter/${linkTo}\\?token=\\S+)`).exec(mail.text)
          : null;
        link = match?.[1];
        return Boolean(link);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  const url = new URL(link ?? "");
  return `${url.pathname}${url.search}`;
}

async function openFooterForm(page: Page) {
  await page.goto("/");
  const form = page.getByTestId("newsletter-form");
  await form.scrollIntoViewIfNeeded();
  return {
    form,
    input: form.getByLabel("Your email address"),
    button: form.getByRole("button", { name: "Subscribe" }),
  };
}

test.describe("newsletter", () => {
  test.beforeEach(async ({ page }) => {
    await useOwnClientAddress(page);
  });

  test("subscribing in the footer shows a toast at the top right; the mailed link confirms", async ({
    page,
    isMobile,
  }) => {
    const email = uniqueAddress(isMobile ? "phone" : "desktop");
    const { input, button } = await openFooterForm(page);
    await expect(input).toHaveAttribute("type", "email");
    await input.fill(email);
    await button.click();

    const toast = page
      .locator("[data-sonner-toast]")
      .filter({ hasText: "Almost done! Check your inbox and confirm your subscription." });
    await expect(toast).toBeVisible();
    const box = await toast.boundingBox();
    const viewport = page.viewportSize();
    if (!box || !viewport) throw new Error("no toast box or viewport");
    expect(box.y).toBeLessThan(viewport.height / 3);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(48);
    if (!isMobile) expect(box.x).toBeGreaterThan(viewport.width / 2);
    await expect(input).toHaveValue("");

    const confirmPath = await linkFromMailbox(page, email, /Confirm/, "confirm");
    await page.goto(confirmPath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByTestId("newsletter-status")).toContainText(
      "Your subscription is confirmed.",
    );

    const unsubscribePath = await linkFromMailbox(page, email, /Welcome/, "unsubscribe");
    await page.goto(unsubscribePath);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("newsletter-status")).toContainText(
      "You have been unsubscribed.",
    );
  });

  test("an invalid address shows the error beside the field and in a toast", async ({ page }) => {
    const { input, button } = await openFooterForm(page);
    const message = "Please enter a valid email address, such as name@example.com.";

    // Refused in the browser: nothing is sent.
    await input.fill("not-an-email");
    await button.click();
    await expect(page.getByText(message, { exact: true }).first()).toBeVisible();
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toBeFocused();
    await expect(page.locator("[data-sonner-toast]").filter({ hasText: message })).toBeVisible();

    // Accepted by the browser, refused by the server's check.
    await input.fill("gamer@localhost");
    await expect(input).not.toHaveAttribute("aria-invalid", "true");
    const reply = page.waitForResponse((response) => response.url().endsWith("/api/newsletter"));
    await button.click();
    expect((await reply).status()).toBe(400);
    await expect(input).toHaveAttribute("aria-invalid", "true");
    const describedBy = (await input.getAttribute("aria-describedby")) ?? "";
    const errorId = describedBy.split(" ")[0] ?? "";
    await expect(page.locator(`[id="${errorId}"]`)).toHaveText(message);
  });

  test("a forged confirmation link is refused on the confirm page", async ({ page }) => {
    await page.goto(
      "/newsletter/confirm?token=00000000-0000-4000-8000-000000000000.confirm.zzzzzz.forged",
    );
    await expect(page.getByTestId("newsletter-status")).toContainText("This link is not valid.");
  });
});
