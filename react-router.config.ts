import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // `npm start` builds into a temporary folder and swaps it in, so a running process never
  // serves a half-written build/.
  buildDirectory: process.env.GAMEZONE_BUILD_DIR || "build",
  // Each page carries only the routes it matched; the routes its links lead to arrive from
  // /__manifest, which React Router asks for as soon as the links render, so a click rarely
  // waits for it. The full table (2.2 KB gzipped) was first-visit JavaScript on every page. The
  // request guard bounds what one /__manifest request can make the server match.
  routeDiscovery: { mode: "lazy" },
} satisfies Config;
