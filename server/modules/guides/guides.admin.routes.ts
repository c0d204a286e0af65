import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  adminGuideCreateRequestSchema,
  adminGuideDeletedReplySchema,
  adminGuideGameOptionsReplySchema,
  adminGuideIdParamsSchema,
  adminGuideListQuerySchema,
  adminGuideListReplySchema,
  adminGuideMetaRequestSchema,
  adminGuideReplySchema,
  adminGuideTextParamsSchema,
  adminGuideTextRequestSchema,
} from "#contracts/admin-guides.ts";
import { errorResponses } from "#contracts/errors.ts";
import { adminActorOf } from "#server/platform/audit-log.ts";
import type { AdminGuideResult, GuideEditorService } from "./guide-editor.service.ts";

const errors = errorResponses(400, 401, 403, 404, 409, 413, 503);

const sanitized =
  "The HTML is sanitized before it is stored (headings h2/h3, paragraphs, lists, bold, italic, https or relative links, blockquote, code and line breaks are kept; scripts, frames, styles, event handlers and every other attribute go); the excerpt is the first 150 characters of its text. A text with nothing left once cleaned is refused (400).";

export const guidesAdminRoutes: FastifyPluginAsyncZod<{ guideEditor: GuideEditorService }> = async (
  app,
  { guideEditor },
) => {
  const tags = ["admin"];

  app.addHook("onSend", async (_request, reply) => {
    // Drafts are not public: never kept by a browser or a proxy.
    reply.header("cache-control", "no-store");
  });

  const reply = ({ guide, message }: AdminGuideResult) => ({
    success: true as const,
    message,
    data: guide,
  });

  app.get(
    "/admin/blogs",
    {
      config: { access: "admin", permission: "blogs.read" },
      schema: {
        tags,
        summary: "Every guide, drafts included, with the languages it has a text in",
        description:
          "q: part of a title (any language) or of the slug. status: draft or published. missing: only guides without a text in that language. sort: updated_desc (default), updated_asc, published_desc, published_asc, title_asc, title_desc. pageSize 1–100, 20 by default.",
        querystring: adminGuideListQuerySchema,
        response: { 200: adminGuideListReplySchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await guideEditor.list(request.query) }),
  );

  app.get(
    "/admin/blogs/games",
    {
      config: { access: "admin", permission: "blogs.read" },
      schema: {
        tags,
        summary: "The catalogue games a guide can be about (slug and title), by title",
        response: { 200: adminGuideGameOptionsReplySchema, ...errors },
      },
    },
    async () => ({ success: true as const, data: await guideEditor.gameOptions() }),
  );

  app.get(
    "/admin/blogs/:id",
    {
      config: { access: "admin", permission: "blogs.read" },
      schema: {
        tags,
        summary: "One guide with the text (title, sanitized HTML, excerpt) of every language",
        params: adminGuideIdParamsSchema,
        response: { 200: adminGuideReplySchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await guideEditor.detail(request.params.id),
    }),
  );

  app.post(
    "/admin/blogs",
    {
      config: { access: "admin", permission: "blogs.write" },
      schema: {
        tags,
        summary: "Create a guide with its source-language text; the signed-in admin is its author",
        description: `Without a slug the slug comes from the title (SPEC rule); a slug another guide has is a 409. gameSlugs must name catalogue games. A published guide is dated now and shows on the storefront at once. ${sanitized}`,
        body: adminGuideCreateRequestSchema,
        response: { 200: adminGuideReplySchema, ...errors },
      },
    },
    async (request) => reply(await guideEditor.create(request.body, adminActorOf(request))),
  );

  app.put(
    "/admin/blogs/:id",
    {
      config: { access: "admin", permission: "blogs.write" },
      schema: {
        tags,
        summary: "Change a guide's slug, cover, games or status (publish / unpublish)",
        description:
          "Only the fields given change. Publishing dates the guide the first time; unpublishing hides it from the storefront at once and keeps that date.",
        params: adminGuideIdParamsSchema,
        body: adminGuideMetaRequestSchema,
        response: { 200: adminGuideReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(await guideEditor.updateMeta(request.params.id, request.body, adminActorOf(request))),
  );

  app.put(
    "/admin/blogs/:id/texts/:language",
    {
      config: { access: "admin", permission: "blogs.write" },
      schema: {
        tags,
        summary: "Write one language's title and content of a guide (create or replace)",
        description: sanitized,
        params: adminGuideTextParamsSchema,
        body: adminGuideTextRequestSchema,
        response: { 200: adminGuideReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(
        await guideEditor.saveText(
          request.params.id,
          request.params.language,
          request.body,
          adminActorOf(request),
        ),
      ),
  );

  app.delete(
    "/admin/blogs/:id/texts/:language",
    {
      config: { access: "admin", permission: "blogs.write" },
      schema: {
        tags,
        summary: "Delete one translation of a guide (never its source language)",
        params: adminGuideTextParamsSchema,
        response: { 200: adminGuideReplySchema, ...errors },
      },
    },
    async (request) =>
      reply(
        await guideEditor.deleteText(
          request.params.id,
          request.params.language,
          adminActorOf(request),
        ),
      ),
  );

  app.delete(
    "/admin/blogs/:id",
    {
      config: { access: "admin", permission: "blogs.write" },
      schema: {
        tags,
        summary: "Delete a guide with all its texts",
        params: adminGuideIdParamsSchema,
        response: { 200: adminGuideDeletedReplySchema, ...errors },
      },
    },
    async (request) => {
      const { id, message } = await guideEditor.remove(request.params.id, adminActorOf(request));
      return { success: true as const, message, data: { id } };
    },
  );
};
