import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

/**
 * Lighthouse's mobile preset (a mid-range phone, simulated slow 4G and 4x CPU slowdown) against
 * a running shop: LCP, CLS and the four category scores per page, the median of a few runs.
 * Simulated throttling makes runs comparable on a busy machine; the median smooths what is left.
 *
 * Run alone against a server that is already up: `node bench/lighthouse-bench.ts <origin>`.
 */
const chromiumPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const chromiumFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

export type LighthousePage = { name: string; path: string };

export type LighthouseResult = {
  name: string;
  path: string;
  /** Why the page was not measured ("not available": the route answers 404), or null. */
  problem: string | null;
  runs: number;
  lcpMs: number;
  cls: number;
  scores: Record<(typeof categories)[number], number>;
  lcpElement: string;
  /** Scripts the page loaded without any interaction (last run): count and bytes as sent. */
  scripts: { count: number; transferBytes: number };
  /** Audits of the last run that failed in accessibility, best practices or SEO. */
  failedAudits: string[];
};

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/**
 * The storefront's phone pages: home, a game page, the guides list and one guide, whose slug
 * comes from the guides API (the guides list is the only place that knows one).
 */
export async function discoverLighthousePages(origin: string): Promise<LighthousePage[]> {
  const pages: LighthousePage[] = [
    { name: "home", path: "/" },
    { name: "game page", path: "/games/genshin-impact" },
    { name: "guides", path: "/guides" },
  ];
  try {
    const response = await fetch(`${origin}/api/blogs`);
    const body = (await response.json()) as unknown;
    const list = Array.isArray(body) ? body : (body as { data?: unknown }).data;
    const items = Array.isArray(list) ? list : (list as { items?: unknown[] })?.items;
    const slug = (items?.[0] as { slug?: string } | undefined)?.slug;
    if (slug) pages.push({ name: "a guide", path: `/guides/${encodeURIComponent(slug)}` });
    else pages.push({ name: "a guide", path: "" });
  } catch {
    pages.push({ name: "a guide", path: "" });
  }
  return pages;
}

export async function benchLighthouse(
  origin: string,
  pages: LighthousePage[],
  runsPerPage = Number(process.env.LIGHTHOUSE_RUNS ?? 3),
): Promise<LighthouseResult[]> {
  const results: LighthouseResult[] = [];
  for (const page of pages) {
    const empty = {
      name: page.name,
      path: page.path,
      runs: 0,
      lcpMs: Number.NaN,
      cls: Number.NaN,
      scores: { performance: 0, accessibility: 0, "best-practices": 0, seo: 0 },
      lcpElement: "",
      scripts: { count: 0, transferBytes: 0 },
      failedAudits: [],
    };
    if (!page.path) {
      results.push({ ...empty, problem: "not available (no guide in GET /api/blogs)" });
      continue;
    }
    const status = (await fetch(origin + page.path)).status;
    if (status === 404) {
      results.push({ ...empty, problem: "not available (the route answers 404)" });
      continue;
    }
    const lcps: number[] = [];
    const clss: number[] = [];
    const scores: Record<(typeof categories)[number], number[]> = {
      performance: [],
      accessibility: [],
      "best-practices": [],
      seo: [],
    };
    let lcpElement = "";
    let failedAudits: string[] = [];
    let scripts = { count: 0, transferBytes: 0 };
    let lostTraces = 0;
    for (let run = 0; run < runsPerPage; run += 1) {
      // A fresh browser per run: a reused one loses the trace more often (NO_NAVSTART), and
      // nothing cached by an earlier run may flatter the next.
      const chrome = await chromeLauncher.launch({
        chromePath: chromiumPath,
        chromeFlags: chromiumFlags,
        logLevel: "silent",
      });
      const result = await lighthouse(origin + page.path, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: [...categories],
      }).finally(() => chrome.kill());
      if (!result) throw new Error(`${page.path}: Lighthouse returned nothing`);
      const { lhr } = result;
      // A lost trace says nothing about the page: run again, a bounded number of times.
      if (lhr.runtimeError?.code === "NO_NAVSTART" && lostTraces < 3) {
        lostTraces += 1;
        run -= 1;
        continue;
      }
      if (lhr.runtimeError) throw new Error(`${page.path}: ${lhr.runtimeError.message}`);
      lcps.push(lhr.audits["largest-contentful-paint"]?.numericValue ?? Number.NaN);
      clss.push(lhr.audits["cumulative-layout-shift"]?.numericValue ?? Number.NaN);
      for (const category of categories)
        scores[category].push((lhr.categories[category]?.score ?? 0) * 100);
      // Lighthouse 13 names the LCP element in its LCP breakdown insight.
      const breakdown = lhr.audits["lcp-breakdown-insight"]?.details as
        | { items?: { type?: string; snippet?: string }[] }
        | undefined;
      const snippet = breakdown?.items?.find((item) => item.type === "node")?.snippet ?? "";
      const source = /src="([^"]+)"/.exec(snippet)?.[1];
      lcpElement = source ? `img ${new URL(source, origin).pathname}` : snippet.slice(0, 60);
      const requests = (
        lhr.audits["network-requests"]?.details as
          | { items?: { resourceType?: string; transferSize?: number }[] }
          | undefined
      )?.items?.filter((item) => item.resourceType === "Script");
      scripts = {
        count: requests?.length ?? 0,
        transferBytes: requests?.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) ?? 0,
      };
      failedAudits = categories
        .filter((category) => category !== "performance")
        .flatMap((category) => lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => ref.id);
    }
    results.push({
      name: page.name,
      path: page.path,
      problem: null,
      runs: runsPerPage,
      lcpMs: Math.round(median(lcps)),
      cls: Math.round(median(clss) * 1000) / 1000,
      scores: {
        performance: Math.round(median(scores.performance)),
        accessibility: Math.round(median(scores.accessibility)),
        "best-practices": Math.round(median(scores["best-practices"])),
        seo: Math.round(median(scores.seo)),
      },
      lcpElement,
      scripts,
      failedAudits,
    });
  }
  return results;
}

export function formatLighthouseTable(results: LighthouseResult[]): string[] {
  const lines = [
    "| page | path | LCP s | CLS | performance | accessibility | best practices | SEO | scripts loaded (as sent) | LCP element |",
    "|---|---|---:|---:|---:|---:|---:|---:|---:|---|",
  ];
  for (const r of results) {
    if (r.problem) {
      lines.push(`| ${r.name} | ${r.path || "–"} | ${r.problem} | | | | | | | |`);
      continue;
    }
    lines.push(
      `| ${r.name} | ${r.path} | ${(r.lcpMs / 1000).toFixed(2)} | ${r.cls} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores["best-practices"]} | ${r.scores.seo} | ${r.scripts.count}, ${(r.scripts.transferBytes / 1024).toFixed(1)} KB | \`${r.lcpElement.replaceAll("|", "\\|")}\` |`,
    );
    if (r.failedAudits.length > 0)
      lines.push(`|  | failed audits: ${r.failedAudits.join(", ")} | | | | | | | | |`);
  }
  return lines;
}

if (import.meta.main) {
  const origin = process.argv[2] ?? "http://127.0.0.1:3302";
  const results = await benchLighthouse(origin, await discoverLighthousePages(origin));
  for (const line of formatLighthouseTable(results)) console.log(line);
}
