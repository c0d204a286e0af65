import { adminUpload } from "#app/features/admin/admin-api.ts";
import { useAuthState } from "#app/lib/auth/use-auth-state.ts";
import { type AdminPermission, hasAdminPermission } from "#contracts/admin-permissions.ts";
import type { AdminUpload, AdminUploadKind } from "#contracts/admin-uploads.ts";

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

/**
 * Uploads an image to POST /api/admin/uploads with progress; the reply is checked against its
 * contract. Throws `AdminApiError` (status 0 when nothing came back), as every admin call does.
 */
export async function uploadAdminImage(
  kind: AdminUploadKind,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AdminUpload> {
  return (await adminUpload(`/api/admin/uploads?kind=${kind}`, file, onProgress)).data;
}
