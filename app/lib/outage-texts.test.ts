import { describe, expect, it } from "vitest";
import { en } from "#app/locales/en.ts";
import { outageTexts } from "./outage-texts.ts";

describe("outage texts", () => {
  it("equal their English texts", () => {
    for (const [group, texts] of Object.entries(outageTexts)) {
      const english = en[group as keyof typeof en] as Record<string, string>;
      for (const [key, text] of Object.entries(texts))
        expect(`${group}.${key}: ${text}`).toBe(`${group}.${key}: ${english[key]}`);
    }
  });
});
