import { generate } from "otplib";
import { signInAsAdmin, signInAsOwner } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

// Staff two-factor sign-in: a manager sets it up from the QR screen's key (the test plays the
// authenticator app with otplib), signs out, signs in with password and code (a wrong code is
// refused), uses a recovery code once, makes new recovery codes (the earlier ones stop working),
// and the owner resets the manager's second factor.

const password = "Violet-Cyan-42!";

/** The 30-second step the clock is in. */
function currentStep(): number {
  return Math.floor(Date.now() / 30_000);
}

/** The app's code for a 30-second step (each is accepted once, one step of drift allowed). */
function codeAt(secret: string, step: number): Promise<string> {
  return generate({ secret, epoch: step * 30 });
}

async function signOut(page: Page): Promise<void> {
  await page.evaluate(() => {
    for (const key of ["token", "tokenExpiresAt", "role", "adminRole", "userId", "userName"]) {
      localStorage.removeItem(key);
    }
  });
}

async function passwordStep(page: Page, email: string): Promise<void> {
  await page.goto("/login");
  const form = page.getByTestId("login-form");
  await form.getByLabel("Email").fill(email);
  await form.getByLabel("Password", { exact: true }).fill(password);
  await page.getByTestId("login-submit").click();
  await expect(page.getByTestId("login-code-form")).toBeVisible();
}

async function codeStep(page: Page, code: string): Promise<void> {
  const form = page.getByTestId("login-code-form");
  await form.getByLabel("Authentication code").fill(code);
  await page.getByTestId("login-code-submit").click();
}

test.describe("staff two-factor sign-in", () => {
  test("set up, sign in with a code, a recovery code once, and the owner's reset", async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    const name = `E2E 2FA ${isMobile ? "phone" : "desktop"}`;
    const email = await signInAsAdmin(page, "manager", name);

    // Setup: QR and key, a first code, then the ten recovery codes shown once.
    await page.goto("/admin/two-factor");
    await expect(page.getByTestId("two-factor-status")).toHaveText("Off");
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("two-factor-start").click();
    await expect(page.getByTestId("two-factor-qr")).toBeVisible();
    const secret = (await page.getByTestId("two-factor-secret").textContent())?.trim() ?? "";
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("two-factor-code").fill(await codeAt(secret, currentStep()));
    await page.getByTestId("two-factor-enable").click();
    const codes = page.getByTestId("two-factor-recovery-code");
    await expect(codes).toHaveCount(10);
    const recoveryCodes = await codes.allTextContents();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("two-factor-recovery-done").click();
    await expect(page.getByTestId("two-factor-status")).toHaveText("On");
    await expect(page.getByTestId("two-factor-secret")).toHaveCount(0);

    // Sign out, then in: the password alone is not enough; a wrong code is refused.
    await signOut(page);
    await passwordStep(page, email);
    expect(await seriousAxeViolations(page)).toEqual([]);
    const loginStep = currentStep() + 1;
    const next = await codeAt(secret, loginStep);
    await codeStep(page, next === "000000" ? "111111" : "000000");
    await expect(page.getByTestId("login-error")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    // The next step's code (the setup spent this one's; one step of drift is allowed).
    await codeStep(page, next);
    await expect(page.getByTestId("login-success")).toBeVisible();
    await page.waitForURL("**/admin-dashboard");

    // A recovery code works once.
    const recovery = recoveryCodes[0] ?? "";
    await signOut(page);
    await passwordStep(page, email);
    await codeStep(page, recovery);
    await page.waitForURL("**/admin-dashboard");

    // New recovery codes, with a code from the app: the step after the sign-in's, so wait until
    // it is within the allowed drift (at most one step).
    await page.goto("/admin/two-factor");
    await expect(page.getByTestId("two-factor-section")).toContainText("Recovery codes left: 9");
    const renewStep = loginStep + 1;
    while (currentStep() < renewStep - 1) await page.waitForTimeout(500);
    await page.getByTestId("two-factor-renew-code").fill(await codeAt(secret, renewStep));
    await page.getByTestId("two-factor-renew").click();
    await expect(codes).toHaveCount(10);
    const renewed = await codes.allTextContents();
    expect(renewed).not.toContain(recoveryCodes[1]);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("two-factor-recovery-done").click();
    await expect(page.getByTestId("two-factor-section")).toContainText("Recovery codes left: 10");

    // The used code and an earlier unused one no longer sign in; a new one does.
    await signOut(page);
    await passwordStep(page, email);
    await codeStep(page, recovery);
    await expect(page.getByTestId("login-error")).toBeVisible();
    const refused = page.waitForResponse((response) => response.url().includes("/login/2fa"));
    await codeStep(page, recoveryCodes[1] ?? "");
    expect((await refused).status()).toBe(400);
    await codeStep(page, renewed[0] ?? "");
    await page.waitForURL("**/admin-dashboard");

    // The owner resets it: the manager signs in with the password alone again.
    await signInAsOwner(page);
    await page.goto("/admin/admins");
    const row = page.getByTestId("admin-account-row").filter({ hasText: email });
    await row.getByTestId("admin-reset-two-factor").click();
    await expect(page.getByTestId("admin-accounts-confirm")).toBeVisible();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByTestId("admin-accounts-confirm-yes").click();
    await expect(row.getByTestId("admin-reset-two-factor")).toHaveCount(0);
    const login = await page.request.post("/api/admin/login", {
      headers: { "x-forwarded-for": `10.83.${Math.floor(Math.random() * 250)}.9` },
      data: { email, password },
    });
    expect(((await login.json()) as { token?: string }).token).toBeTruthy();
  });
});
