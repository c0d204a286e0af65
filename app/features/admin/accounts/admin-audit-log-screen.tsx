export function AdminAuditLogScreen() {
  return null;
}
