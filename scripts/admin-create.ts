/**
 * Adds (or promotes) an admin from the shell:
 *   npm run admin:create -- --email ops@shop.example --role manager [--password …] [--name …]
 * Without --password a random one is generated and printed once.
 */
import { randomBytes } from "node:crypto";
import { parseArgs } from "node:util";
import pino from "pino";
import { emailSchema, newPasswordSchema } from "#contracts/accounts.ts";
import { adminRoles, isAdminRole } from "#contracts/accounts-rules.ts";
import { openDatabase } from "#db/client.ts";
import { DataDirInUseError } from "#db/data-dir-lock.ts";
import { ConfigError, loadConfig } from "#server/config.ts";
import { databaseOptionsFor } from "#server/platform/database.ts";
import { resolveSecrets } from "#server/platform/secrets.ts";
import { createServices } from "#server/services.ts";

function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

const { values } = parseArgs({
  options: {
    email: { type: "string" },
    role: { type: "string", default: "support" },
    password: { type: "string" },
    name: { type: "string" },
  },
});
const email = emailSchema.safeParse(values.email ?? "");
if (!email.success)
  fail(
    "Usage: npm run admin:create -- --email <address> --role <owner|manager|support|editor> [--password <password>] [--name <name>]",
  );
if (!isAdminRole(values.role)) fail(`--role must be one of: ${adminRoles.join(", ")}`);
if (values.password !== undefined && !newPasswordSchema.safeParse(values.password).success) {
  fail("--password must be 6 to 128 characters");
}

let config: ReturnType<typeof loadConfig> | undefined;
try {
  config = loadConfig(process.env);
  const database = await openDatabase(databaseOptionsFor(config));
  await database.migrate();
  const services = createServices({
    config,
    database,
    log: pino({ level: "silent" }),
    secrets: await resolveSecrets(config, database.db),
  });
  const exists = await services.accounts.accountExists(email.data);
  const password = values.password ?? (exists ? undefined : randomBytes(12).toString("base64url"));
  const { created } = await services.accounts.upsertAdmin({
    email: email.data,
    adminRole: values.role,
    password,
    ...(values.name ? { name: values.name } : {}),
  });
  await database.close();
  process.stdout.write(
    `${created ? "Created" : "Updated"} admin ${email.data} (${values.role})${password && !values.password ? `, password: ${password} (shown once)` : ""}\n`,
  );
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  // The embedded database (PGlite) has one owner at a time: a running server keeps its folder.
  if (error instanceof DataDirInUseError) {
    fail(
      `admin:create cannot open the database: a GameZone server is running on the embedded database in ${config?.dataDir ?? "DATA_DIR"} and holds it. Stop the server, run admin:create again, then start the server; or run both on PostgreSQL (DATABASE_URL), which they can share.`,
    );
  }
  fail(`admin:create failed: ${error instanceof Error ? error.message : String(error)}`);
}
