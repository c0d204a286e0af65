import { describe, expect, it } from "vitest";
import { isAllowedCoverImage, isAllowedGuideHref } from "./admin-guides-rules.ts";

describe("isAllowedGuideHref", () => {
  it("accepts https and relative addresses", () => {
    for (const href of [
      "https://example.com",
      "https://example.com/a?b=c#d",
      "/games/pubg-mobile",
      "#part",
      "guide",
    ]) {
      expect(isAllowedGuideHref(href), href).toBe(true);
    }
  });

  it("refuses other schemes, protocol-relative and disguised addresses", () => {
    for (const href of [
      "",
      "javascript:alert(1)",
      "JaVaScRiPt:alert(1)",
      "java\tscript:alert(1)",
      "data:text/html,x",
      "http://example.com",
      "//evil.example",
      "\\\\evil.example",
      "https://",
      "vbscript:x",
      "/a b",
    ]) {
      expect(isAllowedGuideHref(href), href).toBe(false);
    }
  });
});

describe("isAllowedCoverImage", () => {
  it("accepts none, site paths and https URLs", () => {
    for (const value of ["", "/uploads/guides/x-wide.webp", "https://cdn.example/x.webp"]) {
      expect(isAllowedCoverImage(value), value).toBe(true);
    }
  });

  it("refuses scripts, other schemes, climbing paths and markup", () => {
    for (const value of [
      "javascript:alert(1)",
      "http://x.example/a.png",
      "//evil.example/a.png",
      "/uploads/../secret",
      'x" onerror="alert(1)',
      "uploads/x.webp",
    ]) {
      expect(isAllowedCoverImage(value), value).toBe(false);
    }
  });
});
