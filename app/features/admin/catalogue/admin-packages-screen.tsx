export function AdminPackagesScreen() {
  return null;
}
