export function AdminHomeGamesScreen() {
  return null;
}
