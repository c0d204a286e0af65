export function AdminTranslationsScreen() {
  return null;
}
