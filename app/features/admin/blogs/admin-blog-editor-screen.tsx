export function AdminBlogEditorScreen() {
  return null;
}
