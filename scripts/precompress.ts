import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";

// Runs after `react-router build`: writes .br and .gz beside every compressible client file, so
// @fastify/static (preCompressed) serves them without compressing on each request and at the
// highest levels, which are too slow to use per request. GAMEZONE_BUILD_DIR names the build
// folder, as it does for react-router.config.ts.
const buildDir = process.env.GAMEZONE_BUILD_DIR || "build";
const root = path.resolve(buildDir, "client");
const compressible = /\.(js|css|svg|json|webmanifest|txt|html|xml)$/;

async function* walk(folder: string): AsyncGenerator<string> {
  for (const entry of await readdir(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

let files = 0;
for await (const file of walk(root)) {
  if (!compressible.test(file) || (await stat(file)).size < 512) continue;
  const source = await readFile(file);
  await writeFile(
    `${file}.br`,
    brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  );
  await writeFile(`${file}.gz`, gzipSync(source, { level: 9 }));
  files += 1;
}
console.log(`precompressed ${files} files in ${path.relative(process.cwd(), root) || root}`);
