import { z } from "zod";
import { cartSchema } from "./buying.ts";

/** A member keeps at most this many saved player accounts per game; the oldest is dropped. */
export const maxSavedPlayersPerGame = 20;

/** A player account the member bought for before (a delivered order line), newest use first. */
export const savedPlayerSchema = z.object({
  id: z.string(),
  gameId: z.string(),
  gameSlug: z.string(),
  gameName: z.string(),
  /** The player-ID fields, exactly as the buy panel fills them. */
  fields: z.record(z.string(), z.string()),
  /** The fields on one line, in the game's order ("12345678 (Asia)"). */
  playerDisplay: z.string(),
  nickname: z.string().nullable(),
  lastUsedAt: z.string(),
});
export type SavedPlayer = z.infer<typeof savedPlayerSchema>;

export const savedPlayersQuerySchema = z.object({
  gameId: z.uuid("Unknown game").optional(),
});

export const savedPlayersReplySchema = z.object({
  success: z.literal(true),
  data: z.array(savedPlayerSchema),
});

export const savedPlayerIdParamsSchema = z.object({ id: z.uuid("Saved player not found") });

export const savedPlayerDeletedReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

/** A line of the order that could not go into the cart again, and why. */
export const notAddedLineSchema = z.object({
  gameName: z.string(),
  packageName: z.string(),
  /** `gone`: the package is no longer on sale; `refused`: the cart or the player check said no. */
  reason: z.enum(["gone", "refused"]),
  message: z.string(),
});
export type NotAddedLine = z.infer<typeof notAddedLineSchema>;

export const buyAgainReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    cart: cartSchema,
    /** How many of the order's lines went into the cart (at today's prices). */
    added: z.number().int(),
    notAdded: z.array(notAddedLineSchema),
  }),
});
export type BuyAgainResult = z.infer<typeof buyAgainReplySchema>["data"];
