import type { AdminRole } from "./accounts-rules.ts";

/**
 * What each admin role may do. The server checks these before acting; the browser reads the same
 * table only to decide which controls to show. Owner may do everything; the admin panel adds its
 * entries here.
 */
export const adminPermissions = {
  /** Delete community chat messages and mute chat users. */
  "chat.moderate": ["owner", "manager", "support"],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof adminPermissions;

export function hasAdminPermission(
  adminRole: AdminRole | null | undefined,
  permission: AdminPermission,
): boolean {
  if (!adminRole) return false;
  return (adminPermissions[permission] as readonly AdminRole[]).includes(adminRole);
}
