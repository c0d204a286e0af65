import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatFileSchema, chatHistoryPageSchema, chatHistoryQuerySchema } from "#contracts/chat.ts";
import { chatFileMaxBytes, chatMessages as chatTexts } from "#contracts/chat-rules.ts";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import type { ChatService } from "./chat.service.ts";
import { storeChatUpload } from "./chat-upload.service.ts";

const uploadError = z.object({ error: z.string() });

/**
 * The chat's HTTP side. POST /api/upload: one chat attachment in the multipart field `file`, no
 * sign-in needed (guests chat too); the size limit is enforced while the body streams in, what
 * is stored is decided by the file's content (chat-upload.service.ts). GET /api/chat/messages:
 * older history, a page at a time (the room is public, so is its history).
 */
export const chatRoutes: FastifyPluginAsyncZod<{
  storage: FileStorage;
  chat: ChatService;
}> = async (app, { storage, chat }) => {
  app.get(
    "/chat/messages",
    {
      config: { access: "public" },
      schema: {
        tags: ["chat"],
        summary:
          "The 50 messages before `before` (a message id), oldest first, and whether older ones exist",
        querystring: chatHistoryQuerySchema,
        response: {
          200: successEnvelopeSchema(chatHistoryPageSchema),
          400: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await chat.historyBefore(request.query.before),
    }),
  );

  await app.register(fastifyMultipart, {
    limits: { fileSize: chatFileMaxBytes, files: 1, fields: 4, parts: 5, fieldSize: 1024 },
  });
  const limit = limitAttempts(app, { name: "chat-upload", perIp: 30, windowMs: 10 * 60_000 });

  app.post(
    "/upload",
    {
      config: { access: "public" },
      preHandler: limit,
      schema: {
        tags: ["chat"],
        summary: "Upload a chat attachment (multipart field `file`, at most 10 MB)",
        consumes: ["multipart/form-data"],
        response: {
          200: z.object({ file: chatFileSchema }),
          400: uploadError,
          413: uploadError,
          415: uploadError,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart()) {
        return reply.status(400).send({ error: "Send the file as multipart/form-data." });
      }
      const part = await request.file();
      if (part?.fieldname !== "file") {
        return reply.status(400).send({ error: "Attach the file in the field 'file'." });
      }
      let bytes: Buffer;
      try {
        bytes = await part.toBuffer();
      } catch (error) {
        if ((error as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") {
          return reply.status(413).send({ error: chatTexts.fileTooLarge });
        }
        throw error;
      }
      const result = await storeChatUpload(storage, { bytes, originalName: part.filename });
      if (!result.ok) return reply.status(result.status).send({ error: result.error });
      return reply.send({ file: result.file });
    },
  );
};
