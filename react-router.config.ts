import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // `npm start` builds into a temporary folder and swaps it in, so a running process never
  // serves a half-written build/.
  buildDirectory: process.env.GAMEZONE_BUILD_DIR || "build",
  // The whole route table goes into the first page: it is small, and lazy discovery would add a
  // /__manifest endpoint that matches every ancestor of a requested path (quadratic in depth)
  // and a round trip before the first client-side navigation.
  routeDiscovery: { mode: "initial" },
} satisfies Config;
