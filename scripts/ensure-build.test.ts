import { mkdirSync, utimesSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { decideBuild, findNewestSource } from "./ensure-build.ts";

describe("decideBuild", () => {
  const source = (mtimeMs: number) => ({ path: "app/root.tsx", mtimeMs });

  it("builds when there is no build yet", () => {
    expect(decideBuild(undefined, source(1_000))).toEqual({ stale: true, reason: "no build yet" });
  });

  it("reuses a build newer than every source", () => {
    expect(decideBuild(2_000, source(1_000))).toEqual({ stale: false, reason: "up to date" });
    expect(decideBuild(2_000, undefined).stale).toBe(false);
  });

  it("rebuilds when a source is newer than the build, naming it", () => {
    expect(decideBuild(2_000, source(3_000))).toEqual({
      stale: true,
      reason: "app/root.tsx changed since the last build",
    });
  });

  it("rebuilds when a source has the same time stamp as the build", () => {
    expect(decideBuild(2_000, source(2_000)).stale).toBe(true);
  });
});

describe("findNewestSource", () => {
  let root: string;

  const touch = (relative: string, seconds: number) => {
    const full = path.join(root, relative);
    utimesSync(full, seconds, seconds);
  };
  const write = (relative: string, seconds: number) => {
    mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
    writeFileSync(path.join(root, relative), "x");
    touch(relative, seconds);
  };

  beforeEach(async () => {
    root = await mkdtemp(path.join(tmpdir(), "gamezone-ensure-build-"));
    write("app/routes/home.tsx", 100);
    write("contracts/catalogue.ts", 100);
    write("public/favicon.svg", 100);
    write("package.json", 100);
    for (const folder of ["app/routes", "app", "contracts", "public"]) touch(folder, 100);
  });

  afterEach(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it("finds the newest file under the source folders", () => {
    touch("app/routes/home.tsx", 300);
    expect(findNewestSource(root)).toEqual({
      path: path.join("app", "routes", "home.tsx"),
      mtimeMs: 300_000,
    });
  });

  it("counts the listed root files", () => {
    touch("package.json", 400);
    expect(findNewestSource(root)?.path).toBe("package.json");
  });

  it("counts a folder whose entries changed, as when a file is deleted", () => {
    touch("public", 500);
    expect(findNewestSource(root)?.path).toBe("public");
  });

  it("ignores node_modules and files outside the sources", () => {
    write("app/node_modules/pkg/index.js", 900);
    write("server/main.ts", 900);
    write("build/server/index.js", 900);
    touch("app", 100);
    expect(findNewestSource(root)?.mtimeMs).toBe(100_000);
  });
});
