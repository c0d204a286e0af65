import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3210);

// The machine's Chromium (Debian package), never a downloaded browser.
const chromium = {
  executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    // A fake microphone that needs no permission prompt, for the chat's voice messages.
    "--use-fake-ui-for-media-stream",
    "--use-fake-device-for-media-stream",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: "retain-on-failure",
    launchOptions: chromium,
  },
  projects: [
    { name: "desktop", use: { ...devices["Desktop Chrome"], launchOptions: chromium } },
    { name: "phone", use: { ...devices["Pixel 7"], launchOptions: chromium } },
  ],
  webServer: {
    command: "node scripts/e2e-server.ts",
    url: `http://127.0.0.1:${port}/api/ready`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      // A known owner account for the admin tests (a fresh database gets it at start).
      ADMIN_EMAIL: "owner@e2e.example",
      ADMIN_PASSWORD: "E2E-owner-password-1",
      // The buying tests give each made-up buyer its own address (X-Forwarded-For), so the
      // per-address attempt limits do not add up across tests.
      TRUST_PROXY: "1",
    },
    stdout: "ignore",
    stderr: "pipe",
  },
});
