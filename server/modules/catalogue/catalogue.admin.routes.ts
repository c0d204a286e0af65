import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminDeletedReplySchema,
  adminGameInputSchema,
  adminGameListReplySchema,
  adminGameReplySchema,
  adminGamesQuerySchema,
  adminIdParamsSchema,
  adminPackageInputSchema,
  adminPackageListReplySchema,
  adminPackageOrderSchema,
  adminPackageReplySchema,
} from "#contracts/admin-catalogue.ts";
import {
  adminUploadMaxBytes,
  adminUploadQuerySchema,
  adminUploadReplySchema,
} from "#contracts/admin-uploads.ts";
import { errorEnvelopeSchema, errorResponses } from "#contracts/errors.ts";
import { AppError } from "#contracts/errors-rules.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import { rethrowWithRetryAfter } from "#server/platform/image-queue.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import { readUploadedFile, uploadRouteErrorHandler } from "#server/platform/uploads.ts";
import type { AdminGamesService } from "./admin-games.service.ts";
import type { AdminPackagesService } from "./admin-packages.service.ts";
import type { AdminUploadsService } from "./admin-uploads.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 503);

/**
 * The admin catalogue: games (list, detail, create, edit, archive, restore), their currency
 * packages (create, edit, delete, reorder) and image uploads. Every write is audited in its own
 * transaction and then empties the read caches, so the storefront shows it at once.
 */
export const catalogueAdminRoutes: FastifyPluginAsyncZod<{
  adminGames: AdminGamesService;
  adminPackages: AdminPackagesService;
  adminUploads: AdminUploadsService;
}> = async (app, { adminGames: games, adminPackages: packages, adminUploads: uploads }) => {
  const tags = ["admin"];

  app.addHook("onSend", async (_request, reply) => {
    // Staff data (archived games, supplier SKUs): never kept by a browser or a proxy.
    reply.header("cache-control", "no-store");
  });

  app.get(
    "/admin/games",
    {
      config: { access: "admin", permission: "games.read" },
      schema: {
        tags,
        summary: "Every game, archived ones too, with package counts",
        description:
          "q: part of the title or slug. category, status (active | archived | all, default all), sort (title | updated | packages) and dir (asc | desc). pageSize 1–100, 25 by default.",
        querystring: adminGamesQuerySchema,
        response: { 200: adminGameListReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await games.list(request.query) }),
  );

  app.get(
    "/admin/games/:id",
    {
      config: { access: "admin", permission: "games.read" },
      schema: {
        tags,
        summary: "One game with every field and all its packages (active or not), in order",
        params: adminIdParamsSchema,
        response: { 200: adminGameReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await games.detail(request.params.id) }),
  );

  app.post(
    "/admin/games",
    {
      config: { access: "admin", permission: "games.write" },
      schema: {
        tags,
        summary: "Create a game (active at once, without packages)",
        description:
          "slug may be left out: it is made from the title. A slug another game uses: 409. Images must be URLs the upload endpoint returned (or ones a game already shows).",
        body: adminGameInputSchema,
        response: { 200: adminGameReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Game created.",
      data: await games.create(request.body, adminActorOf(request)),
    }),
  );

  app.put(
    "/admin/games/:id",
    {
      config: { access: "admin", permission: "games.write" },
      schema: {
        tags,
        summary: "Replace a game's fields (its packages and active state stay as they are)",
        params: adminIdParamsSchema,
        body: adminGameInputSchema,
        response: { 200: adminGameReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Game saved.",
      data: await games.update(request.params.id, request.body, adminActorOf(request)),
    }),
  );

  for (const action of ["archive", "restore"] as const) {
    app.post(
      `/admin/games/:id/${action}`,
      {
        config: { access: "admin", permission: "games.write" },
        schema: {
          tags,
          summary:
            action === "archive"
              ? "Archive a game: it leaves the storefront; existing orders are untouched"
              : "Restore an archived game to the storefront",
          params: adminIdParamsSchema,
          response: { 200: adminGameReplySchema, ...errors },
        },
      },
      async (request) => ({
        success: true as const,
        message: action === "archive" ? "Game archived." : "Game restored.",
        data: await games.setActive(request.params.id, action === "restore", adminActorOf(request)),
      }),
    );
  }

  app.post(
    "/admin/games/:id/packages",
    {
      config: { access: "admin", permission: "packages.write" },
      schema: {
        tags,
        summary: "Add a package to a game (placed last)",
        description: "A supplier SKU another package uses: 409.",
        params: adminIdParamsSchema,
        body: adminPackageInputSchema,
        response: { 200: adminPackageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Package added.",
      data: await packages.create(request.params.id, request.body, adminActorOf(request)),
    }),
  );

  app.put(
    "/admin/games/:id/packages/order",
    {
      config: { access: "admin", permission: "packages.write" },
      schema: {
        tags,
        summary: "Reorder a game's packages",
        description: "packageIds: every package id of the game exactly once, in the new order.",
        params: adminIdParamsSchema,
        body: adminPackageOrderSchema,
        response: { 200: adminPackageListReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Order saved.",
      data: await packages.reorder(
        request.params.id,
        request.body.packageIds,
        adminActorOf(request),
      ),
    }),
  );

  app.put(
    "/admin/packages/:id",
    {
      config: { access: "admin", permission: "packages.write" },
      schema: {
        tags,
        summary: "Replace a package's fields (price, amounts, SKU, badge, active)",
        params: adminIdParamsSchema,
        body: adminPackageInputSchema,
        response: { 200: adminPackageReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Package saved.",
      data: await packages.update(request.params.id, request.body, adminActorOf(request)),
    }),
  );

  app.delete(
    "/admin/packages/:id",
    {
      config: { access: "admin", permission: "packages.write" },
      schema: {
        tags,
        summary: "Delete a package nobody bought",
        description:
          "A package named by any order line is kept (409): deactivate it instead (isActive false), so orders keep the link to what they sold.",
        params: adminIdParamsSchema,
        response: { 200: adminDeletedReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      message: "Package deleted.",
      data: await packages.remove(request.params.id, adminActorOf(request)),
    }),
  );

  await app.register(fastifyMultipart, {
    limits: { fileSize: adminUploadMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const limit = limitAttempts(app, { name: "admin-upload", perIp: 60, windowMs: 10 * 60_000 });

  app.post(
    "/admin/uploads",
    {
      config: { access: "admin", permission: "uploads.write" },
      preHandler: limit,
      errorHandler: uploadRouteErrorHandler,
      schema: {
        tags,
        summary:
          "Upload an image (multipart field `file`, at most 10 MB) in every shape of its kind",
        description:
          "kind: game-cover (wide 1280×720 with its copies and 4:5 crops, portrait 480×640, square 400×400), hero (wide with copies and crops, and a 640×360 copy) or guide-cover (wide with copies). JPEG, PNG, WebP, AVIF or GIF by content (415 otherwise), at least 640×360 (400 otherwise); stored re-encoded as WebP without metadata.",
        consumes: ["multipart/form-data"],
        querystring: adminUploadQuerySchema,
        response: {
          200: adminUploadReplySchema,
          ...errors,
          413: errorEnvelopeSchema,
          415: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const file = await readUploadedFile(request);
      if (!file.ok) {
        if (file.reason === "file-too-large") {
          throw new AppError("PAYLOAD_TOO_LARGE", "The image is larger than 10 MB.");
        }
        throw file.reason === "not-multipart"
          ? new AppError("BAD_REQUEST", "Send the image as multipart/form-data.")
          : new AppError("BAD_REQUEST", "Attach the image in the field 'file'.");
      }
      const upload = await uploads
        .store(request.query.kind, file.bytes, adminActorOf(request))
        .catch((error: unknown) => rethrowWithRetryAfter(reply, error));
      return { success: true as const, data: upload };
    },
  );
};
