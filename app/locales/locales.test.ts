import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ar } from "#app/locales/ar.ts";
import { bn } from "#app/locales/bn.ts";
import { en, type PartialTranslation } from "#app/locales/en.ts";
import { es } from "#app/locales/es.ts";
import { fr } from "#app/locales/fr.ts";
import { hi } from "#app/locales/hi.ts";
import { ja } from "#app/locales/ja.ts";
import { pt } from "#app/locales/pt.ts";
import { ru } from "#app/locales/ru.ts";
import { zh } from "#app/locales/zh.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";

const locales: Record<Exclude<LanguageCode, "en">, PartialTranslation> = {
  es,
  zh,
  hi,
  fr,
  ar,
  bn,
  pt,
  ru,
  ja,
};

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const englishGroups = en as unknown as Record<string, Record<string, string>>;

/** English keys with plural forms folded: "search.count" stands for count_one and count_other. */
function englishKeys(): { key: string; plural: boolean }[] {
  const keys = new Map<string, boolean>();
  for (const [group, texts] of Object.entries(englishGroups)) {
    for (const name of Object.keys(texts)) {
      const base = name.replace(pluralSuffix, "");
      keys.set(`${group}.${base}`, base !== name);
    }
  }
  return [...keys].map(([key, plural]) => ({ key, plural }));
}

function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? "").sort();
}

function missingIn(code: LanguageCode, locale: PartialTranslation): string[] {
  const groups = locale as unknown as Record<string, Record<string, string> | undefined>;
  const forms = new Intl.PluralRules(code).resolvedOptions().pluralCategories;
  const missing: string[] = [];
  for (const { key, plural } of englishKeys()) {
    const [group = "", name = ""] = key.split(".");
    const texts = groups[group] ?? {};
    const wanted = plural ? forms.map((form) => `${name}_${form}`) : [name];
    for (const wantedName of wanted) {
      if (!texts[wantedName]?.trim()) missing.push(`${group}.${wantedName}`);
    }
  }
  return missing;
}

describe("interface texts", () => {
  it("covers all 10 interface languages", () => {
    expect(Object.keys(locales).sort()).toEqual(
      languages
        .map((language) => language.code)
        .filter((code) => code !== "en")
        .sort(),
    );
  });

  for (const [code, locale] of Object.entries(locales) as [LanguageCode, PartialTranslation][]) {
    it(`${code} has every key, in every plural form its language uses`, () => {
      expect(missingIn(code, locale)).toEqual([]);
    });

    it(`${code} keeps the placeholders of the English texts`, () => {
      const groups = locale as unknown as Record<string, Record<string, string>>;
      const wrong: string[] = [];
      for (const [group, texts] of Object.entries(groups)) {
        for (const [name, text] of Object.entries(texts)) {
          const english =
            englishGroups[group]?.[name] ??
            englishGroups[group]?.[name.replace(pluralSuffix, "_other")];
          if (english === undefined) {
            wrong.push(`${group}.${name} (no such English key)`);
            continue;
          }
          const expected = placeholdersOf(english).filter((variable) => variable !== "count");
          const actual = placeholdersOf(text).filter((variable) => variable !== "count");
          if (expected.join() !== actual.join()) wrong.push(`${group}.${name}`);
        }
      }
      expect(wrong).toEqual([]);
    });
  }

  it("lists English keys no component uses yet (some wait for later screens)", () => {
    const root = path.resolve(import.meta.dirname, "..");
    const source: string[] = [];
    const walk = (folder: string) => {
      for (const entry of readdirSync(folder)) {
        const file = path.join(folder, entry);
        if (statSync(file).isDirectory()) {
          if (entry !== "locales") walk(file);
        } else if (/\.(ts|tsx)$/.test(entry) && !entry.includes(".test.")) {
          source.push(readFileSync(file, "utf8"));
        }
      }
    };
    walk(root);
    const all = source.join("\n");
    // A key built from data (`orders.stage_${status}`) counts as used through its prefix.
    const unused = englishKeys()
      .map(({ key }) => key)
      .filter((key) => {
        const [group = "", name = ""] = key.split(".");
        // Used through t("group.key") or read directly as texts.group.key.
        if (new RegExp(`\\b${group}\\.${name}\\b`).test(all)) return false;
        const prefix = name.includes("_") ? `${group}.${name.slice(0, name.indexOf("_") + 1)}` : "";
        if (prefix && all.includes(`\`${prefix}\${`)) return false;
        return !all.includes(`\`${group}.\${`);
      });
    if (unused.length > 0) {
      process.stdout.write(`Interface texts not used yet: ${unused.join(", ")}\n`);
    }
    expect(englishKeys().length).toBeGreaterThan(unused.length);
  });
});
