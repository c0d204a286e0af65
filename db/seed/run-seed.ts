import path from "node:path";
import { loadConfig } from "../../server/config.ts";
import { openDatabase } from "../../server/platform/database.ts";
import { uploadsDirFor } from "../../server/platform/uploads.ts";
import { seedDemoCatalogue } from "./seed-demo.ts";

// `npm run db:seed`: migrate and seed the configured database without starting the server.
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: "postgres", url: config.databaseUrl }
    : { kind: "pglite", dataDir: path.join(config.dataDir, "pglite") },
);
try {
  await database.migrate();
  const result = await seedDemoCatalogue(database.db, {
    uploadsDir: uploadsDirFor(config.dataDir),
  });
  console.log(
    result.seeded
      ? `Seeded the demo catalogue (${result.artworkWritten} artwork files written).`
      : `The catalogue already has games; nothing seeded (${result.artworkWritten} artwork files written).`,
  );
} finally {
  await database.close();
}
