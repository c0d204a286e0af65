import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { demoSecrets } from "#db/schema/accounts.ts";
import type { Config } from "#server/config.ts";

/** Purpose-bound keys derived from the one AUTH_SECRET, so no two uses share key material. */
export type Secrets = {
  /** HS256 key for access tokens. */
  accessTokenKey: Uint8Array;
  /** Keys the hash that stands in for an e-mail address in the security log. */
  subjectKey: Buffer;
  /** Signs the short-lived Google sign-in state cookie. */
  oauthStateKey: Buffer;
  /** Cookie and JWKS keys of the development identity provider (demo mode). */
  devProviderKey: Buffer;
  /** Encrypts delivered gift-card codes at rest (AES-256-GCM). */
  codeKey: Buffer;
  /** Signs sandbox payment webhooks and (in demo mode) sandbox supplier requests. */
  sandboxKey: Buffer;
  /** Signs newsletter confirmation and unsubscribe links. */
  newsletterKey: Buffer;
  /** Signs chat guest identities, so a returning guest keeps its id and nobody can pick one. */
  chatGuestKey: Buffer;
  /** Signs order links (`/orders/<id>?key=…`), which open an order without an account. */
  orderLinkKey: Buffer;
  /** Seals staff TOTP secrets at rest (AES-256-GCM). */
  twoFactorKey: Buffer;
};

function derive(secret: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "gamezone", purpose, 32));
}

/**
 * AUTH_SECRET, or in demo mode a secret generated on the first start and kept in the database
 * (so sessions survive restarts, and every process sharing one DATABASE_URL accepts the tokens
 * another issued). Production mode never gets here without AUTH_SECRET.
 */
export async function resolveSecrets(config: Config, db: Db): Promise<Secrets> {
  return deriveSecrets(config.authSecret ?? (await readOrCreateDemoSecret(db, config.dataDir)));
}

export function deriveSecrets(secret: string): Secrets {
  return {
    accessTokenKey: new Uint8Array(derive(secret, "access-token")),
    subjectKey: derive(secret, "security-subject"),
    oauthStateKey: derive(secret, "oauth-state"),
    devProviderKey: derive(secret, "dev-identity-provider"),
    codeKey: derive(secret, "delivered-codes"),
    sandboxKey: derive(secret, "sandbox-services"),
    newsletterKey: derive(secret, "newsletter-links"),
    chatGuestKey: derive(secret, "chat-guest-identity"),
    orderLinkKey: derive(secret, "order-links"),
    twoFactorKey: derive(secret, "admin-two-factor"),
  };
}

const demoSecretName = "auth-secret";

/**
 * Insert-if-absent, then read: two processes starting at once both end up with whichever
 * secret was stored first. A DATA_DIR/auth-secret file from an earlier version is the first
 * candidate, so the sessions, links and encrypted codes it made stay valid after the upgrade.
 */
async function readOrCreateDemoSecret(db: Db, dataDir: string): Promise<string> {
  const stored = await readDemoSecret(db);
  if (stored) return stored;
  const candidate = readLegacySecretFile(dataDir) ?? randomBytes(32).toString("hex");
  await db
    .insert(demoSecrets)
    .values({ name: demoSecretName, value: candidate })
    .onConflictDoNothing();
  const created = await readDemoSecret(db);
  if (!created) throw new Error("the demo secret could not be stored in the database");
  return created;
}

async function readDemoSecret(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ value: demoSecrets.value })
    .from(demoSecrets)
    .where(eq(demoSecrets.name, demoSecretName));
  return row?.value;
}

function readLegacySecretFile(dataDir: string): string | undefined {
  try {
    const existing = readFileSync(path.join(dataDir, "auth-secret"), "utf8").trim();
    return existing.length >= 32 ? existing : undefined;
  } catch {
    return undefined;
  }
}

/** A keyed hash: equal inputs match, but the value cannot be turned back into the input. */
export function keyedHash(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("base64url");
}

/** AES-256-GCM: `iv.tag.ciphertext`, base64url. */
export function encryptText(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  return [iv, cipher.getAuthTag(), body].map((part) => part.toString("base64url")).join(".");
}

export function decryptText(key: Buffer, sealed: string): string {
  const [iv, tag, body] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
  if (!iv || !tag || !body) throw new Error("malformed sealed text");
  const decipher = createDecipheriv("aes-256-gcm", key, iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(body), decipher.final()]).toString("utf8");
}
