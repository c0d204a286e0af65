import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "#db/client.ts";
import { seedDemoCatalogue } from "#db/seed/seed-demo.ts";
import { seedDemoGuides } from "#db/seed/seed-guides.ts";
import { writeGuide } from "#server/modules/guides/guides.service.ts";
import { runAdmin, withDatabase } from "./postgres-admin.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    postgresTemplate: { adminUrl: string; template: string } | null;
  }
}

/**
 * Migrates and seeds once per run. PGlite: a data-dir dump each test file loads in ~100 ms.
 * PostgreSQL (TEST_DATABASE_URL): a template database each test file clones.
 */
export default async function setup(project: TestProject) {
  const folder = await mkdtemp(path.join(tmpdir(), "gamezone-test-"));
  const snapshotPath = path.join(folder, "catalogue.tar.gz");
  const database = await openDatabase({ kind: "pglite" });
  await database.migrate();
  await seedDemoCatalogue(database.db, { artwork: null });
  await seedDemoGuides(database.db, { artwork: null, writeGuide });
  const client = (database.db as unknown as { $client: { dumpDataDir(c: "gzip"): Promise<Blob> } })
    .$client;
  const dump = await client.dumpDataDir("gzip");
  await writeFile(snapshotPath, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteSnapshotPath", snapshotPath);

  const adminUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (adminUrl) {
    template = `gamezone_tpl_${process.pid}_${Date.now()}`;
    await runAdmin(adminUrl, `create database "${template}"`);
    const templateDb = await openDatabase({
      kind: "postgres",
      url: withDatabase(adminUrl, template),
    });
    await templateDb.migrate();
    await seedDemoCatalogue(templateDb.db, { artwork: null });
    await seedDemoGuides(templateDb.db, { artwork: null, writeGuide });
    await templateDb.close();
    project.provide("postgresTemplate", { adminUrl, template });
  } else {
    project.provide("postgresTemplate", null);
  }

  return async () => {
    if (adminUrl && template)
      await runAdmin(adminUrl, `drop database if exists "${template}" with (force)`);
    await rm(folder, { recursive: true, force: true });
  };
}
