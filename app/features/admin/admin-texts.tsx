import { useEffect, useState } from "react";
import { Skeleton } from "#app/components/ui/skeleton.tsx";
import { createTranslator, TranslationProvider, useTranslation } from "#app/lib/i18n.ts";
import { textsOf, useRootData } from "#app/lib/root-data.ts";
import type { Translation } from "#app/locales/en.ts";

// The admin text sets fetched in this tab, by URL (a URL changes with its content). Filled only
// in the browser: the server renders the placeholder, so hydration matches.
const adminTexts = new Map<string, Record<string, unknown>>();
// The page's texts with the admin groups added, one object per pair, so translators are reused.
const mergedTexts = new Map<string, Translation>();

async function fetchAdminTexts(url: string): Promise<Record<string, unknown>> {
  const known = adminTexts.get(url);
  if (known) return known;
  for (let attempt = 1; ; attempt += 1) {
    try {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
      const texts = (await response.json()) as Record<string, unknown>;
      adminTexts.set(url, texts);
      return texts;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 300 * attempt));
    }
  }
}

/**
 * Gives the admin screens below it their texts: the shop's texts of the page's language plus the
 * admin groups, which are fetched from their own file the first time an admin screen opens (a
 * placeholder shows meanwhile, and on the server).
 */
export function AdminTexts({ children }: { children: React.ReactNode }) {
  const root = useRootData();
  const { lang } = useTranslation();
  const url = root?.adminTextsUrl;
  const base = textsOf(root);
  const [, setLoadedUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const loaded = url ? adminTexts.get(url) : undefined;

  useEffect(() => {
    if (!url || adminTexts.has(url)) return;
    let current = true;
    fetchAdminTexts(url).then(
      () => {
        if (current) setLoadedUrl(url);
      },
      () => {
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [url]);

  if (!loaded || !base || !url) {
    return failed && base ? (
      <p role="alert" className="card-surface p-6 text-ink-100">
        {base.common.errorTitle}
      </p>
    ) : (
      <Skeleton className="h-96" />
    );
  }
  const key = `${root?.textsUrl}|${url}`;
  let texts = mergedTexts.get(key);
  if (!texts) {
    texts = { ...base, ...loaded } as Translation;
    mergedTexts.set(key, texts);
  }
  return (
    <TranslationProvider translator={createTranslator(lang, texts)}>{children}</TranslationProvider>
  );
}
