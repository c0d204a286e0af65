import { expect, test } from "#tests/support/e2e-fixtures.ts";

test.describe("storefront", () => {
  test("the home page arrives server-rendered with games", async ({ browser, baseURL }) => {
    // No JavaScript at all: everything asserted here came from the server.
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    const response = await page.goto("/");
    expect(response?.status()).toBe(200);
    await expect(page).toHaveTitle(/GameZone/);
    await expect(page.getByRole("heading", { name: "Trending now" })).toBeVisible();
    await expect(page.locator('a[href="/games/pubg-mobile"]').first()).toBeAttached();
    await expect(page.getByRole("link", { name: "View More" })).toHaveAttribute("href", "/games");
    await context.close();
  });

  test("the hero carousel advances by itself", async ({ page }) => {
    await page.goto("/");
    const active = page.locator("[data-testid='hero-carousel'] [data-active='true'] h2");
    const first = await active.textContent();
    await expect(active).not.toHaveText(first ?? "", { timeout: 6_000 });
  });

  test("searching from the header reaches results, typos included", async ({ page, isMobile }) => {
    await page.goto("/");
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    const box = page.getByRole("searchbox").locator("visible=true");
    await box.fill("genshn");
    await box.press("Enter");
    await expect(page).toHaveURL(/\/search\?q=genshn$/);
    await expect(page.getByRole("heading", { name: "Results for “genshn”" })).toBeVisible();
    await expect(page.getByRole("link", { name: /Genshin Impact/ }).first()).toBeVisible();
    if (isMobile) {
      // After a search the mobile menu closes.
      await expect(page.locator("#mobile-menu")).toBeHidden();
    } else {
      await expect(box).toHaveValue("");
    }
  });

  test("a game page opens from the home page with its packages", async ({ page }) => {
    await page.goto("/");
    await page
      .locator("section[aria-labelledby='trending-title'] a[href='/games/free-fire']")
      .click();
    await expect(page).toHaveURL(/\/games\/free-fire$/);
    await expect(page.getByRole("heading", { level: 1, name: "Free Fire" })).toBeVisible();
    const options = page.getByTestId("package-option");
    expect(await options.count()).toBeGreaterThanOrEqual(5);
    await options.nth(2).click();
    await expect(options.nth(2)).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText("Instant · 5-10 min")).toBeVisible();
  });

  test("the home page's lower sections work from the server's markup, their code loaded only when touched", async ({
    page,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(new URL(request.url()).pathname);
    });
    await page.goto("/");
    await expect(page.locator("html[data-hydrated='true']")).toBeAttached();
    const moreGames = page.locator("#home-lower-island");
    await moreGames.scrollIntoViewIfNeeded();
    await expect(moreGames.getByRole("heading", { name: "More games" })).toBeVisible();
    // Scrolled into view and hydrated around it, yet no code for it: the markup is the server's.
    expect(scripts.filter((path) => path.includes("home-lower-sections"))).toEqual([]);
    const card = moreGames.locator("a[href^='/games/']").first();
    const href = (await card.getAttribute("href")) ?? "";
    // Pointing at it fetches the code (the link then prefetches as a rendered one does).
    const code = page.waitForRequest((request) => request.url().includes("home-lower-sections"));
    await card.hover();
    await code;
    await card.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test("an unknown URL shows the 404 page with status 404", async ({ page }) => {
    const response = await page.goto("/this/page/does-not-exist");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("404", { exact: true })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Go Home" }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test("the language menu switches the interface and remembers the choice", async ({ page }) => {
    await page.goto("/games");
    await page.getByRole("button", { name: "Language" }).click();
    await page.getByRole("option", { name: /Español/ }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    expect(await page.evaluate(() => localStorage.getItem("language"))).toBe("es");
  });

  test("the games list filters by category and pages", async ({ page }) => {
    await page.goto("/games");
    await page.getByRole("link", { name: "Gift Cards" }).click();
    await expect(page).toHaveURL(/category=Gift\+Cards|category=Gift%20Cards/);
    await expect(page.getByRole("link", { name: /Steam Wallet/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /Genshin Impact/ })).toHaveCount(0);
  });
});

test.describe("served pages", () => {
  test("the CSP runs exactly the page's own inline scripts, and the cached bytes stay identical", async ({
    page,
    request,
  }) => {
    const bodies: string[] = [];
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await request.get("/games/genshin-impact", {
        headers: { cookie: `_ga=GA1.1.${attempt}` },
      });
      const policy = response.headers()["content-security-policy"] ?? "";
      expect(policy).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')+;/);
      expect(policy).not.toMatch(/nonce|unsafe-inline'[^;]*;.*script|ws:|wss:/);
      bodies.push(await response.text());
    }
    expect(bodies[0]).toBe(bodies[1]);
    expect(bodies[0]).not.toContain("nonce");

    const violations: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto("/games/genshin-impact");
    // Hydrated: the page's inline scripts ran.
    await page.getByTestId("package-option").nth(1).click();
    await expect(page.getByTestId("package-option").nth(1)).toHaveAttribute("aria-checked", "true");
    expect(violations).toEqual([]);
    // A script injected into the page is refused.
    const injectedRan = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return (window as { __injected?: boolean }).__injected === true;
    });
    expect(injectedRan).toBe(false);
  });

  test("the API docs render at /api/docs", async ({ page }) => {
    await page.goto("/api/docs");
    // The docs UI (1.4 MB) renders the whole API description in the browser: on a loaded CI
    // machine that took over 5 s once. A time limit, not a speed check.
    await expect(page.locator(".swagger-ui .info .title")).toContainText("GameZone API", {
      timeout: 20_000,
    });
    await expect(page.locator(".opblock").first()).toBeVisible();
  });

  test("the page hydrates without console errors", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    await page.goto("/games/genshin-impact");
    await page.getByTestId("package-option").nth(1).click();
    await expect(page.getByTestId("package-option").nth(1)).toHaveAttribute("aria-checked", "true");
    expect(problems).toEqual([]);
  });

  test("hashed assets are precompressed and cached immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    // The framework chunk: every page loads it (files under 512 bytes are sent as they are).
    const asset = /\/assets\/framework-[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!, { headers: { "accept-encoding": "br, gzip" } });
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(response.headers()["content-encoding"]).toBe("br");
  });

  test("robots.txt and sitemap.xml are served", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
    expect(await (await request.get("/sitemap.xml")).text()).toContain("/games/free-fire</loc>");
  });
});
