import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the embedded defaults", () => {
    const config = loadConfig({}, { rootDir: "/srv/shop" });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      dataDir: "/srv/shop/.data",
      databaseUrl: undefined,
      seedDemo: true,
    });
  });

  it("lists every bad variable in one error", () => {
    let error: unknown;
    try {
      loadConfig({ PORT: "seventy", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as Error).message;
    expect(message).toContain('PORT="seventy"');
    expect(message).toContain(
      'DATABASE_URL="mysql://x": must be a postgres:// or postgresql:// URL',
    );
    expect(message).toContain('LOG_LEVEL="loud"');
  });

  it("normalizes PUBLIC_URL without a trailing slash", () => {
    expect(loadConfig({ PUBLIC_URL: "https://shop.example/" }).publicUrl).toBe(
      "https://shop.example",
    );
  });
});
