import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";

/**
 * Toasts leave with a 300 ms exit animation. Sonner unmounts a closed toast after a fixed
 * 200 ms, cutting its own exit transition short, and has no option for it; the build sets that
 * constant to 300 (app.css gives the exit transition the same 300 ms). A sonner release without
 * the constant fails the build instead of silently shipping another timing.
 */
function toastExitTiming(): Plugin {
  const from = "const TIME_BEFORE_UNMOUNT = 200;";
  return {
    name: "gamezone:toast-exit-300ms",
    transform(code, id) {
      if (!/node_modules[\\/]sonner[\\/]dist[\\/]index\.mjs$/.test(id)) return null;
      if (!code.includes(from)) this.error(`sonner changed: "${from}" not found`);
      return { code: code.replace(from, "const TIME_BEFORE_UNMOUNT = 300;"), map: null };
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), toastExitTiming()],
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
            },
            // Small modules every page's frame needs and on-demand chunks share (sign-in readers,
            // toast facade, translator, page meta, paths, the newsletter form's requests, icons,
            // images): one chunk instead of about ten, each of which cost a request, a manifest
            // entry and a few hundred bytes of its own. Listed by name, so nothing that only an
            // on-demand chunk uses is pulled into the first visit.
            {
              name: "shell",
              test: /(app[\\/]root\.tsx|app[\\/]components[\\/]layout[\\/](site-header|site-footer)\.tsx|app[\\/]components[\\/]widgets[\\/](global-widgets\.tsx|widget-logic\.ts)|app[\\/]lib[\\/](consent|outage-texts|language-sync|image-fallback|route-errors|app-context)\.ts|contracts[\\/]preferences\.ts|app[\\/]lib[\\/](auth[\\/](auth-read|use-auth-state|auth-dialog-request)|toast|i18n|seo|root-data|failure-text|when-idle)\.ts|app[\\/]components[\\/]ui[\\/](icon\.tsx|icon-sprite\.ts|game-image\.tsx)|contracts[\\/](paths|languages|image-variants|accounts-rules)\.ts)$/,
            },
          ],
        },
      },
    },
  },
  // Pre-bundled up front so the first page load in `npm run dev` does not trigger a reload.
  optimizeDeps: {
    include: ["react", "react-dom", "react-dom/client", "react-router", "lucide-react"],
    // Served through the plugins above (toastExitTiming), not pre-bundled past them.
    exclude: ["sonner"],
  },
});
