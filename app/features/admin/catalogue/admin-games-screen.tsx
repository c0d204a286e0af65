export function AdminGamesScreen() {
  return null;
}
