import { randomBytes } from "node:crypto";
import type { Config } from "#server/config.ts";
import type { AccountsService } from "./accounts.service.ts";

export const demoOwnerEmail = "admin@gamezone.example";

/**
 * The owner account at start: ADMIN_EMAIL (with ADMIN_PASSWORD, which also resets the password)
 * is created or made the owner. In demo mode with neither set, a database without an owner
 * gets `admin@gamezone.example` with a random password, shown once on the returned line.
 */
export async function ensureOwnerAccount(
  accounts: AccountsService,
  config: Config,
): Promise<string | undefined> {
  if (config.admin) {
    const exists = await accounts.accountExists(config.admin.email);
    // ADMIN_EMAIL alone for an address without an account: a generated password, shown once.
    const generated =
      !exists && !config.admin.password ? randomBytes(12).toString("base64url") : undefined;
    await accounts.upsertAdmin({
      email: config.admin.email,
      adminRole: "owner",
      password: config.admin.password ?? generated,
    });
    return generated
      ? `Owner account created: ${config.admin.email} / ${generated} (shown once; set ADMIN_PASSWORD to choose it)`
      : undefined;
  }
  if (config.mode !== "demo" || (await accounts.hasAnyAdmin())) return undefined;
  const password = randomBytes(12).toString("base64url");
  await accounts.upsertAdmin({
    email: demoOwnerEmail,
    adminRole: "owner",
    password,
    name: "Demo Owner",
  });
  return `Demo owner account: ${demoOwnerEmail} / ${password} (shown once; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)`;
}
