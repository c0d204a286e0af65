import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // `npm start` builds into a temporary folder and swaps it in, so a running process never
  // serves a half-written build/.
  buildDirectory: process.env.GAMEZONE_BUILD_DIR || "build",
} satisfies Config;
