/**
 * Sends one file as multipart (field `file`): the admin images, guide covers, hero artwork and
 * chat attachments all go through here. With `onProgress` it uses XMLHttpRequest, because
 * `fetch` cannot report upload progress; without, `fetch`. Signed-in uploads carry the bearer
 * token and, after a 401, refresh the session once and send again, as every API call does.
 */
import { type ApiResult, type ReplyCheck, resultOf } from "./api-client.ts";
import { apiFetch, refreshSession } from "./auth/api-fetch.ts";
import { readToken } from "./auth/auth-read.ts";

type UploadOptions = {
  /** The file name sent with the part (a Blob has none of its own). */
  name?: string;
  /** Called with the share sent so far, 0 to 1. */
  onProgress?: (fraction: number) => void;
  /** true (the default): as the signed-in user. false: no token (chat attachments). */
  signedIn?: boolean;
};

/** What came back: the HTTP status and the body read as JSON (null when it was not). */
export type UploadReply = { status: number; body: unknown };

function formOf(file: Blob, name: string | undefined): FormData {
  const form = new FormData();
  if (name === undefined) form.append("file", file);
  else form.append("file", file, name);
  return form;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function sendWithProgress(
  url: string,
  form: FormData,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<UploadReply> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () =>
      resolve({ status: request.status, body: parseJson(request.responseText) });
    request.onerror = () => reject(new TypeError("The upload did not reach the server"));
    request.send(form);
  });
}

/**
 * Sends the file and gives the raw reply, for callers whose reply is not the API's envelope.
 * Rejects only when nothing came back.
 */
export async function sendUpload(
  url: string,
  file: Blob,
  options: UploadOptions = {},
): Promise<UploadReply> {
  const signedIn = options.signedIn !== false;
  const { onProgress } = options;
  if (!onProgress) {
    const init: RequestInit = { method: "POST", body: formOf(file, options.name) };
    const response = signedIn
      ? await apiFetch(url, init)
      : await fetch(url, { ...init, credentials: "same-origin" });
    return { status: response.status, body: parseJson(await response.text()) };
  }
  let token = signedIn ? readToken() : null;
  // A FormData body can be sent twice: the retry after a refresh sends the same parts.
  const form = formOf(file, options.name);
  let reply = await sendWithProgress(url, form, token, onProgress);
  if (reply.status === 401 && token) {
    token = await refreshSession(token);
    if (token) reply = await sendWithProgress(url, form, token, onProgress);
  }
  return reply;
}

/** Sends the file and reads the reply as `callApi` does (`read`, `reply`: the same meaning). */
export async function uploadFile<T>(
  url: string,
  file: Blob,
  options: UploadOptions & { read?: "data" | "body"; reply: ReplyCheck<T> },
): Promise<ApiResult<T>> {
  const { status, body } = await sendUpload(url, file, options);
  const record =
    body && typeof body === "object" && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : null;
  return resultOf(status, record, options) as ApiResult<T>;
}
