import { openDatabase } from "#db/client.ts";
import { DataDirInUseError } from "#db/data-dir-lock.ts";
import { seedDemoCatalogue } from "#db/seed/seed-demo.ts";
import { seedDemoRisk } from "#db/seed/seed-demo-risk.ts";
import { seedDemoGuides } from "#db/seed/seed-guides.ts";
import { buildApp } from "./app.ts";
import { ConfigError, isLoopbackHost, loadConfig } from "./config.ts";
import { ensureOwnerAccount } from "./modules/accounts/admin-bootstrap.ts";
import { writeGuide } from "./modules/guides/guides.service.ts";
import { databaseOptionsFor } from "./platform/database.ts";
import { shutDownGracefully } from "./platform/shutdown.ts";
import { createFileStorage } from "./platform/uploads.ts";

async function start(): Promise<void> {
  const config = loadConfig(process.env, { dev: process.argv.includes("--dev") });
  const database = await openDatabase(databaseOptionsFor(config));
  await database.migrate();
  // One store for the seed's artwork and the app: the bucket every process shares, or the disk.
  const files = createFileStorage(config);
  if (config.seedDemo) {
    await seedDemoCatalogue(database.db, { artwork: files });
    await seedDemoGuides(database.db, { artwork: files, writeGuide });
    // A held order and a blocked e-mail for the owner to try the fraud review on (first start).
    // Demo mode on the sandbox only: its payment lives in the sandbox's bank, and a real shop
    // that starts from the demo catalogue gets no made-up order or blocklist entry.
    if (config.mode === "demo" && config.payments.provider === "sandbox") {
      await seedDemoRisk(database.db);
    }
  }
  const app = await buildApp(config, { database, storage: files });
  const ownerLine = await ensureOwnerAccount(app.services.accounts, config);
  // Deliveries a killed process left half-done are picked up now, not minutes later.
  const resumed = await app.services.orders.resumeStalledFulfilment(0);
  if (resumed > 0) app.log.warn({ resumed }, "resumed deliveries left by the previous run");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM comes from a process manager or load balancer: drain first. SIGINT is a person
    // at a terminal (Ctrl-C), who wants the prompt back now.
    const drainMs = signal === "SIGTERM" ? config.shutdownDrainMs : 0;
    app.log.info({ signal, drainMs }, "shutting down: draining, then finishing in-flight requests");
    // In-flight requests are cut after inFlightLimitMs; this is the last resort if closing the
    // jobs or the database hangs.
    const timer = setTimeout(() => {
      app.log.error("forced exit: shutdown took more than 20 s after the drain");
      process.exit(1);
    }, drainMs + 20_000);
    timer.unref();
    try {
      await shutDownGracefully(app, { lifecycle: app.lifecycle, drainMs });
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  if (config.mode === "demo" && !isLoopbackHost(config.host)) {
    app.log.warn(
      { host: config.host },
      "DEMO MODE IS REACHABLE FROM OTHER MACHINES: anyone who can reach it reads every sign-up code, admin invitation and shopper's password reset link at /dev/mailbox and can sign in through the development Google provider; set HOST=127.0.0.1, or run APP_MODE=production",
    );
  }
  const storage = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  const lines = [
    `GameZone is running at ${config.origin} (${config.dev ? "dev" : "production"} build, ${config.mode} mode, ${storage})`,
  ];
  if (config.mode === "demo") {
    lines.push(
      `demo mode: e-mails at ${config.origin}/dev/mailbox; do not expose this server publicly`,
    );
  }
  if (ownerLine) lines.push(ownerLine);
  process.stdout.write(`\n${lines.map((line) => `  ${line}`).join("\n")}\n\n`);
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `GameZone failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
