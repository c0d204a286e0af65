import { signInFreshAccount } from "#tests/support/e2e-accounts.ts";
import { expect, type Page, test } from "#tests/support/e2e-fixtures.ts";

/**
 * The page-wide widgets: cookie-consent bar, back-to-top button, custom scrollbar, toasts,
 * broken-image placeholder and reduced motion.
 */

// Headless Chromium hides scrollbars unless told otherwise; these tests measure one. The same
// machine Chromium and flags as the configuration's projects.
test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
    ignoreDefaultArgs: ["--hide-scrollbars"],
  },
});

const consentBar = (page: Page) => page.getByRole("region", { name: "Cookie and storage choice" });
const backToTop = (page: Page) => page.getByRole("button", { name: "Back to top" });

/** Scrolls to `screens` window heights down and waits until the page is there. */
async function scrollScreens(page: Page, screens: number): Promise<void> {
  await page.evaluate((count) => window.scrollTo(0, window.innerHeight * count), screens);
  await expect
    .poll(() => page.evaluate(() => window.scrollY / window.innerHeight))
    .toBeGreaterThan(screens - 0.05);
}

test.describe("cookie-consent bar", () => {
  for (const [button, value] of [
    ["Accept", "accepted"],
    ["Reject", "rejected"],
  ] as const) {
    test(`shows on a first visit; ${button} hides it for good`, async ({ page }) => {
      await page.goto("/");
      const bar = consentBar(page);
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Privacy policy" })).toHaveAttribute(
        "href",
        "/privacy",
      );
      // Equal prominence: the two answers look the same.
      const looks = await bar
        .getByRole("button")
        .evaluateAll((buttons) => buttons.map((element) => element.className));
      expect(looks).toHaveLength(2);
      expect(looks[0]).toBe(looks[1]);
      // On a phone it leaves most of the screen free.
      const box = (await bar.boundingBox())!;
      expect(box.height).toBeLessThan(page.viewportSize()!.height * 0.5);

      await bar.getByRole("button", { name: button, exact: true }).click();
      await expect(bar).toHaveCount(0);
      const stored = await page.evaluate(() => localStorage.getItem("cookieConsent"));
      expect(JSON.parse(stored ?? "null")).toEqual({ value, date: expect.any(String) });

      await page.reload();
      // Once the back-to-top button can appear the page is hydrated: the bar would be there.
      await scrollScreens(page, 1.5);
      await expect(backToTop(page)).toBeVisible();
      await expect(bar).toHaveCount(0);
    });
  }

  test("is never part of the server-rendered page, and shifts nothing", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    expect(html).not.toContain('data-testid="cookie-consent"');
    await page.goto("/");
    await expect(consentBar(page)).toBeVisible();
    const shifts = await page.evaluate(
      () =>
        new Promise<{ total: number; sources: string[] }>((resolve) => {
          let total = 0;
          const sources: string[] = [];
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & {
              value: number;
              sources?: { node?: Node | null }[];
            })[]) {
              total += entry.value;
              for (const source of entry.sources ?? []) {
                const node = source.node as Element | null | undefined;
                sources.push(
                  `${entry.value.toFixed(4)} ${node?.nodeName ?? "?"}.${node?.className?.toString().slice(0, 60) ?? ""}`,
                );
              }
            }
          }).observe({ type: "layout-shift", buffered: true });
          setTimeout(() => resolve({ total, sources }), 500);
        }),
    );
    // The bar overlays the page: appearing, it moves nothing (a bar that pushed the page would
    // shift about 0.1, its height over the window's). On a loaded CI machine a sub-pixel reflow
    // elsewhere was seen once in six runs (0.0035, desktop); it is reported with its sources,
    // but only a shift a person could see (Google's "good" limit is 0.1) fails.
    expect(shifts.total, shifts.sources.join("; ")).toBeLessThan(0.01);
  });

  test("is reached by Tab right after the skip link, with a visible focus", async ({ page }) => {
    await page.goto("/");
    const bar = consentBar(page);
    await expect(bar).toBeVisible();
    await page.keyboard.press("Tab");
    await expect(page.locator("a.skip-link")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(bar.getByRole("link", { name: "Privacy policy" })).toBeFocused();
    await page.keyboard.press("Tab");
    const reject = bar.getByRole("button", { name: "Reject" });
    await expect(reject).toBeFocused();
    expect(await reject.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe(
      "none",
    );
    await page.keyboard.press("Tab");
    await expect(bar.getByRole("button", { name: "Accept" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(bar).toHaveCount(0);
    // No trap: the header comes next.
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("header") !== null)).toBe(
      true,
    );
  });
});

test.describe("back-to-top button", () => {
  test("appears after a screen of scrolling and brings the reader back to the top", async ({
    page,
  }) => {
    await page.goto("/");
    await consentBar(page).getByRole("button", { name: "Accept" }).click();
    expect(
      await page.evaluate(() => document.documentElement.scrollHeight / window.innerHeight),
    ).toBeGreaterThan(2.5);
    await scrollScreens(page, 0.6);
    await expect(backToTop(page)).toBeHidden();
    await scrollScreens(page, 1.5);
    const button = backToTop(page);
    await expect(button).toBeVisible();
    // The bottom end corner: bottom right in English.
    const box = (await button.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.locator("main#main")).toBeFocused();
    await expect(button).toBeHidden();
  });

  test("sits above the cookie bar and at the left in Arabic", async ({ page }) => {
    await page.goto("/?lang=ar");
    const bar = page.getByTestId("cookie-consent");
    await expect(bar).toBeVisible();
    await scrollScreens(page, 1.5);
    const button = page.getByTestId("back-to-top");
    await expect(button).toBeVisible();
    const buttonBox = (await button.boundingBox())!;
    const barBox = (await bar.boundingBox())!;
    expect(buttonBox.y + buttonBox.height).toBeLessThanOrEqual(barBox.y + 1);
    expect(buttonBox.x).toBeLessThan(40);
    // Nothing lies over it: a click at its centre reaches it.
    const hit = await page.evaluate(
      ({ x, y }) =>
        document.elementFromPoint(x, y)?.closest("[data-testid='back-to-top']") !== null,
      { x: buttonBox.x + buttonBox.width / 2, y: buttonBox.y + buttonBox.height / 2 },
    );
    expect(hit).toBe(true);
  });
});

test.describe("custom scrollbar", () => {
  test("its thumb is at least 8% of the window on a very long page", async ({ page, isMobile }) => {
    await page.goto("/");
    await consentBar(page).getByRole("button", { name: "Accept" }).click();
    // Forty screens long: a plain scrollbar's thumb would be about 2.5% tall.
    await page.evaluate(() => {
      const filler = document.createElement("div");
      filler.style.height = `${window.innerHeight * 40}px`;
      document.body.append(filler);
      window.scrollTo(0, 0);
    });
    const { gutter, height } = await page.evaluate(() => ({
      gutter: window.innerWidth - document.documentElement.clientWidth,
      height: window.innerHeight,
    }));
    if (isMobile) {
      // Phones keep their own overlay scrollbar: shown while scrolling, taking no room.
      expect(gutter).toBe(0);
      return;
    }
    expect(gutter).toBe(10);
    const thumb = await measureThumb(page);
    expect(thumb / height).toBeGreaterThanOrEqual(0.08);
    expect(thumb / height).toBeLessThan(0.12);
  });

  test("is absent when the page fits the window", async ({ page }) => {
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 6000 });
    await page.goto("/this/page/does-not-exist");
    const fits = await page.evaluate(() => ({
      overflow: document.documentElement.scrollHeight - window.innerHeight,
      gutter: window.innerWidth - document.documentElement.clientWidth,
    }));
    expect(fits.overflow).toBeLessThanOrEqual(0);
    expect(fits.gutter).toBe(0);
    expect(await measureThumb(page)).toBe(0);
  });
});

/**
 * The scrollbar thumb's height in CSS pixels, read from a screenshot: the rows of the
 * scrollbar's column that show the thumb's violet-to-cyan gradient.
 */
async function measureThumb(page: Page): Promise<number> {
  const width = page.viewportSize()!.width;
  const shot = await page.screenshot({ scale: "css" });
  const decoder = await page.context().newPage();
  const rows = await decoder.evaluate(
    async ({ png, column }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement("canvas");
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext("2d")!;
      context.drawImage(image, 0, 0);
      const pixels = context.getImageData(column, 0, 1, image.height).data;
      let count = 0;
      for (let y = 0; y < image.height; y++) {
        const red = pixels[y * 4]!;
        const blue = pixels[y * 4 + 2]!;
        // The gradient runs from violet (139, 92, 246) to cyan (34, 211, 238): strong blue.
        if (blue > 180 && blue > red + 40) count++;
      }
      return count;
    },
    { png: shot.toString("base64"), column: width - 5 },
  );
  await decoder.close();
  return rows;
}

test.describe("toasts", () => {
  test("sit at the top right and close by hand with a 300 ms exit", async ({ page, isMobile }) => {
    await signIn(page);
    await page.goto("/");
    await consentBar(page).getByRole("button", { name: "Accept" }).click();
    if (isMobile) {
      await page.getByRole("button", { name: "Open menu" }).click();
      await page.getByTestId("mobile-logout").click();
    } else {
      await page.getByTestId("user-menu").click();
      await page.getByTestId("user-menu-logout").click();
    }
    // Logout asks first, as on the account page.
    await page.getByTestId("logout-confirm").click();
    const region = page.getByRole("region", { name: /^Notifications/ });
    const toast = region.getByRole("listitem").filter({ hasText: "Successfully logged out" });
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute("data-type", "success");
    const box = (await toast.boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 4);
    expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
    // Below the sticky header, never over its cart and account buttons (once it has slid in).
    const header = (await page.locator("body > header, header.sticky").first().boundingBox())!;
    await expect
      .poll(async () => (await toast.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual(header.y + header.height);

    const close = toast.getByRole("button", { name: "Close notification" });
    await expect(close).toBeVisible();
    // Closing by hand starts the exit at once; the toast then stays 300 ms for its exit
    // animation (sonner alone would drop it after 200 ms). Both moments are taken from DOM
    // mutations as they happen, not from polling once a frame: a busy machine's late frames
    // would otherwise shorten the measured exit.
    const timing = await close.evaluate(
      (button) =>
        new Promise<{ closing: number; gone: number }>((resolve) => {
          const item = button.closest("[data-sonner-toast]")!;
          const start = performance.now();
          let closing = -1;
          const observer = new MutationObserver(() => {
            const now = performance.now() - start;
            if (closing < 0 && item.getAttribute("data-removed") === "true") closing = now;
            if (!item.isConnected) {
              observer.disconnect();
              resolve({ closing, gone: now });
            }
          });
          observer.observe(document.body, {
            subtree: true,
            childList: true,
            attributes: true,
            attributeFilter: ["data-removed"],
          });
          (button as HTMLButtonElement).click();
        }),
    );
    expect(timing.closing).toBeGreaterThanOrEqual(0);
    expect(timing.closing).toBeLessThan(500);
    expect(timing.gone - timing.closing).toBeGreaterThanOrEqual(280);
    expect(timing.gone).toBeLessThan(3_000);
    await expect(toast).toHaveCount(0);
  });
});

test.describe("broken images", () => {
  test("show the placeholder in the same box, also before the app starts", async ({
    browser,
    baseURL,
  }) => {
    // No JavaScript files at all: only the page's inline guard can repair the images.
    for (const withApp of [false, true]) {
      const context = await browser.newContext({ baseURL });
      const page = await context.newPage();
      if (!withApp) await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
      await page.route(/\/uploads\/.*\.(webp|png|jpe?g)$/, (route) =>
        route.fulfill({ status: 404, body: "" }),
      );
      await page.goto("/");
      const hero = page.locator("[data-testid='hero-carousel'] [data-active='true'] img");
      await expect(hero).toHaveAttribute("src", "/placeholder.svg");
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.naturalWidth))
        .toBeGreaterThan(0);
      const fill = await hero.evaluate((image) => {
        const own = image.getBoundingClientRect();
        const slide = image.closest("[data-active]")!.getBoundingClientRect();
        return { width: own.width / slide.width, height: own.height / slide.height };
      });
      expect(fill).toEqual({ width: 1, height: 1 });
      const card = page.locator("section[aria-labelledby='trending-title'] img").first();
      await card.scrollIntoViewIfNeeded();
      await expect(card).toHaveAttribute("src", "/placeholder.svg");
      await context.close();
    }
  });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });

  test("the carousel stays put and the payment logos stand still", async ({ page }) => {
    await page.goto("/");
    const active = page.locator("[data-testid='hero-carousel'] [data-active='true'] h2");
    const first = await active.textContent();
    // The bar shows once the app has started; then wait past the 3 s auto-advance.
    await expect(consentBar(page)).toBeVisible();
    await page.waitForTimeout(4_000);
    await expect(active).toHaveText(first ?? "");
    const marquee = page.locator("section[aria-labelledby='payments-title'] ul").first();
    await marquee.scrollIntoViewIfNeeded();
    expect(
      await marquee.evaluate((list) => getComputedStyle(list.parentElement!).animationName),
    ).toBe("none");
    // Every payment method is in view, none clipped.
    const clipped = await marquee.evaluate((list) => {
      const frame = list.parentElement!.parentElement!.getBoundingClientRect();
      return [...list.children].filter((item) => {
        const box = item.getBoundingClientRect();
        return box.left < frame.left - 1 || box.right > frame.right + 1;
      }).length;
    });
    expect(clipped).toBe(0);
  });
});

/** A fresh signed-in account for the toast tests. */
async function signIn(page: Page): Promise<void> {
  await signInFreshAccount(page, "widgets", "Widget Tester");
}
