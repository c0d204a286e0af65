import { openDatabase } from "#db/client.ts";
import { seedDemoCatalogue } from "#db/seed/seed-demo.ts";
import { loadConfig } from "#server/config.ts";
import { databaseOptionsFor } from "#server/platform/database.ts";
import { uploadsDirFor } from "#server/platform/uploads.ts";

// `npm run db:seed`: migrate and seed the configured database without starting the server.
const config = loadConfig();
const database = await openDatabase(databaseOptionsFor(config));
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
