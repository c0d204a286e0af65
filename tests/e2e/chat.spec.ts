import type { Browser, BrowserContext, TestInfo } from "@playwright/test";
import { io } from "socket.io-client";
import {
  createFreshAccount,
  signInAsAdmin,
  signInFreshAccount,
} from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * The community chat between two people, as they use it: a guest and a signed-in member in two
 * browser contexts (phone and desktop widths by project), over the shop's real Socket.IO and
 * upload endpoint. Other tests may be in the room at the same time, so every check looks for
 * this test's own unique texts and names.
 */

// A 4 x 4 PNG, enough for the server to decode and re-encode.
const tinyPng = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWPojvkGRwzEcQAA0R3R4HYRFAAAAABJRU5ErkJggg==",
  "base64",
);

function unique(label: string): string {
  return `${label} ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

/** A context that has already answered the storage question, so its bar covers nothing. */
async function newVisitor(
  browser: Browser,
  use: TestInfo["project"]["use"],
): Promise<BrowserContext> {
  const context = await browser.newContext({
    ...(use.viewport ? { viewport: use.viewport } : {}),
    ...(use.userAgent ? { userAgent: use.userAgent } : {}),
    ...(use.baseURL ? { baseURL: use.baseURL } : {}),
    isMobile: use.isMobile ?? false,
    hasTouch: use.hasTouch ?? false,
    deviceScaleFactor: use.deviceScaleFactor ?? 1,
  });
  await context.addInitScript(() => {
    if (!localStorage.getItem("cookieConsent")) {
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
      );
    }
  });
  return context;
}

async function openRoom(page: Page): Promise<void> {
  await page.goto("/community");
  await expect(page.getByTestId("chat-status")).toHaveAttribute("data-status", "connected");
}

/** Who the sidebar lists as online (on a phone the sidebar is folded away but still there). */
async function onlineNames(page: Page): Promise<string> {
  return (await page.getByTestId("chat-users").textContent()) ?? "";
}

test.describe("community chat", () => {
  test("a guest and a member chat: presence, typing, text, image, voice, receipts", async ({
    browser,
    page: _unused,
  }, testInfo) => {
    test.setTimeout(120_000);
    const options = testInfo.project.use;
    const guestContext = await newVisitor(browser, options);
    const memberContext = await newVisitor(browser, options);
    try {
      const guest = await guestContext.newPage();
      const member = await memberContext.newPage();
      const memberName = unique("Nova");
      await signInFreshAccount(member, "chatter", memberName);
      await openRoom(guest);
      await openRoom(member);

      // Presence: each sees the other (guests are all called Guest; the member by name).
      await expect.poll(() => onlineNames(guest), { timeout: 10_000 }).toContain(memberName);
      await expect.poll(() => onlineNames(member)).toContain("Guest");
      await expect(guest.getByTestId("chat-users")).toContainText("(you)");

      // Typing: the member types, the guest reads "<name> is typing".
      await member.getByTestId("chat-input").fill("hello");
      await expect(guest.getByTestId("chat-typing")).toContainText(`${memberName} is typing`);

      // A message arrives, and the member's copy shows it was seen once the guest has it in view.
      const greeting = unique("good game everyone");
      await member.getByTestId("chat-input").fill(greeting);
      await member.getByTestId("chat-send").click();
      await expect(member.getByTestId("chat-input")).toHaveValue("");
      await expect(guest.getByText(greeting)).toBeVisible();
      await expect(guest.getByTestId("chat-typing")).not.toContainText(memberName);
      const ownCopy = member.getByTestId("chat-message").filter({ hasText: greeting });
      await expect(ownCopy.getByTestId("chat-receipt")).toContainText(/Seen by \d+/);

      // An image: uploaded at once (send turns green for a second), shown inline to the other.
      await guest.getByTestId("chat-file").setInputFiles({
        name: "screenshot.png",
        mimeType: "image/png",
        buffer: tinyPng,
      });
      await expect(guest.getByTestId("chat-send")).toHaveAttribute("data-highlight", "true");
      await expect(guest.getByTestId("chat-pending")).toContainText("screenshot.png");
      const caption = unique("my new skin");
      await guest.getByTestId("chat-input").fill(caption);
      await guest.getByTestId("chat-send").click();
      const imageMessage = member.getByTestId("chat-message").filter({ hasText: caption });
      await expect(imageMessage.getByTestId("chat-image")).toBeVisible();
      await expect(imageMessage.getByTestId("chat-image")).toHaveAttribute(
        "src",
        /^\/uploads\/chat\//,
      );
      await expect(guest.getByTestId("chat-send")).not.toHaveAttribute("data-highlight", "true");

      // A voice message from the (fake) microphone: the button pulses, typing is off meanwhile.
      const record = member.getByTestId("chat-record");
      await record.click();
      await expect(record).toHaveAttribute("aria-pressed", "true");
      await expect(member.getByTestId("chat-input")).toBeDisabled();
      await member.waitForTimeout(1_200);
      await record.click();
      await expect(member.getByTestId("chat-pending")).toContainText(/voice-message-\d+\.webm/);
      await expect(member.getByTestId("chat-input")).toBeEnabled();
      await member.getByTestId("chat-send").click();
      await expect(guest.getByTestId("chat-audio").last()).toBeVisible();
      await expect(guest.getByTestId("chat-audio").last()).toHaveAttribute(
        "src",
        /^\/uploads\/chat\//,
      );

      // The room with all of that in it passes axe.
      expect(await seriousAxeViolations(guest)).toEqual([]);
    } finally {
      await guestContext.close();
      await memberContext.close();
    }
  });

  test("a top-up keyword is refused with the product's text, and the text clears", async ({
    page,
  }) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
      ),
    );
    await openRoom(page);
    const input = page.getByTestId("chat-input");
    await expect(page.getByTestId("chat-send")).toBeDisabled();
    await input.fill("   ");
    await expect(page.getByTestId("chat-send")).toBeDisabled();
    await input.fill("Cheap DIAMONDS here, message me");
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-error")).toHaveText(
      "Game top-up links or keywords not allowed.",
    );
    await expect(input).toHaveValue("");
    // The banner goes away by itself after 3 s.
    await expect(page.getByTestId("chat-error")).toBeHidden({ timeout: 5_000 });
    // Words that merely contain a keyword are fine.
    const fine = unique("such success, much fun");
    await input.fill(fine);
    await page.getByTestId("chat-send").click();
    await expect(page.getByTestId("chat-message").filter({ hasText: fine })).toBeVisible();

    // The guest keeps its id across a reload, and Leave Chat forgets it and goes home.
    const guestId = await page.evaluate(() => localStorage.getItem("userId"));
    expect(guestId).toMatch(/^guest_[0-9a-f]{16}$/);
    await page.reload();
    await expect(page.getByTestId("chat-status")).toHaveAttribute("data-status", "connected");
    await expect(
      page.getByTestId("chat-message").filter({ hasText: fine }).getByTestId("chat-receipt"),
    ).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("userId"))).toBe(guestId);
    const peopleToggle = page.getByTestId("chat-people-toggle");
    if (await peopleToggle.isVisible()) await peopleToggle.click();
    await page.getByTestId("chat-leave").click();
    await expect(page).toHaveURL(/\/$/);
    expect(
      await page.evaluate(() => [localStorage.getItem("userId"), localStorage.getItem("userName")]),
    ).toEqual([null, null]);
  });

  test("the header's Live Chat asks a guest to log in and opens the room for a member", async ({
    page,
  }, testInfo) => {
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
      ),
    );
    const phone = (testInfo.project.use.viewport?.width ?? 1280) < 640;
    const openLiveChat = async () => {
      if (phone) {
        await page.getByRole("button", { name: "Open menu" }).click();
        await page.getByTestId("mobile-chat").click();
      } else {
        await page.getByTestId("header-chat").click();
      }
    };
    await page.goto("/games");
    await openLiveChat();
    await expect(page.getByRole("dialog", { name: "Login" })).toBeVisible();
    await page.keyboard.press("Escape");

    const name = unique("Kai");
    await signInFreshAccount(page, "livechat", name);
    await page.goto("/games");
    await openLiveChat();
    const modal = page.getByTestId("chat-modal");
    await expect(modal).toBeVisible();
    await expect(modal.getByTestId("chat-status")).toHaveAttribute("data-status", "connected");
    const text = unique("hi from the modal");
    await modal.getByTestId("chat-input").fill(text);
    await modal.getByTestId("chat-send").click();
    await expect(modal.getByTestId("chat-message").filter({ hasText: text })).toContainText(name);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press("Escape");
    await expect(modal).toBeHidden();
  });

  test("support deletes a message and mutes its sender, for everyone at once", async ({
    browser,
  }, testInfo) => {
    test.setTimeout(90_000);
    const supportContext = await newVisitor(browser, testInfo.project.use);
    const memberContext = await newVisitor(browser, testInfo.project.use);
    try {
      const support = await supportContext.newPage();
      const member = await memberContext.newPage();
      const memberName = unique("Rex");
      await signInFreshAccount(member, "muted", memberName);
      await signInAsAdmin(support, "support");
      await openRoom(support);
      await openRoom(member);

      const spam = unique("follow my channel for giveaways");
      await member.getByTestId("chat-input").fill(spam);
      await member.getByTestId("chat-send").click();
      const onSupport = support.getByTestId("chat-message").filter({ hasText: spam });
      await expect(onSupport).toBeVisible();
      // A member has no moderation controls.
      await expect(member.getByTestId("chat-delete")).toHaveCount(0);

      await onSupport.getByTestId("chat-delete").click();
      await expect(member.getByText(spam)).toHaveCount(0);
      await expect(onSupport).toHaveCount(0);

      const another = unique("last one I promise");
      await member.getByTestId("chat-input").fill(another);
      await member.getByTestId("chat-send").click();
      const next = support.getByTestId("chat-message").filter({ hasText: another });
      await next.getByTestId("chat-mute").click();
      await next.getByRole("button", { name: "Mute 5 minutes" }).click();
      await expect(member.getByText(/You are muted until/)).toBeVisible();
      const refused = unique("am I muted");
      await member.getByTestId("chat-input").fill(refused);
      await member.getByTestId("chat-send").click();
      await expect(member.getByTestId("chat-error")).toHaveText(
        "You are muted in the chat for now. Please try again later.",
      );
      await expect(support.getByText(refused)).toHaveCount(0);
    } finally {
      await supportContext.close();
      await memberContext.close();
    }
  });

  test("scrolling up brings older messages, in order", async ({ page, baseURL }) => {
    test.setTimeout(90_000);
    // 55 messages from 11 members (each within the 5-in-5-seconds limit), more than one page.
    // Members, not guests: 55 guest messages would fill the room's guest brake (30 in 10 s) and
    // refuse the guests of tests running meanwhile. A message refused anyway is sent again a
    // second later.
    const run = unique("page");
    const members = [];
    for (let index = 0; index < 11; index += 1) {
      members.push(await createFreshAccount(page.request, "pager", `Pager ${index}`));
    }
    // Each socket from an address of its own (the test server trusts one proxy hop): eleven
    // from one address would meet the per-address socket cap beside the other tests' browsers.
    const sockets = members.map(({ session }, index) =>
      io(baseURL ?? "", {
        transports: ["websocket"],
        reconnection: false,
        auth: { token: session.token },
        extraHeaders: { "x-forwarded-for": `192.0.2.${100 + index}` },
      }),
    );
    try {
      let number = 0;
      for (const socket of sockets) {
        await new Promise<void>((resolve) => {
          socket.once("messageHistory", () => resolve());
          socket.emit("joinRoom", { roomId: "gameZoneChat", user: {} });
        });
        for (let i = 0; i < 5; i += 1) {
          const text = `${run} #${number}`;
          const acknowledged = new Promise<void>((resolve) => {
            const onMessage = (message: { text: string }) => {
              if (message.text !== text) return;
              socket.off("message", onMessage);
              socket.off("error", onRefused);
              resolve();
            };
            const onRefused = () => {
              setTimeout(() => socket.emit("chatMessage", { text, file: null }), 1_000);
            };
            socket.on("message", onMessage);
            socket.on("error", onRefused);
          });
          socket.emit("chatMessage", { text, file: null });
          await acknowledged;
          number += 1;
        }
      }
    } finally {
      for (const socket of sockets) socket.disconnect();
    }
    await page.addInitScript(() =>
      localStorage.setItem(
        "cookieConsent",
        JSON.stringify({ value: "rejected", date: new Date().toISOString() }),
      ),
    );
    await openRoom(page);
    await expect(page.getByText(`${run} #54`, { exact: true })).toBeVisible();
    await expect(page.getByText(`${run} #0`, { exact: true })).toHaveCount(0);
    // Other tests post at the same time, so the first of ours may be more than one page back.
    const first = page.getByText(`${run} #0`, { exact: true });
    // The button is there for keyboards; a reader who scrolls to the top gets the next page
    // without it. (Clicking it in a test scrolled it into view, which itself loaded a page and
    // moved it away again, until no page was left and the click had nothing to press.)
    await expect(page.getByRole("button", { name: "Show older messages" })).toBeAttached();
    const list = page.getByTestId("chat-messages");
    for (let pages = 0; pages < 10 && (await first.count()) === 0; pages += 1) {
      const shown = await page.getByTestId("chat-message").count();
      await list.evaluate((element) => {
        element.scrollTop = 0;
      });
      await expect.poll(() => page.getByTestId("chat-message").count()).toBeGreaterThan(shown);
    }
    await expect(first).toHaveCount(1);
    const texts = await page
      .getByTestId("chat-message")
      .filter({ hasText: run })
      .locator("p")
      .allTextContents();
    expect(texts).toEqual(Array.from({ length: 55 }, (_, index) => `${run} #${index}`));
  });
});
