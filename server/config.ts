import path from "node:path";
import { z } from "zod";

const booleanFlag = z
  .enum(["true", "false", "1", "0"])
  .transform((value) => value === "true" || value === "1");

const envSchema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default(".data"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// or postgresql:// URL")
    .optional(),
  PUBLIC_URL: z.url({ message: "must be an absolute http(s) URL" }).optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  SUPPORT_EMAIL: z.email().default("support@gamezone.example"),
  CATALOGUE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).max(3_600_000).default(5_000),
  SEED_DEMO: booleanFlag.default(true),
});

export type Config = {
  env: "development" | "production" | "test";
  /** `--dev`: Vite middleware with HMR instead of the built client. */
  dev: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  publicUrl: string | undefined;
  logLevel: string;
  supportEmail: string;
  catalogueCacheTtlMs: number;
  /** Anonymous server-rendered pages are kept this long (0 disables the page cache). */
  pageCacheTtlMs: number;
  seedDemo: boolean;
  /** Folder holding the React Router build (`build/`). */
  buildDir: string;
};

export class ConfigError extends Error {
  override name = "ConfigError";
}

/** Parses the environment once; lists every bad variable so a user fixes them in one go. */
export function loadConfig(
  env: Record<string, string | undefined> = process.env,
  options: { dev?: boolean; rootDir?: string } = {},
): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => {
      const name = issue.path.join(".") || "(environment)";
      return `  ${name}=${JSON.stringify(env[name] ?? "")}: ${issue.message}`;
    });
    throw new ConfigError(`Invalid environment variables:\n${lines.join("\n")}`);
  }
  const values = parsed.data;
  const rootDir = options.rootDir ?? process.cwd();
  return {
    env: values.NODE_ENV,
    dev: options.dev ?? false,
    port: values.PORT,
    host: values.HOST,
    dataDir: path.resolve(rootDir, values.DATA_DIR),
    databaseUrl: values.DATABASE_URL,
    publicUrl: values.PUBLIC_URL?.replace(/\/$/, ""),
    logLevel: values.LOG_LEVEL,
    supportEmail: values.SUPPORT_EMAIL,
    catalogueCacheTtlMs: values.CATALOGUE_CACHE_TTL_MS,
    pageCacheTtlMs: values.PAGE_CACHE_TTL_MS,
    seedDemo: values.SEED_DEMO,
    buildDir: path.resolve(rootDir, "build"),
  };
}
