import AxeBuilder from "@axe-core/playwright";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

const password = "Violet-Cyan-42!";
const newPassword = "Neon-Lime-77?";

async function codeFor(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(
      async () => {
        const reply = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
        const messages = (await reply.json()).data as { subject: string }[];
        code = messages
          .find((message) => /code/i.test(message.subject))
          ?.subject.match(/\d{6}/)?.[0];
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code as string;
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

async function openSignup(page: Page, isMobile: boolean): Promise<void> {
  if (isMobile) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-signup").click();
  } else {
    await page.getByTestId("header-login").click();
    await page.getByTestId("login-dialog").getByRole("button", { name: "Sign up" }).click();
  }
  await expect(page.getByTestId("signup-dialog")).toBeVisible();
}

async function logInOnPage(page: Page, email: string, secret: string): Promise<void> {
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(secret);
  await page.getByTestId("login-submit").click();
}

test.describe("accounts", () => {
  test("sign up, verify, log in, edit, change password, log out, log in again, delete", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(90_000);
    const email = `e2e.${isMobile ? "phone" : "desktop"}.${Date.now()}@example.com`;
    await page.goto("/");
    await openSignup(page, isMobile);
    const dialog = page.getByTestId("signup-dialog");
    expect(await seriousAxeViolations(page)).toEqual([]);

    await dialog.getByLabel("Name").fill("Nova Player");
    await dialog.getByLabel("Email").fill(email);
    await dialog.getByLabel("Date of birth").fill("1996-03-14");
    await dialog.getByLabel("Password", { exact: true }).fill(password);
    await dialog.getByLabel("Confirm password", { exact: true }).fill("Something-else-1");
    await page.getByTestId("signup-submit").click();
    await expect(page.getByTestId("signup-error")).toHaveText("Passwords do not match");
    await dialog.getByLabel("Confirm password", { exact: true }).fill(password);
    await expect(page.getByTestId("signup-error")).toHaveCount(0);
    await page.getByTestId("signup-submit").click();
    await expect(page.getByTestId("signup-success")).toHaveText(
      "OTP sent to your email! Redirecting...",
    );
    await page.waitForURL("**/otp-verify");

    const otpForm = page.getByTestId("otp-form");
    await expect(otpForm.getByRole("textbox", { name: /email/i })).toHaveValue(email);
    await otpForm.getByLabel("Verification code").fill(await codeFor(page, email));
    await page.getByTestId("otp-submit").click();
    await expect(page.getByTestId("otp-success")).toHaveText(
      "OTP verified! Redirecting to login...",
    );
    await page.waitForURL("**/login");

    await logInOnPage(page, email, password);
    await expect(page.getByTestId("login-success")).toHaveText("Login Successful!");
    await page.waitForURL("**/account");
    await expect(page.getByTestId("profile-name")).toHaveText("Nova Player");
    await expect(page.getByTestId("profile-email")).toHaveText(email);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.goto("/settings");
    const profileForm = page.getByTestId("profile-form");
    await expect(profileForm.getByLabel("Email")).toHaveAttribute("readonly", "");
    await profileForm.getByLabel("Name").fill("Nova Prime");
    await page.getByTestId("profile-save").click();
    await expect(page.getByTestId("result-dialog")).toContainText("Profile Updated");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");

    const passwordForm = page.getByTestId("password-form");
    await passwordForm.getByLabel("Current password", { exact: true }).fill(password);
    await passwordForm.getByLabel("New password", { exact: true }).fill(newPassword);
    await passwordForm.getByLabel("Confirm new password", { exact: true }).fill(newPassword);
    await page.getByTestId("password-save").click();
    await expect(page.getByTestId("result-dialog")).toContainText("Password Changed");
    await page.keyboard.press("Escape");

    await page.goto("/account");
    await expect(page.getByTestId("profile-name")).toHaveText("Nova Prime");
    await page.getByTestId("logout-button").click();
    await expect(page.getByTestId("logout-dialog")).toBeVisible();
    await page.getByTestId("logout-confirm").click();
    await expect(page.getByText("Successfully logged out")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/");
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

    await page.goto("/login");
    await logInOnPage(page, email, password);
    await expect(page.getByTestId("login-error")).toBeVisible();
    await logInOnPage(page, email, newPassword);
    await page.waitForURL("**/account");

    await page.goto("/settings");
    await page.getByTestId("delete-account").click();
    const confirm = page.getByTestId("delete-confirm");
    await page.getByTestId("delete-confirm-input").fill("delete");
    await expect(confirm).toBeDisabled();
    await page.getByTestId("delete-confirm-input").fill("DELETE");
    await confirm.click();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
    const relogin = await page.request.post("/api/users/login", {
      data: { email, password: newPassword },
    });
    expect(relogin.status()).toBe(401);
  });

  test("a user page opened without a token goes to /login", async ({ page }) => {
    for (const path of ["/account", "/settings"]) {
      await page.goto(path);
      await page.waitForURL("**/login");
    }
  });

  test("an admin lands on /admin-dashboard; the login dialog passes axe", async ({
    page,
    isMobile,
  }) => {
    await page.goto("/");
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByTestId("mobile-login").click();
    } else {
      await page.getByTestId("header-login").click();
    }
    await expect(page.getByTestId("login-dialog")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const dialog = page.getByTestId("login-dialog");
    await dialog.getByLabel("Email").fill("owner@e2e.example");
    await dialog.getByLabel("Password", { exact: true }).fill("E2E-owner-password-1");
    await page.getByTestId("login-submit").click();
    await page.waitForURL("**/admin-dashboard");
    await expect(page.getByTestId("admin-welcome")).toBeVisible();
    await expect(page.getByTestId("admin-role")).toContainText(/owner/i);
  });

  test("an admin signing in on the /login page lands on /admin-dashboard", async ({ page }) => {
    await page.goto("/login");
    await logInOnPage(page, "owner@e2e.example", "E2E-owner-password-1");
    await page.waitForURL("**/admin-dashboard");
    await expect(page.getByTestId("admin-welcome")).toBeVisible();
  });

  test("signs in with Google through the development identity provider", async ({
    page,
    isMobile,
  }) => {
    const email = `google.${isMobile ? "phone" : "desktop"}.${Date.now()}@gmail.example`;
    await page.goto("/login");
    await page.getByTestId("google-sign-in").click();
    await expect(page.getByRole("heading", { name: "Choose an account" })).toBeVisible();
    await expect(page.getByRole("button", { name: /Alex Gamer/ })).toBeVisible();
    await page.getByLabel("Name").fill("Gia Google");
    await page.getByLabel("E-mail").fill(email);
    await page.getByLabel("Google has verified this address").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await page.waitForURL("**/account");
    // No token ever travels in a URL: the callback page got it through the refresh cookie.
    expect(page.url()).not.toMatch(/token/i);
    await expect(page.getByTestId("profile-email")).toHaveText(email);
    await expect(page.getByTestId("profile-name")).toHaveText("Gia Google");
  });

  test("a cancelled Google sign-in shows the error and goes home", async ({ page }) => {
    await page.goto("/login");
    await page.getByTestId("google-sign-in").click();
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("auth-callback-error")).toBeVisible();
    await page.waitForURL((url) => url.pathname === "/", { timeout: 10_000 });
  });
});
