import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import {
  emojibaseVersion,
  emojiDataLocales,
  emojiDataPath,
} from "./app/features/chat/emoji-data.ts";

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

/**
 * frimousse 0.4 numbers its grid's rows and cells from 0, which ARIA forbids (aria-rowindex and
 * aria-colindex start at 1; axe reports it as serious), and finds a row to scroll to by that
 * number. The build numbers both from 1, the lookup included. A frimousse release without these
 * exact lines fails the build instead of shipping either form unchecked.
 */
function emojiGridIndexes(): Plugin {
  const edits: [string, string][] = [
    ['"aria-rowindex":t?void 0:e,', '"aria-rowindex":t?void 0:e+1,'],
    ['"aria-colindex":t,', '"aria-colindex":t+1,'],
    [
      // biome-ignore lint/suspicious/noTemplateCurlyInString: frimousse's template literal, as text
      'querySelector(`[aria-rowindex="${R}"]`)',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the same, numbered from 1
      'querySelector(`[aria-rowindex="${R+1}"]`)',
    ],
  ];
  return {
    name: "gamezone:emoji-grid-indexes",
    transform(code, id) {
      if (!/node_modules[\\/]frimousse[\\/]dist[\\/]index\.js$/.test(id)) return null;
      let patched = code;
      for (const [from, to] of edits) {
        if (patched.split(from).length !== 2)
          this.error(`frimousse changed: "${from}" not found once`);
        patched = patched.replace(from, to);
      }
      return { code: patched, map: null };
    },
  };
}

/**
 * The chat's emoji picker (frimousse) reads Emojibase's data.json and messages.json per language
 * from one base URL. The build writes them under /assets/emojibase-<version>/ (the dev server
 * answers the same paths), keeping only the fields the picker reads: about half the bytes. An
 * installed emojibase-data of another version than the app names fails the build.
 */
function emojiData(): Plugin {
  const require = createRequire(import.meta.url);
  const read = (file: string) => readFileSync(require.resolve(`emojibase-data/${file}`), "utf8");
  type Emoji = {
    label: string;
    emoji: string;
    tags?: string[];
    group?: number;
    subgroup?: number;
    version: number;
    skins?: { emoji: string; tone?: number | number[] }[];
  };
  const files = () => {
    const installed = JSON.parse(read("package.json")).version;
    if (installed !== emojibaseVersion) {
      throw new Error(`emojibase-data ${installed} installed, the app names ${emojibaseVersion}`);
    }
    return emojiDataLocales.flatMap((locale) => {
      const emojis = (JSON.parse(read(`${locale}/data.json`)) as Emoji[]).map((entry) => ({
        label: entry.label,
        emoji: entry.emoji,
        tags: entry.tags,
        group: entry.group,
        subgroup: entry.subgroup,
        version: entry.version,
        skins: entry.skins?.map((skin) => ({ emoji: skin.emoji, tone: skin.tone })),
      }));
      return [
        { path: `${locale}/data.json`, source: JSON.stringify(emojis) },
        { path: `${locale}/messages.json`, source: read(`${locale}/messages.json`) },
      ];
    });
  };
  return {
    name: "gamezone:emoji-data",
    configureServer(server) {
      const byPath = new Map(files().map((file) => [`${emojiDataPath}/${file.path}`, file.source]));
      server.middlewares.use((request, response, next) => {
        const source = byPath.get(request.url?.split("?")[0] ?? "");
        if (source === undefined) return next();
        response.setHeader("content-type", "application/json");
        response.end(request.method === "HEAD" ? undefined : source);
      });
    },
    generateBundle() {
      // The client build only: the server bundle serves no files.
      if (this.environment.name !== "client") return;
      for (const file of files()) {
        this.emitFile({
          type: "asset",
          fileName: `${emojiDataPath.slice(1)}/${file.path}`,
          source: file.source,
        });
      }
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), reactRouter(), toastExitTiming(), emojiGridIndexes(), emojiData()],
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
    // Served through the plugins above (toastExitTiming, emojiGridIndexes), not pre-bundled
    // past them.
    exclude: ["sonner", "frimousse"],
  },
});
