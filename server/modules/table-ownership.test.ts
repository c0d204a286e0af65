import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * Every table has one owning module, and only that module writes it: other modules ask its
 * service. This reads the server's source (tests aside) for every write, Drizzle's
 * `.insert(table)`, `.update(table)`, `.delete(table)` and raw `insert into` / `update` /
 * `delete from`, and checks the writer against the owner below. The seed and the test factories
 * (db/) write everything on purpose and are not read.
 */

const root = path.resolve(import.meta.dirname, "../..");

/** Table → where its writes live (a module folder, or one platform file for platform tables). */
const owners: Record<string, string> = {
  users: "server/modules/accounts/",
  pending_signups: "server/modules/accounts/",
  sessions: "server/modules/accounts/",
  refresh_tokens: "server/modules/accounts/",
  security_events: "server/modules/accounts/",
  admin_invitations: "server/modules/accounts/",
  password_resets: "server/modules/accounts/",
  admin_two_factor: "server/modules/accounts/",
  admin_recovery_codes: "server/modules/accounts/",
  admin_login_challenges: "server/modules/accounts/",
  games: "server/modules/catalogue/",
  currency_packages: "server/modules/catalogue/",
  featured_items: "server/modules/catalogue/",
  display_currencies: "server/modules/catalogue/",
  catalogue_texts: "server/modules/catalogue/",
  guides: "server/modules/guides/",
  guide_texts: "server/modules/guides/",
  cart_items: "server/modules/cart/",
  orders: "server/modules/orders/",
  order_items: "server/modules/orders/",
  order_events: "server/modules/orders/",
  order_refunds: "server/modules/orders/",
  payment_events: "server/modules/orders/",
  chat_messages: "server/modules/chat/",
  chat_reads: "server/modules/chat/",
  chat_mutes: "server/modules/chat/",
  chat_moderation_actions: "server/modules/chat/",
  newsletter_subscriptions: "server/modules/newsletter/",
  partner_enquiries: "server/modules/partner/",
  promo_codes: "server/modules/promos/",
  promo_redemptions: "server/modules/promos/",
  risk_rules: "server/modules/risk/",
  blocklist_entries: "server/modules/risk/",
  checkout_refusals: "server/modules/risk/",
  sandbox_supplier_deliveries: "server/modules/sandbox/",
  player_accounts: "server/modules/players/",
  // Platform parts with their own table: the one write API each.
  audit_log: "server/platform/audit-log.ts",
  dev_mailbox: "server/platform/mail.ts",
  demo_secrets: "server/platform/secrets.ts",
  sandbox_payment_sessions: "server/platform/payments/sandbox-provider.ts",
};

/**
 * The named exceptions: a file that writes a table it does not own, and why. (Calling another
 * module's repository is the import rule's business, biome.json: there the development identity
 * provider's use of the Google sign-in constants is the named exception.)
 */
const allowed: { file: string; table: string; why: string }[] = [
  {
    file: "server/platform/payments/sandbox-provider.ts",
    table: "payment_events",
    why: "the sandbox provider's refund markers and references",
  },
];

type Write = { file: string; table: string; line: number };

function tableNames(): Map<string, string> {
  const byExport = new Map<string, string>();
  const dir = path.join(root, "db/schema");
  for (const name of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, name), "utf8");
    for (const match of text.matchAll(/export const (\w+) = pgTable\(\s*"(\w+)"/g)) {
      byExport.set(match[1] as string, match[2] as string);
    }
  }
  return byExport;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(root, dir), { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(".ts") && !name.endsWith(".test.ts"))
    .map((name) => path.posix.join(dir, name.split(path.sep).join("/")));
}

/** Comments blanked (newlines kept), so prose about "updating orders" is not a write. */
function withoutComments(text: string): string {
  return text.replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, (comment) => comment.replace(/[^\n]/g, " "));
}

function writesOf(file: string, byExport: Map<string, string>): Write[] {
  const text = withoutComments(readFileSync(path.join(root, file), "utf8"));
  const tables = new Set(byExport.values());
  const lineOf = (index: number) => text.slice(0, index).split("\n").length;
  const writes: Write[] = [];
  for (const match of text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = byExport.get(match[1] as string);
    if (table) writes.push({ file, table, line: lineOf(match.index) });
  }
  const raw = /\b(?:insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|"?(\w+)"?)/gi;
  for (const match of text.matchAll(raw)) {
    const table = match[1] ? byExport.get(match[1]) : match[2];
    if (table && tables.has(table)) writes.push({ file, table, line: lineOf(match.index) });
  }
  return writes;
}

const byExport = tableNames();
const writes = sourceFiles("server").flatMap((file) => writesOf(file, byExport));

describe("table ownership", () => {
  it("knows an owner for every table of the schema", () => {
    expect([...byExport.values()].sort()).toEqual(Object.keys(owners).sort());
  });

  it("finds at least one write of every table (the scan sees what it checks)", () => {
    const written = new Set(writes.map((write) => write.table));
    expect(Object.keys(owners).filter((table) => !written.has(table))).toEqual([]);
  });

  it("writes each table only from its owning module, or a named exception", () => {
    const strays = writes
      .filter((write) => !write.file.startsWith(owners[write.table] as string))
      .filter((write) => !allowed.some((a) => a.file === write.file && a.table === write.table))
      .map((write) => `${write.file}:${write.line} writes ${write.table}`);
    expect(strays).toEqual([]);
  });

  it("lists no exception that is no longer needed", () => {
    const stale = allowed
      .filter((a) => !writes.some((write) => write.file === a.file && write.table === a.table))
      .map((a) => `${a.file} → ${a.table} (${a.why})`);
    expect(stale).toEqual([]);
  });
});
