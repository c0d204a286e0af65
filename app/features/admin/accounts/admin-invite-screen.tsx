export function AdminInviteScreen() {
  return null;
}
