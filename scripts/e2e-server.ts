import { rmSync } from "node:fs";
import path from "node:path";

// The browser tests start from an empty database every run; the generated artwork under
// uploads/ is kept between runs because it is deterministic and slow to render.
const dataDir = path.resolve(".data/e2e");
rmSync(path.join(dataDir, "pglite"), { recursive: true, force: true });
process.env.DATA_DIR = dataDir;
process.env.NODE_ENV = "production";
process.env.LOG_LEVEL ??= "warn";
await import("#server/main.ts");
