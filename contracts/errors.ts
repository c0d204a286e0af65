import { z } from "zod";
import { errorCodes } from "./errors-rules.ts";

export const errorCodeSchema = z.enum(errorCodes);

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  /** Present on VALIDATION_FAILED: one entry per offending field. */
  issues: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
  /** Present on PROMO_REFUSED: why the code does not apply (contracts/promos-rules.ts). */
  reason: z.string().optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** Every successful reply: `{ success: true, message?, data }`. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), message: z.string().optional(), data });
}

/** The error replies a route may give, by status, for its OpenAPI response map. */
export function errorResponses<S extends number>(
  ...statuses: S[]
): Record<S, typeof errorEnvelopeSchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorEnvelopeSchema])) as Record<
    S,
    typeof errorEnvelopeSchema
  >;
}
