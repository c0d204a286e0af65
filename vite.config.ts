import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    // Dialogs and other on-demand parts are loaded when used; no preload helper is worth its
    // kilobyte of first-visit JavaScript for them (routes are preloaded by React Router itself).
    modulePreload: false,
    rolldownOptions: {
      output: {
        // One chunk for the framework every page runs: without it, each on-demand import splits
        // React and React Router into more shared chunks, and every split costs bytes.
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next)[\\/]/,
            },
            // The header's sign-in readers and the toast facade: tiny, needed by every page,
            // and shared with on-demand chunks; one chunk instead of three.
            {
              name: "session",
              test: /app[\\/]lib[\\/](auth[\\/](auth-read|use-auth-state)|toast)\.ts$/,
            },
          ],
        },
      },
    },
  },
  // Pre-bundled up front so the first page load in `npm run dev` does not trigger a reload.
  optimizeDeps: {
    include: [
      "react",
      "react-dom",
      "react-dom/client",
      "react-router",
      "i18next",
      "react-i18next",
      "lucide-react",
    ],
  },
});
