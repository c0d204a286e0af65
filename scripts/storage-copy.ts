import { loadConfig } from "#server/config.ts";
import { copyLocalUploads } from "#server/platform/storage-copy.ts";
import { createFileStorage, uploadsDirFor } from "#server/platform/uploads.ts";

// `npm run storage:copy`: copies DATA_DIR/uploads into the bucket S3_BUCKET names (credentials
// and region from AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and AWS_REGION), before the shop
// starts using it. Files already there with the same size are skipped.
const config = loadConfig();
if (!config.s3) {
  process.stderr.write("S3_BUCKET is not set: there is no bucket to copy DATA_DIR/uploads into.\n");
  process.exit(1);
}
const root = uploadsDirFor(config.dataDir);
const counts = await copyLocalUploads(root, createFileStorage(config));
process.stdout.write(
  `Copied ${counts.copied} files from ${root} to bucket ${config.s3.bucket}; skipped ${counts.skipped} already there with the same size.\n`,
);
