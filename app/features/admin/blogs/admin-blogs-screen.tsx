export function AdminBlogsScreen() {
  return null;
}
