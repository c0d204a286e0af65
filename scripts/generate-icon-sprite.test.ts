import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { renderIconSprite, spriteModulePath, spritePath } from "./generate-icon-sprite.ts";

describe("icon sprite", () => {
  it("is current: public/icons.svg and its versioned address match icon-names.ts", async () => {
    const { sprite, module } = await renderIconSprite();
    expect(await readFile(spritePath, "utf8")).toBe(sprite);
    expect(await readFile(spriteModulePath, "utf8")).toBe(module);
  });

  it("has one symbol per name and no lucide keys or scripts", async () => {
    const { sprite } = await renderIconSprite();
    expect(sprite).toContain('<symbol id="chevron-left" viewBox="0 0 24 24">');
    expect(sprite).not.toContain(" key=");
    expect(sprite).not.toMatch(/<script|on\w+=/i);
  });
});
