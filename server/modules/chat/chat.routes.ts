import fastifyMultipart from "@fastify/multipart";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { chatFileSchema, chatHistoryPageSchema, chatHistoryQuerySchema } from "#contracts/chat.ts";
import { chatFileMaxBytes, chatMessages as chatTexts } from "#contracts/chat-rules.ts";
import { errorEnvelopeSchema, successEnvelopeSchema } from "#contracts/errors.ts";
import { createByteBudget } from "#server/platform/byte-budget.ts";
import type { FileStorage } from "#server/platform/file-storage.ts";
import { type ImageQueue, rethrowWithRetryAfter } from "#server/platform/image-queue.ts";
import { limitAttempts } from "#server/platform/rate-limits.ts";
import { readUploadedFile, uploadRouteErrorHandler } from "#server/platform/uploads.ts";
import type { ChatService } from "./chat.service.ts";
import { chatUploadBytesPerWindow, storeChatUpload } from "./chat-upload.service.ts";

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
  images: ImageQueue;
}> = async (app, { storage, chat, images }) => {
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
  // Beside the request count: thirty requests of 10 MB are 300 MB to receive and inspect.
  const budget = createByteBudget(app, {
    name: "chat-upload",
    bytes: chatUploadBytesPerWindow,
    windowMs: 10 * 60_000,
  });
  const uploadOrEnvelope = z.union([uploadError, errorEnvelopeSchema]);

  app.post(
    "/upload",
    {
      config: { access: "public" },
      preHandler: limit,
      errorHandler: uploadRouteErrorHandler,
      schema: {
        tags: ["chat"],
        summary: "Upload a chat attachment (multipart field `file`, at most 10 MB)",
        description:
          "Images at most 12 MP and 8,000 px a side (413), and not far more pixels than their bytes can hold (400); at most 25 MB per address every 10 minutes (429). A malformed or truncated form is 400 VALIDATION_FAILED, too many parts 413, a busy image queue 503 with Retry-After.",
        consumes: ["multipart/form-data"],
        response: {
          200: z.object({ file: chatFileSchema }),
          400: uploadOrEnvelope,
          413: uploadOrEnvelope,
          415: uploadError,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      // An address already over its budget is refused before its body is read.
      await budget.enforce(request, reply, 0);
      const file = await readUploadedFile(request);
      if (!file.ok) {
        if (file.reason === "file-too-large") {
          await budget.enforce(request, reply, chatFileMaxBytes);
          return reply.status(413).send({ error: chatTexts.fileTooLarge });
        }
        return file.reason === "not-multipart"
          ? reply.status(400).send({ error: "Send the file as multipart/form-data." })
          : reply.status(400).send({ error: "Attach the file in the field 'file'." });
      }
      await budget.enforce(request, reply, file.bytes.length);
      const result = await storeChatUpload(storage, images, {
        bytes: file.bytes,
        originalName: file.filename,
      }).catch((error: unknown) => rethrowWithRetryAfter(reply, error));
      if (!result.ok) return reply.status(result.status).send({ error: result.error });
      return reply.send({ file: result.file });
    },
  );
};
