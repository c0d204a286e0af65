import { openDatabase } from "#db/client.ts";
import { seedDemoCatalogue } from "#db/seed/seed-demo.ts";
import { buildApp } from "./app.ts";
import { ConfigError, loadConfig } from "./config.ts";
import { databaseOptionsFor } from "./platform/database.ts";
import { uploadsDirFor } from "./platform/uploads.ts";

async function start(): Promise<void> {
  const config = loadConfig(process.env, { dev: process.argv.includes("--dev") });
  const database = await openDatabase(databaseOptionsFor(config));
  await database.migrate();
  if (config.seedDemo) {
    await seedDemoCatalogue(database.db, { uploadsDir: uploadsDirFor(config.dataDir) });
  }
  const app = await buildApp(config, { database });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    // A stuck request must not keep the process alive forever.
    const timer = setTimeout(() => {
      app.log.error("forced exit after 10 s");
      process.exit(1);
    }, 10_000);
    timer.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.once("SIGTERM", () => void shutdown("SIGTERM"));
  process.once("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === "object" && address ? address.port : config.port;
  const shownHost = config.host === "0.0.0.0" || config.host === "::" ? "localhost" : config.host;
  const storage = database.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL";
  process.stdout.write(
    `\n  GameZone is running at http://${shownHost}:${port} (${config.dev ? "dev" : "production"}, ${storage})\n\n`,
  );
}

start().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    process.stderr.write(
      `GameZone failed to start: ${error instanceof Error ? error.stack : String(error)}\n`,
    );
  }
  process.exit(1);
});
