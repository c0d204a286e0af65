import { describe, expect, it } from "vitest";
import { languages } from "./language-names.ts";
import {
  languageCodes,
  languageDirection,
  normalizeLanguage,
  parseAcceptLanguage,
  pickLanguage,
  readCookie,
} from "./languages.ts";

describe("language detection", () => {
  it("maps regional tags to the supported base language", () => {
    expect(normalizeLanguage("pt-BR")).toBe("pt");
    expect(normalizeLanguage("zh_CN")).toBe("zh");
    expect(normalizeLanguage(" FR ")).toBe("fr");
  });

  it("discards values that look like script injection or are unsupported", () => {
    expect(normalizeLanguage('en"><script>alert(1)</script>')).toBeNull();
    expect(normalizeLanguage("javascript:alert(1)")).toBeNull();
    expect(normalizeLanguage("de")).toBeNull();
    expect(normalizeLanguage("")).toBeNull();
  });

  it("takes the first usable candidate and falls back to English", () => {
    expect(pickLanguage([null, "<img>", "ja-JP", "es"])).toBe("ja");
    expect(pickLanguage(["de", "it"])).toBe("en");
  });

  it("orders Accept-Language by quality", () => {
    expect(parseAcceptLanguage("de;q=0.9, ar-SA, fr;q=0.95, *;q=0.1")).toEqual([
      "ar-SA",
      "fr",
      "de",
    ]);
    expect(pickLanguage(parseAcceptLanguage("de-DE,de;q=0.9,ru;q=0.8"))).toBe("ru");
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it("reads one cookie and survives malformed encoding", () => {
    expect(readCookie("a=1; lang=es; currency=IDR", "lang")).toBe("es");
    expect(readCookie("lang=%E0%A4%A", "lang")).toBeNull();
    expect(readCookie(null, "lang")).toBeNull();
  });

  it("keeps the codes, the named list and the text directions in step", () => {
    expect(languages.map((language) => language.code)).toEqual([...languageCodes]);
    for (const language of languages) {
      expect(languageDirection(language.code), language.code).toBe(language.dir);
    }
  });
});
