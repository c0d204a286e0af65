import { generateKeyPairSync } from "node:crypto";
import type { EventEmitter } from "node:events";
import type { FastifyPluginAsync, FastifyReply } from "fastify";
import Provider, { type Adapter, type AdapterPayload, type JWK } from "oidc-provider";
import { z } from "zod";
import {
  devOidcClientId,
  devOidcClientSecret,
  devOidcIssuer,
  devOidcPath,
  devOidcSigningAlgorithm,
  googleCallbackPath,
} from "#server/modules/accounts/google-sign-in.ts";
import { escapeHtml, page, sendPage } from "#server/platform/plain-page.ts";
import { keyedHash } from "#server/platform/secrets.ts";
import type { Services } from "#server/services.ts";

type DevIdentity = { id: string; name: string; email: string; emailVerified: boolean };

/** The accounts the chooser offers; any other name and e-mail can be typed in. */
const demoIdentities: readonly DevIdentity[] = [
  { id: "alex", name: "Alex Gamer", email: "alex.gamer@gmail.example", emailVerified: true },
  { id: "priya", name: "Priya Sharma", email: "priya.sharma@gmail.example", emailVerified: true },
  { id: "kenji", name: "Kenji Tanaka", email: "kenji.tanaka@gmail.example", emailVerified: true },
];

const choiceSchema = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("choose"),
    account: z.enum(demoIdentities.map((identity) => identity.id) as [string, ...string[]]),
  }),
  z.object({
    action: z.literal("custom"),
    name: z.string().trim().min(1, "Enter a name").max(80, "At most 80 characters"),
    email: z.email("Enter a valid e-mail address").max(254),
    verified: z.literal("on").optional(),
  }),
  z.object({ action: z.literal("cancel") }),
]);

const uidParamsSchema = z.object({ uid: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });

/** Tight: the pages are plain HTML with their own inline style, and forms post to this origin. */
const pageCsp =
  "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'";

/** Token, code and interaction lifetimes: a demo sign-in takes seconds. */
const shortLivedSeconds = 600;
const maxStoredEntries = 2_000;
const maxRememberedIdentities = 500;

/**
 * The provider's storage, one per provider (oidc-provider's own memory adapter is one module-wide
 * store and announces itself on the console). Entries expire with their tokens; the oldest go
 * first past a bound, since nothing else would ever empty it in a long-running demo.
 */
function createMemoryAdapter(): new (model: string) => Adapter {
  const entries = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  const live = (key: string): AdapterPayload | undefined => {
    const entry = entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt > Date.now()) return entry.payload;
    entries.delete(key);
    return undefined;
  };
  const findWhere = (model: string, test: (payload: AdapterPayload) => boolean) => {
    for (const key of entries.keys()) {
      const payload = key.startsWith(`${model}:`) ? live(key) : undefined;
      if (payload && test(payload)) return payload;
    }
    return undefined;
  };
  return class DevProviderAdapter implements Adapter {
    readonly #model: string;
    constructor(model: string) {
      this.#model = model;
    }
    #key(id: string) {
      return `${this.#model}:${id}`;
    }
    async upsert(id: string, payload: AdapterPayload, expiresIn?: number) {
      const key = this.#key(id);
      entries.delete(key);
      for (const oldest of entries.keys()) {
        if (entries.size < maxStoredEntries) break;
        entries.delete(oldest);
      }
      entries.set(key, {
        payload,
        expiresAt: Date.now() + (expiresIn ?? shortLivedSeconds) * 1000,
      });
    }
    async find(id: string) {
      return live(this.#key(id));
    }
    async findByUid(uid: string) {
      return findWhere(this.#model, (payload) => payload.uid === uid);
    }
    async findByUserCode(userCode: string) {
      return findWhere(this.#model, (payload) => payload.userCode === userCode);
    }
    async consume(id: string) {
      const payload = live(this.#key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }
    async destroy(id: string) {
      entries.delete(this.#key(id));
    }
    async revokeByGrantId(grantId: string) {
      for (const [key, entry] of entries) {
        if (entry.payload.grantId === grantId) entries.delete(key);
      }
    }
  };
}

const pageStyle = `
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px 16px;background:#05050a;color:#ececf7;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:440px;background:#0f0f1b;border:1px solid #2a2a45;border-radius:18px;padding:28px 24px;box-shadow:0 20px 60px rgba(139,92,246,.15)}
.brand{font-weight:800;font-size:14px;letter-spacing:.08em;text-transform:uppercase;color:#b4b4cf;margin:0 0 14px}.brand span{color:#22d3ee}
h1{font-size:22px;margin:0 0 4px}
p{color:#b4b4cf;margin:0 0 18px;line-height:1.5}
.note{font-size:13px;color:#8b8bab;border:1px dashed #2a2a45;border-radius:10px;padding:8px 10px;margin:14px 0 0}
ul{list-style:none;margin:0 0 18px;padding:0;display:grid;gap:8px}
.account{width:100%;display:flex;align-items:center;gap:12px;padding:12px 14px;border-radius:12px;border:1px solid #2a2a45;background:#05050a;color:inherit;font:inherit;text-align:left;cursor:pointer}
.account:hover,.account:focus-visible{border-color:#8b5cf6;outline:none}
.avatar{flex:none;width:36px;height:36px;border-radius:50%;display:grid;place-items:center;font-weight:800;color:#05050a;background:linear-gradient(135deg,#8b5cf6,#22d3ee)}
.who{display:flex;flex-direction:column;min-width:0}.who small{color:#8b8bab;overflow:hidden;text-overflow:ellipsis}
fieldset{border:1px solid #2a2a45;border-radius:12px;margin:0 0 14px;padding:12px 14px 14px;display:grid;gap:10px}
legend{padding:0 6px;color:#b4b4cf;font-size:14px}
label{display:grid;gap:4px;font-size:14px}
label.check{display:flex;align-items:center;gap:8px}
input[type=checkbox]{accent-color:#8b5cf6}
input[type=text],input[type=email]{padding:10px 12px;border-radius:10px;border:1px solid #2a2a45;background:#05050a;color:#ececf7;font:inherit}
input:focus-visible{outline:2px solid #8b5cf6;outline-offset:1px}
.primary{padding:11px 16px;border-radius:10px;border:0;background:linear-gradient(90deg,#8b5cf6,#22d3ee);color:#05050a;font:inherit;font-weight:700;cursor:pointer}
.secondary{padding:10px 16px;border-radius:10px;border:1px solid #2a2a45;background:transparent;color:#ececf7;font:inherit;cursor:pointer;width:100%}
.error{color:#fca5a5;font-size:13px;margin:0}
a{color:#22d3ee}
`;

function signInPage(title: string, body: string): string {
  return page({
    title: `${title} · GameZone development sign-in`,
    style: pageStyle,
    body: `<p class="brand">Game<span>Zone</span> · development sign-in</p>
${body}`,
  });
}

type CustomValues = { name: string; email: string; verified: boolean };

function renderChooserPage(
  uid: string,
  custom: CustomValues = { name: "", email: "", verified: true },
  errors: Partial<Record<"name" | "email", string>> = {},
): string {
  const action = `${devOidcPath}/interaction/${encodeURIComponent(uid)}`;
  const accounts = demoIdentities
    .map(
      (
        identity,
      ) => `<li><button class="account" type="submit" name="account" value="${identity.id}">
<span class="avatar" aria-hidden="true">${escapeHtml(identity.name.charAt(0))}</span>
<span class="who"><strong>${escapeHtml(identity.name)}</strong><small>${escapeHtml(identity.email)}</small></span>
</button></li>`,
    )
    .join("\n");
  const error = (field: "name" | "email") =>
    errors[field] ? `<p class="error" id="${field}-error">${escapeHtml(errors[field])}</p>` : "";
  const described = (field: "name" | "email") =>
    errors[field] ? ` aria-invalid="true" aria-describedby="${field}-error"` : "";
  return signInPage(
    "Choose an account",
    `<h1>Choose an account</h1>
<p>to continue to GameZone</p>
<form method="post" action="${action}">
<input type="hidden" name="action" value="choose">
<ul>
${accounts}
</ul>
</form>
<form method="post" action="${action}" novalidate>
<input type="hidden" name="action" value="custom">
<fieldset>
<legend>Or use another account</legend>
<label>Name<input type="text" name="name" maxlength="80" autocomplete="name" value="${escapeHtml(custom.name)}"${described("name")}></label>
${error("name")}
<label>E-mail<input type="email" name="email" maxlength="254" autocomplete="email" value="${escapeHtml(custom.email)}"${described("email")}></label>
${error("email")}
<label class="check"><input type="checkbox" name="verified" value="on"${custom.verified ? " checked" : ""}> Google has verified this address</label>
<button class="primary" type="submit">Continue</button>
</fieldset>
</form>
<form method="post" action="${action}">
<input type="hidden" name="action" value="cancel">
<button class="secondary" type="submit">Cancel</button>
</form>
<p class="note">Demo mode: this page stands in for Google, so sign-in works offline. No password is asked and no real Google account is used, so an account that has a password or an admin role is not opened here: it signs in with its password.</p>`,
  );
}

function renderMessagePage(title: string, message: string): string {
  return signInPage(
    title,
    `<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(message)}</p>
<p><a href="/login">Back to GameZone sign-in</a></p>`,
  );
}

function sendSignInPage(reply: FastifyReply, status: number, html: string) {
  return sendPage(reply, status, html, pageCsp);
}

const expiredTitle = "This sign-in has expired";
const expiredMessage = "Start again from the shop's sign-in page.";

/**
 * A real OpenID Connect provider (oidc-provider) under /dev/oidc that stands in for Google in
 * demo mode, so the shop's Google sign-in runs end to end with no Google credentials and no
 * network: the relying party code is the same one production runs against Google.
 * Registered at the root, never under /api, and only in demo mode.
 */
export const devIdentityProvider: FastifyPluginAsync<{ services: Services }> = async (
  app,
  { services },
) => {
  const { config, secrets } = services;
  const origin = new URL(config.origin);
  const identities = new Map<string, DevIdentity>();
  const subjectOf = (email: string) => keyedHash(secrets.devProviderKey, `subject:${email}`);
  const remember = (identity: DevIdentity): string => {
    const subject = subjectOf(identity.email);
    identities.delete(subject);
    if (identities.size >= maxRememberedIdentities) {
      const oldest = identities.keys().next().value;
      if (oldest !== undefined) identities.delete(oldest);
    }
    identities.set(subject, identity);
    return subject;
  };
  for (const identity of demoIdentities) remember(identity);

  // Signing keys cannot be derived from a secret with node:crypto; a key per process is enough
  // for tokens that live minutes and are checked by this same process.
  const signingKey = {
    ...generateKeyPairSync("ec", { namedCurve: "P-256" }).privateKey.export({ format: "jwk" }),
    alg: devOidcSigningAlgorithm,
    use: "sig",
  } as JWK;
  const cookieOptions = { path: devOidcPath, httpOnly: true, sameSite: "lax" as const };

  const provider = new Provider(devOidcIssuer(config.origin), {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: devOidcClientId,
        client_secret: devOidcClientSecret(secrets),
        redirect_uris: [`${config.origin}${googleCallbackPath}`],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_post",
        id_token_signed_response_alg: devOidcSigningAlgorithm,
      },
    ],
    pkce: { required: () => true },
    scopes: ["openid", "email", "profile"],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Like Google: the ID token itself carries e-mail and name.
    conformIdTokenClaims: false,
    cookies: {
      keys: [keyedHash(secrets.devProviderKey, "cookie-keys")],
      names: {
        session: "gz_dev_oidc_session",
        interaction: "gz_dev_oidc_interaction",
        resume: "gz_dev_oidc_resume",
      },
      // Scoped to the provider's path: the shop's own requests never carry them.
      long: cookieOptions,
      short: cookieOptions,
    },
    jwks: { keys: [signingKey] },
    findAccount: (_context, subject) => {
      const identity = identities.get(subject);
      if (!identity) return undefined;
      return {
        accountId: subject,
        claims: () => ({
          sub: subject,
          email: identity.email,
          email_verified: identity.emailVerified,
          name: identity.name,
        }),
      };
    },
    interactions: {
      url: (_context, interaction) => `${devOidcPath}/interaction/${interaction.uid}`,
    },
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    ttl: {
      AccessToken: shortLivedSeconds,
      AuthorizationCode: 60,
      IdToken: shortLivedSeconds,
      Interaction: shortLivedSeconds,
      Session: shortLivedSeconds,
      Grant: shortLivedSeconds,
    },
    clientBasedCORS: () => false,
    renderError: (context, out) => {
      context.type = "html";
      context.body = renderMessagePage(
        "Sign-in error",
        `${out.error}${out.error_description ? `: ${out.error_description}` : ""}`,
      );
    },
  });
  // Forwarded headers are never read; the provider's URLs and cookie flags come from the
  // configured origin instead of the Host header (as everywhere else in the shop).
  provider.proxy = false;
  Object.defineProperties(provider.request, {
    protocol: { get: () => origin.protocol.slice(0, -1) },
    host: { get: () => origin.host },
    hostname: { get: () => origin.hostname },
  });
  provider.on("server_error", (_context: unknown, error: Error) => {
    app.log.error({ err: error }, "development identity provider failed");
  });
  // Koa's own event, for what escapes the provider's handler (unlisted, Koa prints to stderr).
  (provider as EventEmitter).on("error", (error: Error) => {
    app.log.error({ err: error }, "development identity provider failed");
  });
  const handle = provider.callback();

  // The chooser page and its form posts (urlencoded, parsed only in this scope).
  await app.register(async (pages) => {
    pages.addContentTypeParser(
      "application/x-www-form-urlencoded",
      { parseAs: "string", bodyLimit: 4_096 },
      (_request, body, done) => {
        done(null, Object.fromEntries(new URLSearchParams(String(body))));
      },
    );

    pages.get(
      `${devOidcPath}/interaction/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = uidParamsSchema.safeParse(request.params);
        const details = params.success
          ? await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined)
          : undefined;
        if (!params.success || details?.uid !== params.data.uid) {
          return sendSignInPage(reply, 400, renderMessagePage(expiredTitle, expiredMessage));
        }
        return sendSignInPage(reply, 200, renderChooserPage(details.uid));
      },
    );

    pages.post(
      `${devOidcPath}/interaction/:uid`,
      { schema: { hide: true } },
      async (request, reply) => {
        const params = uidParamsSchema.safeParse(request.params);
        const details = params.success
          ? await provider.interactionDetails(request.raw, reply.raw).catch(() => undefined)
          : undefined;
        if (!params.success || details?.uid !== params.data.uid) {
          return sendSignInPage(reply, 400, renderMessagePage(expiredTitle, expiredMessage));
        }
        const body = (request.body ?? {}) as Record<string, string>;
        const choice = choiceSchema.safeParse(body);
        if (!choice.success) {
          const errors: Partial<Record<"name" | "email", string>> = {};
          for (const issue of choice.error.issues) {
            const field = issue.path[0];
            if ((field === "name" || field === "email") && !errors[field]) {
              errors[field] = issue.message;
            }
          }
          const values = {
            name: String(body.name ?? "").slice(0, 80),
            email: String(body.email ?? "").slice(0, 254),
            verified: body.verified === "on",
          };
          return sendSignInPage(reply, 400, renderChooserPage(details.uid, values, errors));
        }
        let returnTo: string;
        if (choice.data.action === "cancel") {
          returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { error: "access_denied", error_description: "The sign-in was cancelled." },
            { mergeWithLastSubmission: false },
          );
        } else {
          const chosen = choice.data;
          const identity =
            chosen.action === "choose"
              ? demoIdentities.find((candidate) => candidate.id === chosen.account)
              : {
                  id: "custom",
                  name: chosen.name,
                  email: chosen.email.toLowerCase(),
                  emailVerified: chosen.verified === "on",
                };
          if (!identity) throw new Error("unreachable: the schema only accepts listed accounts");
          const accountId = remember(identity);
          // Consent is granted here with the login: Google asks once per app, and a second
          // screen would only slow the demo down.
          const grant = new provider.Grant({
            accountId,
            clientId: String(details.params.client_id),
          });
          grant.addOIDCScope("openid email profile");
          const grantId = await grant.save();
          returnTo = await provider.interactionResult(
            request.raw,
            reply.raw,
            { login: { accountId, remember: false }, consent: { grantId } },
            { mergeWithLastSubmission: false },
          );
        }
        return reply.header("cache-control", "no-store").redirect(returnTo, 303);
      },
    );
  });

  // Everything else under /dev/oidc is the provider's own (discovery, authorize, token, JWKS,
  // userinfo). It reads request bodies itself, so they stay unparsed here.
  await app.register(async (mount) => {
    mount.removeAllContentTypeParsers();
    mount.addContentTypeParser("*", (_request, _payload, done) => done(null));
    mount.route({
      method: ["GET", "POST", "OPTIONS"],
      url: `${devOidcPath}/*`,
      schema: { hide: true },
      handler: (request, reply) => {
        reply.hijack();
        const raw = request.raw;
        const response = reply.raw;
        // A hijacked reply sends none of Fastify's headers: carry the shop's security headers
        // over, with a page CSP for the provider's error pages.
        for (const [name, value] of Object.entries(reply.getHeaders())) {
          if (value !== undefined) response.setHeader(name, value);
        }
        response.setHeader("content-security-policy", pageCsp);
        // The provider routes paths relative to its mount point and finds the prefix again in
        // originalUrl (as under Express); the full URL comes back before the request log reads it.
        const fullUrl = raw.url ?? "/";
        const restore = () => {
          raw.url = fullUrl;
        };
        response.prependOnceListener("finish", restore);
        response.prependOnceListener("close", restore);
        Object.assign(raw, { originalUrl: fullUrl });
        raw.url = fullUrl.slice(devOidcPath.length) || "/";
        void handle(raw, response);
      },
    });
  });
};
