import { createHash } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { iconNames } from "#app/components/ui/icon-names.ts";

/**
 * Writes `public/icons.svg` (one `<symbol id="name">` per entry of `iconNames`, drawn from the
 * installed lucide-react icon data) and `app/components/ui/icon-sprite.ts` (the sprite's address
 * with a content version, so a changed sprite is never served from a stale cache).
 * `--check` writes nothing and fails when either file is out of date.
 */

type IconNode = [tag: string, attributes: Record<string, string | number>][];

const root = path.resolve(import.meta.dirname, "..");
const iconsFolder = path.join(root, "node_modules", "lucide-react", "dist", "esm", "icons");
export const spritePath = path.join(root, "public", "icons.svg");
export const spriteModulePath = path.join(root, "app", "components", "ui", "icon-sprite.ts");

function escapeAttribute(value: string | number): string {
  return String(value).replaceAll("&", "&amp;").replaceAll('"', "&quot;").replaceAll("<", "&lt;");
}

async function readIconNode(name: string): Promise<IconNode> {
  const file = path.join(iconsFolder, `${name}.mjs`);
  const source = await readFile(file, "utf8").catch(() => {
    throw new Error(`lucide has no icon "${name}" (${file})`);
  });
  if (!source.includes("__iconData")) {
    const target = /from '\.\/([\w-]+)\.mjs'/.exec(source)?.[1];
    throw new Error(`"${name}" is an alias; use its own name "${target}"`);
  }
  const { __iconData } = (await import(file)) as { __iconData: { node: IconNode } };
  return __iconData.node;
}

function renderSymbol(name: string, node: IconNode): string {
  const children = node.map(([tag, attributes]) => {
    const attrs = Object.entries(attributes)
      .filter(([key]) => key !== "key")
      .map(([key, value]) => ` ${key}="${escapeAttribute(value)}"`)
      .join("");
    return `<${tag}${attrs}/>`;
  });
  return `<symbol id="${name}" viewBox="0 0 24 24">${children.join("")}</symbol>`;
}

export async function renderIconSprite(): Promise<{ sprite: string; module: string }> {
  const symbols: string[] = [];
  for (const name of iconNames) symbols.push(renderSymbol(name, await readIconNode(name)));
  // The stroke style sits on each page's `<svg>` (the Icon component): content used from
  // another document inherits from the `<use>` element, not from this file's root.
  const sprite = `<svg xmlns="http://www.w3.org/2000/svg">\n${symbols.join("\n")}\n</svg>\n`;
  const version = createHash("sha256").update(sprite).digest("hex").slice(0, 10);
  const module = `// Written by scripts/generate-icon-sprite.ts from icon-names.ts: do not edit.\nexport const iconSpriteHref = "/icons.svg?v=${version}";\n`;
  return { sprite, module };
}

if (import.meta.main) {
  const { sprite, module } = await renderIconSprite();
  if (process.argv.includes("--check")) {
    const current = await Promise.all([
      readFile(spritePath, "utf8").catch(() => ""),
      readFile(spriteModulePath, "utf8").catch(() => ""),
    ]);
    if (current[0] !== sprite || current[1] !== module) {
      console.error("icons.svg is out of date: run node scripts/generate-icon-sprite.ts");
      process.exit(1);
    }
  } else {
    await writeFile(spritePath, sprite);
    await writeFile(spriteModulePath, module);
    console.log(`icons.svg: ${iconNames.length} icons, ${sprite.length} bytes`);
  }
}
