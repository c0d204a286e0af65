import type { z } from "zod";
import { apiFetch, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";

/** An admin call that did not succeed: the HTTP status and the server's message. */
export class AdminApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = "AdminApiError";
    this.status = status;
  }
}

/**
 * Calls the admin API as the signed-in admin and checks the reply against its contract: a reply
 * of another shape is an error, never data half-shown.
 */
export async function callAdminApi<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE"; body?: unknown } = {},
): Promise<z.infer<S>> {
  let response: Response;
  try {
    response = await apiFetch(path, {
      method: init.method ?? "GET",
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    });
  } catch {
    throw new AdminApiError(0, "");
  }
  const body = await readJsonBody(response);
  if (!response.ok) throw new AdminApiError(response.status, messageOf(body) ?? "");
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AdminApiError(response.status, "");
  return parsed.data;
}
