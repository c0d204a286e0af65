// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { imageFallbackScript, installImageFallback, placeholderImage } from "./image-fallback.ts";

afterEach(() => {
  document.body.innerHTML = "";
});

function failLoading(image: HTMLImageElement): void {
  image.dispatchEvent(new Event("error"));
}

describe("image fallback", () => {
  it("swaps any failing image to the placeholder, through a listener on the document", () => {
    installImageFallback(placeholderImage);
    document.body.innerHTML = '<img src="/missing.webp" srcset="/missing-2x.webp 2x" alt="x">';
    const image = document.querySelector("img")!;
    failLoading(image);
    expect(image.getAttribute("src")).toBe(placeholderImage);
    expect(image.hasAttribute("srcset")).toBe(false);
  });

  it("points the sources of a <picture> at the placeholder too", () => {
    installImageFallback(placeholderImage);
    document.body.innerHTML =
      '<picture><source media="(max-width: 639px)" srcset="/small.webp"><img src="/big.webp" alt="x"></picture>';
    failLoading(document.querySelector("img")!);
    expect(document.querySelector("source")!.getAttribute("srcset")).toBe(placeholderImage);
    expect(document.querySelector("img")!.getAttribute("src")).toBe(placeholderImage);
  });

  it("leaves a failing placeholder alone (no loop)", () => {
    installImageFallback(placeholderImage);
    document.body.innerHTML = `<img src="${placeholderImage}" alt="x">`;
    const image = document.querySelector("img")!;
    failLoading(image);
    expect(image.getAttribute("src")).toBe(placeholderImage);
  });

  it("becomes a self-contained inline script", () => {
    const script = imageFallbackScript();
    expect(script.startsWith("(")).toBe(true);
    expect(script).toContain('("/placeholder.svg")');
    expect(script).not.toContain("</script");
    // It runs on its own, with nothing but the document around it.
    expect(() => new Function(script)()).not.toThrow();
  });
});
