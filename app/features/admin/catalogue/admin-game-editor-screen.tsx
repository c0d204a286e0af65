export function AdminGameEditorScreen() {
  return null;
}
