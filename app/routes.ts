import { index, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("games", "routes/games.tsx"),
  route("games/:id", "routes/game-detail.tsx"),
  route("game/:id", "routes/game-detail.tsx", { id: "game-detail-alias" }),
  route("search", "routes/search.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
