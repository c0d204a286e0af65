import S3rver from "s3rver";

// s3rver in a process of its own: its ListObjectsV2 continuation tokens use DES, which Node's
// OpenSSL 3 only has behind --openssl-legacy-provider (a flag the test process must not need).
// Arguments: <directory> <bucket>. Prints the port once listening; exits on SIGTERM.
const [directory, bucket] = process.argv.slice(2);
if (!directory || !bucket) throw new Error("usage: s3rver-process.ts <directory> <bucket>");
const server = new S3rver({
  port: 0,
  address: "127.0.0.1",
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const address = await server.run();
process.stdout.write(`${JSON.stringify({ port: address.port })}\n`);
process.once("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
