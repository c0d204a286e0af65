import { describe, expect, it } from "vitest";
import { hasAdminPermission } from "#contracts/admin-permissions.ts";
import { areaOf, areasFor } from "./admin-nav.ts";

describe("admin areas", () => {
  it("place every admin page in its area, inner pages included", () => {
    const cases: [string, string, boolean][] = [
      ["/admin-dashboard", "dashboard", false],
      ["/admin", "dashboard", false],
      ["/admin/orders", "orders", false],
      ["/admin/orders/5c1f0d6e-1111-4222-8333-944455556666", "orders", true],
      ["/admin/games", "games", false],
      ["/admin/game/add", "games", true],
      ["/admin/game/edit/abc", "games", true],
      ["/admin/packages", "packages", false],
      ["/admin/blogs", "blogs", false],
      ["/admin/blog/create", "blogs", true],
      ["/admin/blog/edit/abc", "blogs", true],
      ["/blog-post", "blogs", true],
      ["/admin/home-games", "home-games", false],
      ["/admin/currencies", "currencies", false],
      ["/admin/promo-codes", "promo-codes", false],
      ["/admin/risk", "risk", false],
      ["/admin/subscribers", "subscribers", false],
      ["/admin/customers", "customers", false],
      ["/admin/customers/5c1f0d6e-1111-4222-8333-944455556666", "customers", true],
      ["/admin/partners", "partners", false],
      ["/admin/translations", "translations", false],
      ["/admin/admins", "admins", false],
      ["/admin/audit-log", "audit-log", false],
      ["/admin/two-factor", "two-factor", false],
    ];
    for (const [path, id, inner] of cases) {
      expect(areaOf(path), path).toMatchObject({ area: { id }, inner });
    }
  });

  it("refuse a support admin the game editor and the guide editor, as the server does", () => {
    for (const path of ["/admin/game/add", "/admin/blog/create", "/blog-post"]) {
      expect(hasAdminPermission("support", areaOf(path).area.permission), path).toBe(false);
    }
    expect(areasFor("support").map((area) => area.id)).toEqual([
      "dashboard",
      "orders",
      "customers",
      "risk",
      "partners",
      "two-factor",
    ]);
    expect(areasFor("manager").map((area) => area.id)).toEqual(
      expect.arrayContaining(["customers", "risk", "subscribers", "partners", "two-factor"]),
    );
    expect(areasFor("editor").map((area) => area.id)).toEqual([
      "dashboard",
      "games",
      "home-games",
      "blogs",
      "translations",
      "two-factor",
    ]);
  });
});
