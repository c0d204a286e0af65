import type { z } from "zod";
import { type ApiMethod, type ApiResult, callApi } from "#app/lib/api-client.ts";
import { apiFetch, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";
import { uploadFile } from "#app/lib/upload-client.ts";
import { adminUploadReplySchema } from "#contracts/admin-uploads.ts";

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
 * React Query's retry rule for admin reads: a refusal (4xx: not found, no permission) is final;
 * a server error or no answer is tried twice more.
 */
export function retryAdminRead(failures: number, error: Error): boolean {
  return !(error instanceof AdminApiError && error.status < 500) && failures < 2;
}

/**
 * Calls the admin API as the signed-in admin and checks the whole reply against its contract: a
 * reply of another shape is an error, never data half-shown. Throws (status 0 when nothing came
 * back) because the admin screens read through React Query, which wants a rejection.
 */
export async function callAdminApi<S extends z.ZodType>(
  path: string,
  schema: S,
  init: { method?: ApiMethod; body?: unknown } = {},
): Promise<z.infer<S>> {
  return settled(() => callApi(path, { ...init, read: "body", reply: schema }));
}

/**
 * Sends an image to the admin upload endpoint (`/api/admin/uploads?kind=…`), with progress when
 * `onProgress` is given; throws as `callAdminApi` does.
 */
export function adminUpload(url: string, file: File, onProgress?: (fraction: number) => void) {
  return settled(() =>
    uploadFile(url, file, {
      read: "body",
      reply: adminUploadReplySchema,
      ...(onProgress ? { onProgress } : {}),
    }),
  );
}

async function settled<T>(call: () => Promise<ApiResult<T>>): Promise<T> {
  let result: ApiResult<T>;
  try {
    result = await call();
  } catch {
    throw new AdminApiError(0, "");
  }
  if (!result.ok) throw new AdminApiError(result.status, result.message ?? "");
  return result.value;
}

/**
 * Downloads a file the admin API streams (a CSV export) as the signed-in admin. A plain link
 * cannot carry the bearer token, so the file is fetched, held as a blob and handed to the
 * browser's download through a temporary object URL, under the name the server gave it (or
 * `fallbackName`). Throws as `callAdminApi` does when the server refuses.
 */
export async function downloadAdminFile(path: string, fallbackName: string): Promise<void> {
  let response: Response;
  try {
    response = await apiFetch(path, { headers: { accept: "text/csv, application/json" } });
  } catch {
    throw new AdminApiError(0, "");
  }
  if (!response.ok) {
    throw new AdminApiError(response.status, messageOf(await readJsonBody(response)) ?? "");
  }
  const blob = await response.blob();
  const disposition = response.headers.get("content-disposition") ?? "";
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; a moment later it is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
