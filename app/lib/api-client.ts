/**
 * The browser's one way to call the shop's API. Every call resolves to an `ApiResult`: the
 * checked value, or the HTTP status with the server's error `code` and `message`; it rejects only
 * when nothing came back (offline), so a screen can tell "the server said no" from "no answer".
 *
 * The core is free of zod on purpose: it is on the first visit of every storefront page. A
 * caller that wants its reply checked against the API's contract passes the zod schema itself
 * (anything with `safeParse`), so zod travels in that caller's chunk only; storefront callers
 * pass a small hand-written guard instead.
 */
import { apiFetch, codeOf, messageOf, readJsonBody } from "./auth/api-fetch.ts";

/** One field a validation failure named (the error envelope's `issues`). */
type ApiIssue = { field: string; message: string };

export type ApiFailure = {
  ok: false;
  /** The HTTP status; 500 when the server said yes with a reply that breaks its contract. */
  status: number;
  code: string | undefined;
  message: string | undefined;
  /** Present only when the server named the fields it refused, so a form can mark each one. */
  issues?: ApiIssue[];
};
export type ApiResult<T> = { ok: true; value: T } | ApiFailure;

/** A zod schema (matched by shape, so this file never imports zod) or a type guard. */
export type ReplyCheck<T> =
  | { safeParse(data: unknown): { success: true; data: T } | { success: false } }
  | ((data: unknown) => data is T);

export type ApiMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type CallOptions = {
  method?: ApiMethod;
  /** Sent as JSON. */
  body?: unknown;
  headers?: Record<string, string>;
  /**
   * true (the default): as the signed-in user (bearer token, refreshed ahead of expiry and once
   * after a 401). false: no token, for the calls that start a session (log-in, sign-up) and
   * public forms that must work the same for every visitor (the partner enquiry).
   */
  signedIn?: boolean;
  /** What the check sees and the value is: the envelope's `data` (default) or the whole body. */
  read?: "data" | "body";
};

function checked<T>(check: ReplyCheck<T>, data: unknown): { value: T } | null {
  if (typeof check === "function") return check(data) ? { value: data } : null;
  const parsed = check.safeParse(data);
  return parsed.success ? { value: parsed.data } : null;
}

async function send(path: string, options: CallOptions): Promise<Response> {
  const init: RequestInit = {
    method: options.method ?? "GET",
    ...(options.headers ? { headers: options.headers } : {}),
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  };
  if (options.signedIn !== false) return apiFetch(path, init);
  const headers = new Headers(init.headers);
  headers.set("accept", "application/json");
  if (init.body !== undefined) headers.set("content-type", "application/json");
  return fetch(path, { ...init, credentials: "same-origin", headers });
}

/**
 * Calls the API. With `reply`, a success whose reply fails the check is a failure (status 500):
 * data of another shape is never half-shown. Without it the value is the unchecked reply.
 */
export function callApi<T>(
  path: string,
  options: CallOptions & { reply: ReplyCheck<T> },
): Promise<ApiResult<T>>;
export function callApi(path: string, options?: CallOptions): Promise<ApiResult<unknown>>;
export async function callApi<T>(
  path: string,
  options: CallOptions & { reply?: ReplyCheck<T> } = {},
): Promise<ApiResult<unknown>> {
  const response = await send(path, options);
  return resultOf(response.status, await readJsonBody(response), options);
}

function issuesOf(body: Record<string, unknown> | null): ApiIssue[] | undefined {
  if (!Array.isArray(body?.issues)) return undefined;
  const issues = (body.issues as unknown[]).filter(
    (issue): issue is ApiIssue =>
      typeof (issue as ApiIssue | null)?.field === "string" &&
      typeof (issue as ApiIssue).message === "string",
  );
  return issues.length > 0 ? issues : undefined;
}

/** The result of a reply that came back (also used by the upload client, which has no Response). */
export function resultOf<T>(
  status: number,
  body: Record<string, unknown> | null,
  options: { read?: "data" | "body"; reply?: ReplyCheck<T> },
): ApiResult<unknown> {
  const failure = (failed: number): ApiFailure => {
    const issues = issuesOf(body);
    return {
      ok: false,
      status: failed,
      code: codeOf(body),
      message: messageOf(body),
      ...(issues ? { issues } : {}),
    };
  };
  const ok = status >= 200 && status < 300;
  if (!ok || body?.success === false) return failure(ok ? 500 : status);
  const data = options.read === "body" ? body : body?.data;
  if (!options.reply) return { ok: true, value: data };
  const result = checked(options.reply, data);
  return result ? { ok: true, value: result.value } : failure(500);
}
