import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AdminRole, Role } from "#contracts/accounts-rules.ts";
import { type AdminPermission, hasAdminPermission } from "#contracts/admin-permissions.ts";
import { AppError } from "#contracts/errors-rules.ts";

/** Who is asking: a guest, or a signed-in member whose session is live right now. */
export type Viewer =
  | { kind: "guest" }
  | {
      kind: "member";
      userId: string;
      sessionId: string;
      role: Role;
      adminRole: AdminRole | undefined;
      /**
       * ADMIN_2FA=required and this owner or manager has no second factor yet: admin routes
       * other than its setup (and logging out) refuse the session.
       */
      twoFactorSetupDue?: true;
    };

export type SignedInViewer = Extract<Viewer, { kind: "member" }>;

/**
 * What a route needs from its caller:
 * - public: nothing; a token is not even read (the hot catalogue reads pay nothing for it).
 * - optional: a valid token identifies the caller; a missing, invalid or expired one means guest,
 *   never 401.
 * - user: any signed-in account; admin: an admin account.
 */
export type Access = "public" | "optional" | "user" | "admin";

declare module "fastify" {
  interface FastifyRequest {
    viewer: Viewer;
  }
  interface FastifyContextConfig {
    access?: Access;
    /** Required with access "admin": the admin action the route performs. */
    permission?: AdminPermission;
  }
  interface FastifyInstance {
    /** Every admin route with its permission, as registered (the permission matrix test reads it). */
    adminRoutes: AdminRoute[];
  }
}

const guest: Viewer = { kind: "guest" };

/** What a session whose two-factor setup is due may still do. */
const setupDuePermissions: ReadonlySet<AdminPermission> = new Set([
  "twofactor.self",
  "session.logout",
]);

export type AdminRoute = { method: string; url: string; permission: AdminPermission };

/** Turns an access token into the viewer, or null when it is invalid, expired or revoked. */
export type ViewerResolver = (token: string) => Promise<SignedInViewer | null>;

export function bearerTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (!header || header.length > 4096) return undefined;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
}

/**
 * The one guard of the API. Every /api route must declare `config.access`, and every admin
 * route its `config.permission` (an entry of the permission table): a route without them fails
 * at start-up, so nothing is left open by omission. One hook resolves the viewer and enforces
 * both before the body is validated, so a caller without the right learns nothing from
 * validation errors. Pages never depend on it: they render the same for everybody.
 */
export function registerAuthGuard(
  api: FastifyInstance,
  resolveViewer: ViewerResolver,
  /** Filled with every admin route as it is registered. */
  adminRoutes: AdminRoute[] = [],
): void {
  api.decorateRequest("viewer", null as never);
  api.addHook("onRoute", (route) => {
    if (route.schema?.hide) return;
    if (!route.config?.access) {
      throw new Error(`API route ${route.method} ${route.url} declares no config.access`);
    }
    // Everything under /admin/ is staff-only, signing in aside: a public admin route would be a
    // mistake, so it fails at start-up like a missing access.
    if (
      /\/admin\//.test(route.url) &&
      route.config.access !== "admin" &&
      !/\/admin\/login(\/2fa)?$/.test(route.url)
    ) {
      throw new Error(`API route ${route.method} ${route.url} is under /admin/ but not admin-only`);
    }
    if (route.config.access === "admin") {
      const permission = route.config.permission;
      if (!permission) {
        throw new Error(`admin route ${route.method} ${route.url} declares no config.permission`);
      }
      // HEAD twins of GET routes are guarded the same way; the list names each route once.
      for (const method of [route.method].flat().filter((name) => name !== "HEAD")) {
        adminRoutes.push({ method, url: route.url, permission });
      }
    }
  });
  api.addHook("preValidation", async (request) => {
    const access = request.routeOptions.config.access ?? "public";
    if (access === "public") {
      request.viewer = guest;
      return;
    }
    const token = bearerTokenOf(request);
    const viewer = token ? await resolveViewer(token) : null;
    request.viewer = viewer ?? guest;
    if (access === "optional") return;
    if (!viewer) {
      throw new AppError(
        "UNAUTHORIZED",
        token ? "Session expired. Please log in again." : "Please log in to continue.",
      );
    }
    if (access === "admin") {
      if (viewer.role !== "admin") {
        throw new AppError("FORBIDDEN", "This area is for GameZone staff only.");
      }
      const permission = request.routeOptions.config.permission;
      if (!permission || !hasAdminPermission(viewer.adminRole, permission)) {
        throw new AppError("FORBIDDEN", "Your admin role does not allow this.");
      }
      if (viewer.twoFactorSetupDue && !setupDuePermissions.has(permission)) {
        throw new AppError(
          "FORBIDDEN",
          "Two-factor sign-in is required for your role: set it up first (Two-factor sign-in in the admin menu).",
        );
      }
    }
  });
}

/** The signed-in viewer of a route that declared access user or admin. */
export function memberOf(request: FastifyRequest): SignedInViewer {
  const viewer = request.viewer;
  if (viewer.kind !== "member") throw new AppError("UNAUTHORIZED", "Please log in to continue.");
  return viewer;
}
