/**
 * Fails when a module exports a name that nothing uses: not another file (tests count as users)
 * and not the module itself. An export used only in its own file is left alone: dropping the
 * `export` word there is tidying, not dead code.
 *
 * Deliberately simple: exports are found by pattern, uses by whole-word search over the
 * project's source. A name that appears anywhere else counts as used, so the check can miss dead
 * code with a common name but never flags code that is used. (TypeScript 7's native compiler
 * has no JS API for a tool such as knip to build on.)
 *
 * Usage: node scripts/check-unused-exports.ts
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const sourceFolders = ["app", "server", "contracts", "db", "scripts", "bench", "tests", "e2e"];
const skippedFolders = new Set(["node_modules", "build", ".react-router", "migrations"]);

/** What a React Router route module (and the root) hands to the framework. */
const routeModuleExports = new Set([
  "action",
  "clientAction",
  "clientLoader",
  "ErrorBoundary",
  "handle",
  "headers",
  "HydrateFallback",
  "Layout",
  "links",
  "loader",
  "meta",
  "middleware",
  "shouldRevalidate",
]);

/** Exports the framework reads from its entry modules (`file:name`). */
const frameworkExports = new Set([
  "app/entry.server.tsx:handleError",
  "app/entry.server.tsx:streamTimeout",
]);

/** Exports known to be unused and left for now: `file:name`, each with its reason. */
const allowed = new Map<string, string>([
  // Owned by other issue-21 streams (orders and admin, accounts, guides, catalogue and the
  // database factories): their owners remove these when they rework those files.
  ["server/modules/chat/chat.service.ts:chatRateLimit", "chat stream: only its UUID is ours"],
  ["server/modules/guides/guides.repository.ts:selectGuideSlugs", "guides stream"],
  ["contracts/buying.ts:PlayerFields", "orders stream"],
  ["contracts/admin-permissions.ts:adminPermissionNames", "admin stream"],
  ["contracts/admin-guides.ts:AdminGuideText", "admin stream (guides)"],
  ["contracts/admin-guides.ts:AdminGuideCreateRequest", "admin stream (guides)"],
  ["contracts/admin-guides.ts:AdminGuideMetaRequest", "admin stream (guides)"],
  ["contracts/admin-dashboard.ts:DashboardTopGame", "admin stream"],
  ["contracts/admin-dashboard.ts:DashboardAttentionOrder", "admin stream"],
  ["contracts/admin-home.ts:FeaturedListBody", "admin stream (catalogue)"],
  ["contracts/admin-home.ts:CatalogueTextsBody", "admin stream (catalogue)"],
  ["contracts/admin-orders.ts:AdminOrderSummary", "orders stream"],
  ["contracts/admin-orders.ts:AdminOrderItem", "orders stream"],
  ["contracts/admin-orders.ts:AdminOrderEvent", "orders stream"],
  ["contracts/admin-orders.ts:AdminOrderNote", "orders stream"],
  ["contracts/admin-orders.ts:AdminOrderAuditEntry", "orders stream"],
  ["contracts/admin-orders.ts:AdminOrderNoteRequest", "orders stream"],
  ["db/factories.ts:createFeaturedItem", "database stream"],
  ["db/factories.ts:createDisplayCurrency", "database stream"],
]);

function listSources(folder: string, found: string[] = []): string[] {
  let entries: import("node:fs").Dirent[];
  try {
    entries = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch {
    return found;
  }
  for (const entry of entries) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) {
      if (!skippedFolders.has(entry.name)) listSources(relative, found);
    } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
      found.push(relative);
    }
  }
  return found;
}

const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /(^|\/)(tests|e2e)\//.test(file);
const isRouteModule = (file: string) => file.startsWith("app/routes/") || file === "app/root.tsx";

/** The names a file exports by declaration or by a local `export { … }` list. */
function exportsOf(source: string): { name: string; line: number }[] {
  const found: { name: string; line: number }[] = [];
  const lineAt = (index: number) => source.slice(0, index).split("\n").length;
  const declaration =
    /^export\s+(?:declare\s+)?(?:async\s+)?(?:function\*?|const|let|var|class|abstract\s+class|type|interface|enum)\s+([A-Za-z_$][\w$]*)/gm;
  for (const match of source.matchAll(declaration)) {
    found.push({ name: match[1]!, line: lineAt(match.index) });
  }
  // `export { a, b as c }` without `from`: local names exported (re-exports are not checked).
  for (const match of source.matchAll(/^export\s+(?:type\s+)?\{([^}]*)\}(?!\s*from)/gm)) {
    for (const part of match[1]!.split(",")) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop()
        ?.replace(/^type\s+/, "");
      if (name && name !== "default") found.push({ name, line: lineAt(match.index) });
    }
  }
  return found;
}

// This file names the allowed exports, which must not count as uses of them.
const files = sourceFolders
  .flatMap((folder) => listSources(folder))
  .filter((file) => file !== "scripts/check-unused-exports.ts");
const texts = new Map(files.map((file) => [file, readFileSync(path.join(root, file), "utf8")]));
// How often each word appears in each file, to tell "used elsewhere" and "used here" apart.
const wordCounts = new Map<string, Map<string, number>>();
for (const [file, text] of texts) {
  for (const [word] of text.matchAll(/[A-Za-z_$][\w$]*/g)) {
    let perFile = wordCounts.get(word);
    if (!perFile) {
      perFile = new Map();
      wordCounts.set(word, perFile);
    }
    perFile.set(file, (perFile.get(file) ?? 0) + 1);
  }
}

const unused: string[] = [];
const staleAllowances = new Set(allowed.keys());
for (const [file, text] of texts) {
  if (isTest(file)) continue;
  for (const { name, line } of exportsOf(text)) {
    if (isRouteModule(file) && routeModuleExports.has(name)) continue;
    if (frameworkExports.has(`${file}:${name}`)) continue;
    const perFile = wordCounts.get(name) ?? new Map<string, number>();
    const usedElsewhere = [...perFile.keys()].some((other) => other !== file);
    const usedHere = (perFile.get(file) ?? 0) > 1;
    if (usedElsewhere || usedHere) continue;
    const key = `${file}:${name}`;
    if (allowed.has(key)) {
      staleAllowances.delete(key);
      continue;
    }
    unused.push(`${file}:${line} ${name}`);
  }
}

// An allowance whose export is now used or gone would hide the next dead export of that name.
const stale = [...staleAllowances];
if (unused.length > 0 || stale.length > 0) {
  if (unused.length > 0) {
    console.error(`Exported but used nowhere (${unused.length}); remove them or use them:`);
    for (const entry of unused) console.error(`  ${entry}`);
  }
  if (stale.length > 0) {
    console.error("Allowed as unused but now used or gone; remove from the allow-list:");
    for (const entry of stale) console.error(`  ${entry}`);
  }
  process.exit(1);
}
console.log(`No unused exports in ${texts.size} files.`);
