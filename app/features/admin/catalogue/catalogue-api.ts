import { AdminApiError } from "#app/features/admin/admin-api.ts";
import { refreshSession } from "#app/lib/auth/api-fetch.ts";
import { readToken } from "#app/lib/auth/auth-read.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { type AdminPermission, hasAdminPermission } from "#contracts/admin-permissions.ts";
import {
  type AdminUpload,
  type AdminUploadKind,
  adminUploadReplySchema,
} from "#contracts/admin-uploads.ts";

export const catalogueKeys = {
  games: ["admin", "games"] as const,
  gameList: (query: string) => ["admin", "games", "list", query] as const,
  game: (id: string) => ["admin", "games", "detail", id] as const,
  gameOptions: ["admin", "games", "options"] as const,
};

/** Whether the signed-in admin's role includes `permission` (buttons only: the API decides). */
export function useAdminCan(permission: AdminPermission): boolean {
  const auth = useAuthState();
  return hasAdminPermission(auth.loggedIn ? auth.adminRole : null, permission);
}

function sendUpload(
  url: string,
  file: File,
  token: string | null,
  onProgress: (fraction: number) => void,
): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", url);
    request.setRequestHeader("accept", "application/json");
    if (token) request.setRequestHeader("authorization", `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(request.responseText);
      } catch {
        body = null;
      }
      resolve({ status: request.status, body });
    };
    request.onerror = () => reject(new AdminApiError(0, ""));
    const form = new FormData();
    form.append("file", file);
    request.send(form);
  });
}

/**
 * Uploads an image to POST /api/admin/uploads with progress (XMLHttpRequest: fetch cannot
 * report upload progress). A 401 refreshes the session once and sends again, as apiFetch does.
 */
export async function uploadAdminImage(
  kind: AdminUploadKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AdminUpload> {
  const url = `/api/admin/uploads?kind=${kind}`;
  let token = readToken();
  let reply = await sendUpload(url, file, token, onProgress);
  if (reply.status === 401 && token) {
    token = await refreshSession(token);
    if (token) reply = await sendUpload(url, file, token, onProgress);
  }
  const body = reply.body as { message?: unknown } | null;
  if (reply.status < 200 || reply.status >= 300) {
    throw new AdminApiError(reply.status, typeof body?.message === "string" ? body.message : "");
  }
  const parsed = adminUploadReplySchema.safeParse(reply.body);
  if (!parsed.success) throw new AdminApiError(reply.status, "");
  return parsed.data.data;
}
