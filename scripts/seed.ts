import { openDatabase } from "#db/client.ts";
import { seedDemoCatalogue } from "#db/seed/seed-demo.ts";
import { seedDemoRisk } from "#db/seed/seed-demo-risk.ts";
import { seedDemoGuides } from "#db/seed/seed-guides.ts";
import { loadConfig } from "#server/config.ts";
import { writeGuide } from "#server/modules/guides/guides.service.ts";
import { databaseOptionsFor } from "#server/platform/database.ts";
import { createFileStorage } from "#server/platform/uploads.ts";

// `npm run db:seed`: migrate and seed the configured database without starting the server.
const config = loadConfig();
const database = await openDatabase(databaseOptionsFor(config));
// The artwork goes where the shop serves uploads from: DATA_DIR/uploads or the S3 bucket.
const artwork = createFileStorage(config);
try {
  await database.migrate();
  const result = await seedDemoCatalogue(database.db, { artwork });
  console.log(
    result.seeded
      ? `Seeded the demo catalogue (${result.artworkWritten} artwork files written).`
      : `The catalogue already has games; nothing seeded (${result.artworkWritten} artwork files written).`,
  );
  const guides = await seedDemoGuides(database.db, { artwork, writeGuide });
  console.log(
    `Guides: ${guides.created} created, ${guides.textsWritten} texts written, ${guides.artworkWritten} cover files written.`,
  );
  // Demo mode on the sandbox only, as at start (server/main.ts).
  if (config.mode === "demo" && config.payments.provider === "sandbox") {
    const risk = await seedDemoRisk(database.db);
    console.log(
      `Fraud review demo: ${risk.heldOrder ? "a held order" : "no held order"} and ${risk.blockedEmail ? "a blocked e-mail" : "no blocked e-mail"} seeded (once, on the first run).`,
    );
  }
} finally {
  await database.close();
}
