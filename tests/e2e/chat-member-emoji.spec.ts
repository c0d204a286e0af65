import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

/*
 * A member in the community room: the emoji panel (a full picker with search and categories,
 * recents first) and Leave Chat, which ends the visit to the room but not the member's name.
 */

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem(
      "cookieConsent",
      JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
    ),
  );
});

test("the emoji panel searches, inserts with a click or Enter, and lists what was used", async ({
  page,
}) => {
  await signInFreshAccount(page, "chat.emoji", `Emo ${Date.now().toString(36)}`);
  await page.goto("/community");
  await expect(page.getByTestId("chat-status")).toHaveAttribute("data-status", "connected", {
    // The socket's code loads after the page; a busy machine takes its time.
    timeout: 20_000,
  });
  const input = page.getByTestId("chat-input");
  // Other tests share the room: this one's text is its own.
  const lunch = `lunch ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)} `;
  await input.fill(lunch);

  await page.getByRole("button", { name: "Emoji", exact: true }).click();
  const picker = page.getByTestId("emoji-picker");
  await expect(picker).toBeVisible();
  // Every category of the full set, not a short hand-made list.
  await expect(picker.getByText("Smileys & emotion", { exact: false })).toBeVisible();
  const search = page.getByTestId("emoji-search");
  // With a keyboard the search has the focus; on a touch screen the emojis do, so no on-screen
  // keyboard covers the panel before the search is tapped.
  if (await page.evaluate(() => matchMedia("(pointer: coarse)").matches)) {
    await expect(search).not.toBeFocused();
    await search.click();
  }
  await expect(search).toBeFocused();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // Typed into the search, picked with Enter (the first match is the active one).
  await page.keyboard.type("pizza");
  // The grid's cells (frimousse also draws a hidden row it measures, which is no cell).
  const cells = picker.getByRole("gridcell");
  // The best match first: the one named "pizza" before those merely tagged with it.
  await expect(cells.first()).toHaveText("🍕");
  await page.keyboard.press("Enter");
  await expect(input).toHaveValue(`${lunch}🍕`);

  // Searched again and picked with a click (Emojibase writes it with the emoji presentation
  // selector, as a keyboard's emoji panel does).
  const thumbsUp = "👍\uFE0F";
  await page.getByTestId("emoji-search").fill("thumbs up");
  await cells.filter({ hasText: thumbsUp }).click();
  await expect(input).toHaveValue(`${lunch}🍕${thumbsUp}`);
  await page.getByTestId("emoji-search").fill("zzzqqq");
  await expect(picker.getByText("No emoji found.")).toBeVisible();

  // Escape closes it; opened again, the recents come first: most used, then latest used.
  await page.keyboard.press("Escape");
  await expect(picker).toBeHidden();
  await page.getByRole("button", { name: "Emoji", exact: true }).click();
  await expect(picker.getByTestId("emoji-recent")).toHaveText([thumbsUp, "🍕"]);
  await picker.getByTestId("emoji-recent").nth(1).click();
  await expect(input).toHaveValue(`${lunch}🍕${thumbsUp}🍕`);
  await expect(picker.getByTestId("emoji-recent")).toHaveText(["🍕", thumbsUp]);
  await page.keyboard.press("Escape");
  await page.getByTestId("chat-send").click();
  await expect(
    page.getByTestId("chat-message").filter({ hasText: `${lunch}🍕${thumbsUp}🍕` }),
  ).toBeVisible();
});

test("a member who leaves the chat keeps their name and stays signed in", async ({ page }) => {
  const name = `Leaver ${Date.now().toString(36)}`;
  await signInFreshAccount(page, "chat.leave", name);
  const before = await page.evaluate(() => localStorage.getItem("userId"));
  await page.goto("/community");
  await expect(page.getByTestId("chat-status")).toHaveAttribute("data-status", "connected", {
    // The socket's code loads after the page; a busy machine takes its time.
    timeout: 20_000,
  });
  await expect(page.getByTestId("chat-users")).toContainText(name);

  const peopleToggle = page.getByTestId("chat-people-toggle");
  if (await peopleToggle.isVisible()) await peopleToggle.click();
  await page.getByTestId("chat-leave").click();
  await expect(page).toHaveURL(/\/$/);
  expect(
    await page.evaluate(() => [
      localStorage.getItem("userName"),
      localStorage.getItem("userId"),
      localStorage.getItem("token") !== null,
    ]),
  ).toEqual([name, before, true]);
  await expect(page.getByTestId("user-name")).toHaveText(name);

  // Coming back, the room knows the member by the same name.
  await page.goto("/community");
  await expect(page.getByTestId("chat-users")).toContainText(name);
});
