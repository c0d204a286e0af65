import type { LanguageCode } from "#contracts/languages.ts";
import { newsletterApiPaths } from "#contracts/newsletter-rules.ts";

/** A call's outcome: success, or the error's code and English message when the server sent them. */
export type NewsletterResult =
  | { ok: true }
  | { ok: false; code: string | undefined; message: string | undefined };

// Written by hand (no zod, no shared fetch layer): the footer form is on every page.
async function postJson(path: string, body: unknown): Promise<NewsletterResult> {
  const response = await fetch(path, {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body),
  });
  if (response.ok) return { ok: true };
  const reply = (await response.json().catch(() => null)) as {
    code?: unknown;
    message?: unknown;
  } | null;
  return {
    ok: false,
    code: typeof reply?.code === "string" ? reply.code : undefined,
    message: typeof reply?.message === "string" ? reply.message : undefined,
  };
}

/** Rejects only on a network failure. */
export function subscribeToNewsletter(
  email: string,
  language: LanguageCode,
): Promise<NewsletterResult> {
  return postJson(newsletterApiPaths.subscribe, { email, language });
}

export function confirmSubscription(token: string): Promise<NewsletterResult> {
  return postJson(newsletterApiPaths.confirm, { token });
}

export function unsubscribeFromNewsletter(token: string): Promise<NewsletterResult> {
  return postJson(newsletterApiPaths.unsubscribe, { token });
}
