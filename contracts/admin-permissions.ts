import type { AdminRole } from "./accounts-rules.ts";

/**
 * What each admin role may do, one entry per admin action. The server checks the entry of every
 * admin API route before it runs (a route without one fails at start-up); the browser reads the
 * same table only to decide which areas and buttons to show.
 *
 * - owner: everything, including admin accounts;
 * - manager: catalogue, home lists, display currencies, promo codes, orders (refunds, CSV exports),
 *   guides, newsletter subscribers, partner enquiries, customers (blocking), the audit log;
 * - support: orders (read, retry a delivery, hold and release, notes, resend a receipt), chat
 *   moderation, reading partner enquiries and customers (blocking one is for owner and manager);
 * - editor: guides, the home lists and the translations of catalogue texts.
 */
export const adminPermissions = {
  /** End one's own admin session (every admin role). */
  "session.logout": ["owner", "manager", "support", "editor"],
  /** See, set up and turn off one's own two-factor sign-in (every admin role). */
  "twofactor.self": ["owner", "manager", "support", "editor"],
  "dashboard.read": ["owner", "manager", "support"],
  "games.read": ["owner", "manager", "editor"],
  "games.write": ["owner", "manager"],
  "packages.write": ["owner", "manager"],
  "featured.write": ["owner", "manager", "editor"],
  "currencies.write": ["owner", "manager"],
  /** See the fraud rules and the blocklists. */
  "risk.read": ["owner", "manager", "support"],
  /** Add, change and switch off fraud rules; add and remove blocklist entries. */
  "risk.write": ["owner", "manager"],
  /** Read, create, change and delete promo codes. */
  "promos.write": ["owner", "manager"],
  /** Read and edit the catalogue's words in the languages other than English. */
  "texts.write": ["owner", "manager", "editor"],
  "blogs.read": ["owner", "manager", "editor"],
  "blogs.write": ["owner", "manager", "editor"],
  "uploads.write": ["owner", "manager", "editor"],
  "orders.read": ["owner", "manager", "support"],
  "orders.retry": ["owner", "manager", "support"],
  "orders.hold": ["owner", "manager", "support"],
  "orders.note": ["owner", "manager", "support"],
  "orders.resend": ["owner", "manager", "support"],
  "orders.refund": ["owner", "manager"],
  /** Download orders as CSV: buyers' e-mails in bulk, so not support (decision 0067). */
  "orders.export": ["owner", "manager"],
  /** Newsletter subscribers: the list, counts and CSV export (addresses in bulk). */
  "subscribers.read": ["owner", "manager"],
  /** Read partner enquiries (support answers them by e-mail). */
  "partners.read": ["owner", "manager", "support"],
  /** Mark a partner enquiry answered (decision 0067). */
  "partners.write": ["owner", "manager"],
  /** Find shoppers and read one's profile, orders, refunds and security events. */
  "customers.read": ["owner", "manager", "support"],
  /** Block and unblock a shopper's account (decision 0069). */
  "customers.write": ["owner", "manager"],
  "admins.manage": ["owner"],
  "audit.read": ["owner", "manager"],
  /** Delete community chat messages and mute chat users. */
  "chat.moderate": ["owner", "manager", "support"],
} as const satisfies Record<string, readonly AdminRole[]>;

export type AdminPermission = keyof typeof adminPermissions;

export const adminPermissionNames = Object.keys(adminPermissions) as AdminPermission[];

export function hasAdminPermission(
  adminRole: AdminRole | null | undefined,
  permission: AdminPermission,
): boolean {
  if (!adminRole) return false;
  return (adminPermissions[permission] as readonly AdminRole[]).includes(adminRole);
}
