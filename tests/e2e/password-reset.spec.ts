import { createFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

const newPassword = "Coral-Indigo-64!";

async function openLoginDialog(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-login").click();
  } else {
    await page.getByTestId("header-login").click();
  }
  await expect(page.getByTestId("login-dialog")).toBeVisible();
}

/** The reset link of the newest reset e-mail to `email`, read through the dev mailbox API. */
async function resetLinkFor(page: Page, email: string): Promise<string> {
  let link = "";
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const messages = (await reply.json()).data as { subject: string; text: string }[];
        const text = messages.find((message) => /reset/i.test(message.subject))?.text ?? "";
        link = /https?:\/\/\S+\/reset-password\?\S+/.exec(text)?.[0] ?? "";
        return link;
      },
      { timeout: 15_000 },
    )
    .toMatch(/token=/);
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

test.describe("forgot password", () => {
  test("from the login form to an e-mailed link, a new password, and signing in with it", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const { email } = await createFreshAccount(
      page.request,
      `reset.${isMobile ? "phone" : "desk"}`,
    );

    await page.goto("/");
    await openLoginDialog(page, isMobile);
    const dialog = page.getByTestId("login-dialog");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByRole("link", { name: "Forgot password?" }).click();
    await page.waitForURL("**/forgot-password");
    await expect(page.getByTestId("login-dialog")).toHaveCount(0);

    const forgotForm = page.getByTestId("forgot-form");
    // The address typed in the login form comes along.
    await expect(forgotForm.getByLabel("Email")).toHaveValue(email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("forgot-submit").click();
    await expect(page.getByTestId("forgot-sent")).toHaveText(
      "If an account exists for this e-mail address, a link to choose a new password is on its way. It is valid for 30 minutes.",
    );

    const link = await resetLinkFor(page, email);
    await page.goto(link);
    const resetForm = page.getByTestId("reset-form");
    await expect(resetForm).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await resetForm.getByLabel("New password", { exact: true }).fill(newPassword);
    await resetForm.getByLabel("Confirm new password", { exact: true }).fill("Not-The-Same-1");
    await page.getByTestId("reset-submit").click();
    await expect(page.getByTestId("reset-error")).toHaveText("Passwords do not match");
    await resetForm.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await page.getByTestId("reset-submit").click();
    await expect(page.getByTestId("reset-success")).toHaveText(
      "Your password has been reset. Redirecting to login...",
    );
    await page.waitForURL("**/login");
    // The login page offers the same way back.
    await expect(page.getByTestId("forgot-password-link")).toHaveAttribute(
      "href",
      "/forgot-password",
    );

    const loginForm = page.getByTestId("login-form");
    await loginForm.getByLabel("Email").fill(email);
    await loginForm.getByLabel("Password", { exact: true }).fill(newPassword);
    await page.getByTestId("login-submit").click();
    await expect(page.getByTestId("login-success")).toHaveText("Login Successful!");
    await page.waitForURL("**/account");
    await expect(page.getByTestId("profile-email")).toHaveText(email);

    // The link worked once: opened again, it says so and offers a new one.
    await page.goto(link);
    await resetForm.getByLabel("New password", { exact: true }).fill("Second-Try-Pass-9!");
    await resetForm.getByLabel("Confirm new password", { exact: true }).fill("Second-Try-Pass-9!");
    await page.getByTestId("reset-submit").click();
    const invalid = page.getByTestId("reset-link-invalid");
    await expect(invalid).toContainText("This password reset link is not valid any more");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await invalid.getByRole("link", { name: "Ask for a new link" }).click();
    await page.waitForURL("**/forgot-password");
  });

  test("both pages read right to left in Arabic, axe clean; a link without its token offers a new one", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    await page.goto("/forgot-password?lang=ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("نسيت كلمة المرور؟");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/reset-password?lang=ar");
    const invalid = page.getByTestId("reset-link-invalid");
    await expect(invalid).toContainText("رابط إعادة تعيين كلمة المرور هذا لم يعد صالحًا");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await invalid.getByRole("link", { name: "طلب رابط جديد" }).click();
    await page.waitForURL("**/forgot-password");
    expect(problems).toEqual([]);
  });
});
