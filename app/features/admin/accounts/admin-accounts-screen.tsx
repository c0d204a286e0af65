export function AdminAccountsScreen() {
  return null;
}
