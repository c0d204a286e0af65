import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { seriousAxeViolations } from "#tests/support/e2e-axe.ts";
import { expect, test } from "#tests/support/e2e-fixtures.ts";

/**
 * A game under maintenance: the sandbox supplier refuses a player ID ending in 7777 on a
 * purchase's first delivery attempt (the game's servers are down) and delivers on the next. The
 * buyer's order page says it waits for the game's servers, then shows the delivery, live.
 */
test("an order for a game under maintenance waits for its servers, then is delivered", async ({
  page,
  isMobile,
}) => {
  test.setTimeout(90_000);
  await signInFreshAccount(page, `maintenance.${isMobile ? "phone" : "desktop"}`);
  // One player account per project: the velocity rule counts a player's orders.
  const playerId = isMobile ? "5123427777" : "5123417777";
  await page.goto("/games/pubg-mobile");
  await page.getByTestId("player-field-playerId").fill(playerId);
  await page.getByTestId("check-player").click();
  await expect(page.getByTestId("player-nickname")).toBeVisible();
  await page.getByTestId("buy-now").click();
  await page.waitForURL("**/payment**");
  await page.getByTestId("payment-method-card").check();
  await expect(page.getByTestId("payment-email")).not.toHaveValue("");
  await page.getByTestId("payment-pay").click();
  await page.waitForURL("**/sandbox/pay/**");
  await page.locator("#card-number").fill("4242 4242 4242 4242");
  await page.locator("#card-expiry").fill("12/30");
  await page.locator("#card-cvc").fill("123");
  await page.locator("#card-name").fill("Nova Buyer");
  await page.locator("#pay-submit").click();
  await page.waitForURL("**/purchase-success?orderId=*");

  // The wait, in the buyer's words, while the order is in progress.
  const waiting = page.getByTestId("order-waiting-for-game");
  await expect(waiting).toBeVisible({ timeout: 20_000 });
  await expect(waiting).toContainText("Waiting for the game's servers");
  await expect(waiting).toContainText("continues on its own");
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "in_progress");
  await expect(page.getByTestId("order-item-waiting")).toBeVisible();
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The game is back: delivered without a reload, the wait gone.
  await expect(page.getByTestId("order-timeline")).toHaveAttribute("data-status", "completed", {
    timeout: 30_000,
  });
  await expect(waiting).toHaveCount(0);
  await expect(page.getByTestId("order-item-waiting")).toHaveCount(0);
  await expect(page.getByTestId("order-item-transaction")).toBeVisible();

  // The order's history says why it waited.
  const orderId = new URL(page.url()).searchParams.get("orderId") ?? "";
  await page.goto(`/orders/${orderId}`);
  const events = page.getByTestId("order-events");
  await expect(events).toContainText("Waiting for the game's servers");
  await expect(events).toContainText("under maintenance");
  await expect(page.getByTestId("order-payment-status")).toHaveText("Paid");
  expect(await seriousAxeViolations(page)).toEqual([]);

  // The Delivery page promises what happened, with the shop's window (2 minutes in demo mode).
  await page.goto("/shipping");
  await expect(
    page.getByText("An order placed then waits for the game's servers", { exact: false }),
  ).toContainText("If the game is still down after 2 minutes, the order is refunded in full");
});
