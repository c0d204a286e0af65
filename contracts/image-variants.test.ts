import { describe, expect, it } from "vitest";
import {
  imageVariantPath,
  portraitSrcSet,
  squareSrcSet,
  tallSrcSet,
  wideSrcSet,
} from "./image-variants.ts";

describe("image variants", () => {
  it("names a variant after the image, before its extension", () => {
    expect(imageVariantPath("/uploads/games/genshin-impact-wide.webp", { width: 640 })).toBe(
      "/uploads/games/genshin-impact-wide.640w.webp",
    );
    expect(
      imageVariantPath("/uploads/games/genshin-impact-wide.webp", { width: 824, crop: "tall" }),
    ).toBe("/uploads/games/genshin-impact-wide.tall-824w.webp");
  });

  it("keeps dots in folders, a query, and paths without an extension", () => {
    expect(imageVariantPath("/uploads/v1.2/a.b.png?x=1", { width: 640 })).toBe(
      "/uploads/v1.2/a.b.640w.png?x=1",
    );
    expect(imageVariantPath("/uploads/banner", { width: 640 })).toBe("/uploads/banner.640w");
  });

  it("lists the wide candidates narrowest first, the image itself at 1280 w", () => {
    expect(wideSrcSet("/a.webp")).toBe("/a.640w.webp 640w, /a.824w.webp 824w, /a.webp 1280w");
    expect(tallSrcSet("/a.webp")).toBe(
      "/a.tall-480w.webp 480w, /a.tall-680w.webp 680w, /a.tall-824w.webp 824w",
    );
    expect(portraitSrcSet("/p.webp")).toBe("/p.360w.webp 360w, /p.webp 480w");
    expect(squareSrcSet("/s.webp")).toBe("/s.240w.webp 240w, /s.webp 400w");
  });
});
