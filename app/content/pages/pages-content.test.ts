import { describe, expect, it } from "vitest";
import { languages } from "#contracts/language-names.ts";
import { en } from "./en.ts";
import { faqIds, type StaticPageName } from "./page-content.ts";
import { loadPageContent } from "./pages-content.server.ts";

const pageNames = Object.keys(en) as StaticPageName[];

function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(stringsOf);
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}

describe("static pages' content", () => {
  it("has all nine pages, each with a title and a description search engines show whole", () => {
    expect(pageNames.sort()).toEqual(
      [
        "about",
        "faq",
        "guide",
        "partner",
        "payments",
        "privacy",
        "returns",
        "shipping",
        "terms",
      ].sort(),
    );
    for (const name of pageNames) {
      const { meta } = en[name];
      expect(meta.title.length, name).toBeGreaterThan(0);
      expect(meta.description.length, name).toBeGreaterThan(50);
      expect(meta.description.length, name).toBeLessThanOrEqual(160);
    }
  });

  it("holds plain text only, with no placeholder but the support e-mail", () => {
    for (const text of stringsOf(en)) {
      expect(text, text).not.toMatch(/<[a-z/!]/i);
      for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) expect(name).toBe("email");
    }
  });

  it("answers the twelve questions", () => {
    expect(faqIds).toHaveLength(12);
    expect(Object.keys(en.faq.questions).sort()).toEqual([...faqIds].sort());
  });

  it("fills in the support e-mail in every language's own words", () => {
    for (const { code } of languages) {
      const returns = loadPageContent("returns", code, { email: "help@shop.example" });
      const texts = stringsOf(returns);
      expect(
        texts.some((text) => text.includes("help@shop.example")),
        code,
      ).toBe(true);
      expect(
        texts.some((text) => text.includes("{{")),
        code,
      ).toBe(false);
      if (code !== "en") expect(returns.title, code).not.toBe(en.returns.title);
    }
  });
});
