import { describe, expect, it } from "vitest";
import { ConfigError, isLoopbackHost, loadConfig } from "./config.ts";

describe("loadConfig", () => {
  it("applies the embedded defaults", () => {
    const config = loadConfig({}, { rootDir: "/srv/shop" });
    expect(config).toMatchObject({
      port: 3000,
      host: "127.0.0.1",
      dataDir: "/srv/shop/.data",
      databaseUrl: undefined,
      seedDemo: true,
    });
  });

  it("listens on loopback in demo mode and everywhere in production mode, unless HOST says", () => {
    const production = {
      APP_MODE: "production",
      PUBLIC_URL: "https://shop.example",
      AUTH_SECRET: "0123456789abcdef0123456789abcdef-production",
      SMTP_URL: "smtp://127.0.0.1:2525",
      GOOGLE_CLIENT_ID: "client-id.apps.googleusercontent.com",
      GOOGLE_CLIENT_SECRET: "client-secret",
      SUPPLIER_URL: "https://supplier.example/api",
      SUPPLIER_SECRET: "supplier-secret-1234",
      STRIPE_SECRET_KEY: "sk_test_123456",
      STRIPE_WEBHOOK_SECRET: "whsec_123456",
    };
    expect(loadConfig({}).host).toBe("127.0.0.1");
    expect(loadConfig({ APP_MODE: "demo" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "" }).host).toBe("127.0.0.1");
    expect(loadConfig({ HOST: "0.0.0.0" }).host).toBe("0.0.0.0");
    expect(loadConfig(production).host).toBe("0.0.0.0");
    expect(loadConfig({ ...production, HOST: "10.0.0.5" }).host).toBe("10.0.0.5");
  });

  it("tells loopback listen addresses from the rest", () => {
    for (const host of ["127.0.0.1", "127.1.2.3", "::1", "[::1]", "localhost"]) {
      expect(isLoopbackHost(host), host).toBe(true);
    }
    for (const host of ["0.0.0.0", "::", "", "10.0.0.5", "192.168.1.2", "shop.example"]) {
      expect(isLoopbackHost(host), host).toBe(false);
    }
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

  it("takes the origin from PUBLIC_URL, else from HOST and PORT, never from requests", () => {
    expect(loadConfig({ PUBLIC_URL: "https://shop.example/" }).origin).toBe("https://shop.example");
    expect(loadConfig({}).origin).toBe("http://localhost:3000");
    expect(loadConfig({ HOST: "127.0.0.1", PORT: "8080" }).origin).toBe("http://127.0.0.1:8080");
    expect(loadConfig({ HOST: "::1", PORT: "8080" }).origin).toBe("http://[::1]:8080");
  });

  it("accepts only an http(s) origin as PUBLIC_URL", () => {
    for (const bad of [
      "javascript:alert(1)",
      "ftp://shop.example",
      "https://shop.example/search?q=x",
      "https://user@shop.example",
      "shop.example",
    ]) {
      expect(() => loadConfig({ PUBLIC_URL: bad }), bad).toThrow(/PUBLIC_URL/);
    }
  });

  it("reads PORT as a strict whole number from 1 to 65535, empty meaning unset", () => {
    expect(loadConfig({ PORT: "" }).port).toBe(3000);
    expect(loadConfig({ PORT: "8080" }).port).toBe(8080);
    for (const bad of ["0x10", "1e3", "0", "65536", "-1", " 80", "80.5"]) {
      expect(() => loadConfig({ PORT: bad }), bad).toThrow(/PORT=/);
    }
  });

  it("trusts no proxy unless told: a hop count or proxy addresses", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.1, 10.1.0.0/16" }).trustProxy).toEqual([
      "10.0.0.1",
      "10.1.0.0/16",
    ]);
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: "evil.example" })).toThrow(/TRUST_PROXY/);
  });

  it("uses one cache lifetime, off by default in development", () => {
    expect(loadConfig({}).cacheTtlMs).toBe(5_000);
    expect(loadConfig({}, { dev: true }).cacheTtlMs).toBe(0);
    expect(loadConfig({ CACHE_TTL_MS: "250" }, { dev: true }).cacheTtlMs).toBe(250);
  });

  it("keeps uploads on the local disk unless S3_BUCKET names a bucket", () => {
    expect(loadConfig({}).s3).toBeUndefined();
    expect(
      loadConfig({
        S3_BUCKET: "shop-uploads",
        S3_ENDPOINT: "http://127.0.0.1:9000",
        S3_FORCE_PATH_STYLE: "true",
        S3_PUBLIC_URL: "https://cdn.shop.example/uploads",
      }).s3,
    ).toEqual({
      bucket: "shop-uploads",
      endpoint: "http://127.0.0.1:9000",
      forcePathStyle: true,
      publicUrl: "https://cdn.shop.example/uploads",
    });
    expect(loadConfig({ S3_BUCKET: "shop-uploads" }).s3).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      publicUrl: undefined,
    });
  });

  it("names each bad S3 variable", () => {
    let message = "";
    try {
      loadConfig({
        S3_BUCKET: "Shop_Uploads",
        S3_ENDPOINT: "minio:9000",
        S3_FORCE_PATH_STYLE: "yes",
        S3_PUBLIC_URL: "https://cdn.shop.example/",
      });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    expect(message).toContain('S3_BUCKET="Shop_Uploads": must be an S3 bucket name');
    expect(message).toContain('S3_ENDPOINT="minio:9000": must be an http(s) URL');
    expect(message).toContain('S3_FORCE_PATH_STYLE="yes"');
    expect(message).toContain(
      'S3_PUBLIC_URL="https://cdn.shop.example/": must not end with a slash',
    );
  });

  it("shares rendered pages unless PAGE_CACHE is false", () => {
    expect(loadConfig({}).pageCache).toBe(true);
    expect(loadConfig({ PAGE_CACHE: "false" }).pageCache).toBe(false);
    expect(() => loadConfig({ PAGE_CACHE: "off" })).toThrow(/PAGE_CACHE/);
  });

  it("gives the footer a WhatsApp and a community link only when they are configured", () => {
    expect(loadConfig({}).supportLinks).toEqual({ whatsapp: null, community: null });
    expect(loadConfig({ SUPPORT_WHATSAPP_URL: "", COMMUNITY_URL: "" }).supportLinks).toEqual({
      whatsapp: null,
      community: null,
    });
    expect(
      loadConfig({
        SUPPORT_WHATSAPP_URL: "https://wa.me/6591234567",
        COMMUNITY_URL: "https://discord.gg/gamezone",
      }).supportLinks,
    ).toEqual({ whatsapp: "https://wa.me/6591234567", community: "https://discord.gg/gamezone" });
    expect(() => loadConfig({ COMMUNITY_URL: "javascript:alert(1)" })).toThrow(/COMMUNITY_URL/);
    expect(() => loadConfig({ SUPPORT_WHATSAPP_URL: "http://wa.me/1" })).toThrow(
      /SUPPORT_WHATSAPP_URL/,
    );
  });
});

describe("APP_MODE", () => {
  it("defaults to demo mode, where the stand-ins need nothing", () => {
    const config = loadConfig({});
    expect(config.mode).toBe("demo");
    expect(config.smtpUrl).toBeUndefined();
    expect(config.google).toBeUndefined();
    expect(config.authSecret).toBeUndefined();
  });

  it("refuses production mode without what a real shop needs, listing each missing variable", () => {
    let message = "";
    try {
      loadConfig({ APP_MODE: "production", PUBLIC_URL: "https://shop.example" });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const name of [
      "AUTH_SECRET",
      "SMTP_URL",
      "GOOGLE_CLIENT_ID",
      "GOOGLE_CLIENT_SECRET",
      "SUPPLIER_URL",
      "SUPPLIER_SECRET",
      "STRIPE_SECRET_KEY",
      "STRIPE_WEBHOOK_SECRET",
    ]) {
      expect(message).toContain(`  ${name}: `);
    }
    expect(message).not.toContain("PUBLIC_URL:");
  });

  it("starts production mode once everything is set; NODE_ENV never switches it", () => {
    const config = loadConfig({
      NODE_ENV: "development",
      APP_MODE: "production",
      PUBLIC_URL: "https://shop.example",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtps://mailer:secret@smtp.example:465",
      GOOGLE_CLIENT_ID: "client",
      GOOGLE_CLIENT_SECRET: "secret",
      SUPPLIER_URL: "https://supplier.example/api",
      SUPPLIER_SECRET: "supplier-secret-1234",
      STRIPE_SECRET_KEY: "sk_test_123456",
      STRIPE_WEBHOOK_SECRET: "whsec_123456",
    });
    expect(config.mode).toBe("production");
    expect(config.payments.provider).toBe("stripe");
    expect(config.google).toEqual({
      clientId: "client",
      clientSecret: "secret",
      issuer: "https://accounts.google.com",
    });
    expect(() => loadConfig({ AUTH_SECRET: "short" })).toThrow(/AUTH_SECRET/);
    expect(() => loadConfig({ APP_MODE: "staging" })).toThrow(/APP_MODE/);
  });

  it("waits hours for a game under maintenance in production, minutes in demo mode, or as told", () => {
    const production = {
      APP_MODE: "production",
      PUBLIC_URL: "https://shop.example",
      AUTH_SECRET: "s".repeat(40),
      SMTP_URL: "smtp://127.0.0.1:2525",
      GOOGLE_CLIENT_ID: "client",
      GOOGLE_CLIENT_SECRET: "secret",
      SUPPLIER_URL: "https://supplier.example/api",
      SUPPLIER_SECRET: "supplier-secret-1234",
      STRIPE_SECRET_KEY: "sk_test_123456",
      STRIPE_WEBHOOK_SECRET: "whsec_123456",
    };
    expect(loadConfig(production).fulfilment.maintenanceWaitMinutes).toBe(240);
    expect(loadConfig({}).fulfilment.maintenanceWaitMinutes).toBe(2);
    expect(
      loadConfig({ ...production, MAINTENANCE_WAIT_MINUTES: "90" }).fulfilment
        .maintenanceWaitMinutes,
    ).toBe(90);
    expect(() => loadConfig({ MAINTENANCE_WAIT_MINUTES: "0" })).toThrow(/MAINTENANCE_WAIT_MINUTES/);
    expect(() => loadConfig({ MAINTENANCE_WAIT_MINUTES: "2h" })).toThrow(
      /MAINTENANCE_WAIT_MINUTES/,
    );
  });
});
