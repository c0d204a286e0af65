export function AdminCurrenciesScreen() {
  return null;
}
