import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/** The header's Logout: in the profile menu on wide screens, in the phone menu below 640 px. */
async function pressHeaderLogout(page: Page, phone: boolean): Promise<void> {
  if (phone) {
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByTestId("mobile-logout").click();
  } else {
    await page.getByTestId("user-menu").click();
    await page.getByTestId("user-menu-logout").click();
  }
}

test("the header's Logout asks first; Cancel keeps the member signed in", async ({
  page,
}, testInfo) => {
  const phone = (testInfo.project.use.viewport?.width ?? 1280) < 640;
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
    ),
  );
  const name = `Stay ${Date.now().toString(36)}`;
  await signInFreshAccount(page, "header.logout", name);
  await page.goto("/games");
  await expect(page.getByTestId("user-name")).toHaveText(name);

  await pressHeaderLogout(page, phone);
  const dialog = page.getByRole("alertdialog", { name: "Log out?" });
  await expect(dialog).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);
  await dialog.getByTestId("logout-cancel").click();
  await expect(dialog).toBeHidden();
  // Back on the button of the menu that opened it (the menu item itself has closed).
  await expect(
    phone ? page.getByRole("button", { name: "Open menu" }) : page.getByTestId("user-menu"),
  ).toBeFocused();
  // Still signed in, here and after a reload.
  await page.reload();
  await expect(page.getByTestId("user-name")).toHaveText(name);
  expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();

  // Escape is a cancel too; confirming logs out.
  await pressHeaderLogout(page, phone);
  await expect(dialog).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem("token"))).not.toBeNull();
  await pressHeaderLogout(page, phone);
  await dialog.getByTestId("logout-confirm").click();
  await expect(page.getByText("Successfully logged out")).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
});
