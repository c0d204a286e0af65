import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import { addCartItemSchema, promoCodeSchema } from "./buying.ts";
import { promoCodePattern, promoRefusalReasons } from "./promos-rules.ts";

export const promoRefusalReasonSchema = z.enum(promoRefusalReasons);

/** POST /api/checkout/quote: what the order would cost with the code. */
export const checkoutQuoteRequestSchema = z
  .object({
    source: z.literal("cart").optional(),
    buyNow: addCartItemSchema.optional(),
    promoCode: promoCodeSchema,
    /** A guest's address: the once-per-customer check counts it (members: their account). */
    email: emailSchema.optional(),
  })
  .refine((body) => (body.source === "cart") !== (body.buyNow !== undefined), {
    message: 'Send either source: "cart" or buyNow',
    path: ["source"],
  });
export type CheckoutQuoteRequest = z.infer<typeof checkoutQuoteRequestSchema>;

export const checkoutQuoteSchema = z.object({
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  /** The code as stored, when it applies. */
  promoCode: z.string().nullable(),
  /** Set when the code does not apply: why, and the reason in the buyer's language. */
  refusal: z.object({ reason: promoRefusalReasonSchema, message: z.string() }).nullable(),
});
export type CheckoutQuote = z.infer<typeof checkoutQuoteSchema>;

export const checkoutQuoteReplySchema = z.object({
  success: z.literal(true),
  data: checkoutQuoteSchema,
});

// ------------------------------------------------------------------------------------------------
// Admin

const optionalLimit = (name: string) =>
  z
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(1_000_000, `${name} must be 1,000,000 or less`)
    .nullable()
    .default(null);

const optionalTime = (name: string) =>
  z.iso
    .datetime({ offset: true, message: `${name} must be a date and time` })
    .nullable()
    .default(null);

export const promoInputSchema = z
  .object({
    code: promoCodeSchema.pipe(
      z.string().regex(promoCodePattern, "Codes are 3–32 letters, digits, - or _"),
    ),
    kind: z.enum(["percent", "fixed"], { message: "kind must be percent or fixed" }),
    /** Percent (1–100) or cents. */
    amount: z
      .number({ message: "amount must be a whole number" })
      .int("amount must be a whole number")
      .min(1, "amount must be 1 or more")
      .max(100_000_00, "amount is too large"),
    startsAt: optionalTime("startsAt"),
    endsAt: optionalTime("endsAt"),
    totalLimit: optionalLimit("totalLimit"),
    perCustomerLimit: optionalLimit("perCustomerLimit"),
    minSubtotalCents: z
      .number({ message: "minSubtotalCents must be a whole number" })
      .int("minSubtotalCents must be a whole number")
      .min(0, "minSubtotalCents must be 0 or more")
      .max(100_000_00, "minSubtotalCents is too large")
      .default(0),
    gameIds: z.array(z.uuid("unknown game")).max(100, "At most 100 games").default([]),
    active: z.boolean().default(true),
  })
  .refine((input) => input.kind !== "percent" || input.amount <= 100, {
    message: "A percent is 100 at most",
    path: ["amount"],
  })
  .refine(
    (input) =>
      !input.startsAt || !input.endsAt || Date.parse(input.startsAt) < Date.parse(input.endsAt),
    {
      message: "The end must come after the start",
      path: ["endsAt"],
    },
  );
export type PromoInput = z.infer<typeof promoInputSchema>;

export const promoIdParamsSchema = z.object({ id: z.uuid("Promo code not found") });

export const adminPromoSchema = z.object({
  id: z.string(),
  code: z.string(),
  kind: z.enum(["percent", "fixed"]),
  amount: z.number().int(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  totalLimit: z.number().int().nullable(),
  perCustomerLimit: z.number().int().nullable(),
  minSubtotalCents: z.number().int(),
  gameIds: z.array(z.string()),
  active: z.boolean(),
  usedCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminPromo = z.infer<typeof adminPromoSchema>;

export const adminPromoListReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ promoCodes: z.array(adminPromoSchema) }),
});

export const adminPromoReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ promoCode: adminPromoSchema }),
});

export const adminPromoDeleteReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ id: z.string() }),
});
