import { describe, expect, it } from "vitest";
import { buildPageMeta, truncate } from "./seo.ts";

describe("page metadata", () => {
  const tags = buildPageMeta({
    title: "Genshin Impact top-up",
    description: "d".repeat(200),
    origin: "https://shop.example",
    path: "/games/genshin-impact",
    lang: "en",
    image: "/uploads/games/genshin-impact-wide.webp",
    jsonLd: { "@type": "Product" },
  });
  const find = (predicate: (tag: Record<string, unknown>) => boolean) =>
    tags.find((tag) => predicate(tag as Record<string, unknown>)) as Record<string, unknown>;

  it("brands the title and caps the description at 160 characters", () => {
    expect(find((tag) => "title" in tag).title).toBe("Genshin Impact top-up | GameZone");
    expect(
      (find((tag) => tag.name === "description").content as string).length,
    ).toBeLessThanOrEqual(160);
  });

  it("emits canonical, hreflang, Open Graph with absolute URLs, and JSON-LD", () => {
    expect(find((tag) => tag.rel === "canonical").href).toBe(
      "https://shop.example/games/genshin-impact",
    );
    expect(find((tag) => tag.hrefLang === "ar").href).toBe(
      "https://shop.example/games/genshin-impact?lang=ar",
    );
    expect(find((tag) => tag.property === "og:image").content).toBe(
      "https://shop.example/uploads/games/genshin-impact-wide.webp",
    );
    expect(find((tag) => tag.name === "robots").content).toBe("index, follow");
    expect(find((tag) => "script:ld+json" in tag)["script:ld+json"]).toEqual({
      "@type": "Product",
    });
  });

  it("truncates at a word boundary with an ellipsis", () => {
    expect(truncate("alpha beta gamma delta", 14)).toBe("alpha beta…");
    expect(truncate("short", 14)).toBe("short");
  });
});
