import { describe, expect, it } from "vitest";
import { languages } from "#contracts/language-names.ts";
import { en } from "./en.ts";
import { faqIds, type StaticPageName } from "./page-content.ts";
import { loadPageContent, methodListIn } from "./pages-content.server.ts";

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

  it("holds plain text only, with no placeholder but the support e-mail, the maintenance window, the payment methods and the transfer wait", () => {
    for (const text of stringsOf(en)) {
      expect(text, text).not.toMatch(/<[a-z/!]/i);
      for (const [, name] of text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)) {
        expect(["email", "maintenanceWait", "methods", "transferWait"]).toContain(name);
      }
    }
  });

  it("answers the twelve questions", () => {
    expect(faqIds).toHaveLength(12);
    expect(Object.keys(en.faq.questions).sort()).toEqual([...faqIds].sort());
  });

  it("tells in every language how long an order waits for a game under maintenance", () => {
    for (const { code } of languages) {
      const shipping = loadPageContent("shipping", code, {
        email: "help@shop.example",
        maintenanceWait: "⏳4⏳",
        methods: "Card",
        transferWait: "24 hours",
      });
      const texts = stringsOf(shipping);
      expect(texts.filter((text) => text.includes("⏳4⏳")).length, code).toBe(2);
      expect(
        texts.some((text) => text.includes("{{")),
        code,
      ).toBe(false);
    }
  });

  it("names in every language's FAQ only the payment methods that are on", () => {
    for (const { code } of languages) {
      const faq = loadPageContent("faq", code, {
        email: "help@shop.example",
        maintenanceWait: "4 hours",
        methods: methodListIn(code, ["card", "qr"]),
        transferWait: "24 hours",
      });
      const answer = faq.questions["payment-methods"].answer;
      const names = loadPageContent("payments", code, {
        email: "",
        maintenanceWait: "",
        methods: "",
        transferWait: "",
      }).methods;
      expect(answer, code).toContain(names.card.name);
      expect(answer, code).toContain(names.qr.name);
      expect(answer, code).not.toContain(names.bank_transfer.name);
      expect(answer, code).not.toContain(names.ewallet.name);
      expect(answer, code).not.toContain("{{");
    }
  });

  it("tells in every language how long a bank transfer may take to arrive", () => {
    for (const { code } of languages) {
      const payments = loadPageContent("payments", code, {
        email: "help@shop.example",
        maintenanceWait: "4 hours",
        methods: "Card",
        transferWait: "⏳24⏳",
      });
      expect(payments.transferNote, code).toContain("⏳24⏳");
      // The processing times name no method: the list and the transfer note do.
      for (const item of payments.sections.processing.items ?? []) {
        expect(item, code).not.toContain(payments.methods.bank_transfer.name);
      }
    }
  });

  it("fills in the support e-mail in every language's own words", () => {
    for (const { code } of languages) {
      const returns = loadPageContent("returns", code, {
        email: "help@shop.example",
        maintenanceWait: "4 hours",
        methods: "Card",
        transferWait: "24 hours",
      });
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
