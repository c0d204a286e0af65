import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import {
  cardExpiryOf,
  maxLineQuantity,
  orderStatuses,
  paymentMethods,
  paymentStatuses,
  purchaseStatuses,
} from "./buying-rules.ts";
import { normalizePromoCode, promoCodeMaxLength } from "./promos-rules.ts";
import { foldIdentifier, hasNoControlCharacters } from "./text-rules.ts";

/** The values a buyer typed into a game's player-ID fields, keyed by field key. */
export const playerFieldsSchema = z
  .record(
    z.string().regex(/^[a-zA-Z][a-zA-Z0-9_]{0,31}$/, "unknown player field"),
    z
      .string()
      .overwrite(foldIdentifier)
      .trim()
      .min(1, "Please fill in every player field")
      .max(64, "Player fields are 64 characters at most")
      .refine(hasNoControlCharacters, "Player fields must not contain control characters"),
  )
  .refine((fields) => Object.keys(fields).length <= 5, "Too many player fields");
export type PlayerFields = z.infer<typeof playerFieldsSchema>;

export const playerSchema = z.object({ fields: playerFieldsSchema });

export const validatePlayerRequestSchema = z.object({
  gameId: z.string().min(1).max(100),
  fields: playerFieldsSchema,
});
export const validatePlayerReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ nickname: z.string() }),
});

const quantitySchema = (min: number) =>
  z
    .number({ message: "quantity must be a whole number" })
    .int("quantity must be a whole number")
    .min(min, `quantity must be ${min} or more`)
    .max(maxLineQuantity, `quantity must be ${maxLineQuantity} or less`);

export const addCartItemSchema = z.object({
  packageId: z.uuid("unknown package"),
  quantity: quantitySchema(1).default(1),
  player: playerSchema.default({ fields: {} }),
});
export type AddCartItem = z.infer<typeof addCartItemSchema>;

/** PUT /api/cart/item/:id: a quantity below 1 removes the line. */
export const updateCartItemSchema = z.object({
  quantity: z
    .number({ message: "quantity must be a whole number" })
    .int("quantity must be a whole number")
    .max(maxLineQuantity, `quantity must be ${maxLineQuantity} or less`)
    .min(-1_000, "quantity is out of range"),
});

export const cartItemIdParamSchema = z.object({ id: z.uuid("unknown cart item") });

/** One cart line, with the fields the cart screens read and the price the server set. */
export const cartItemSchema = z.object({
  _id: z.string(),
  gameId: z.object({
    _id: z.string(),
    slug: z.string(),
    title: z.string(),
    image: z.string(),
    squareImage: z.string(),
  }),
  gameImage: z.string(),
  gameName: z.string(),
  packageId: z.string(),
  packageName: z.string(),
  currencyName: z.string(),
  currencyType: z.string(),
  /** Unit price in dollars (as the cart screens compute totals); cents alongside. */
  amount: z.number(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  /** The player account as one line ("123456789 (2001)"); empty for code deliveries. */
  gameUserId: z.string(),
  playerFields: z.record(z.string(), z.string()),
  playerNickname: z.string().nullable(),
  deliveryKind: z.enum(["direct", "code"]),
  /** Set when the price changed since the line was added: the buyer must confirm it. */
  previousUnitPriceCents: z.number().int().nullable(),
  available: z.boolean(),
});
export type CartItem = z.infer<typeof cartItemSchema>;

export const cartSchema = z.object({
  items: z.array(cartItemSchema),
  totalCents: z.number().int(),
  itemCount: z.number().int(),
});
export type Cart = z.infer<typeof cartSchema>;

export const cartReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: cartSchema,
});

/** A code as a buyer or staff typed it: folded to the stored form before it is checked. */
export const promoCodeSchema = z
  .string({ message: "Please enter a promo code" })
  .max(100, "Promo codes are 32 characters at most")
  .refine(hasNoControlCharacters, "Promo codes must not contain control characters")
  .transform(normalizePromoCode)
  .pipe(
    z
      .string()
      .min(1, "Please enter a promo code")
      .max(promoCodeMaxLength, "Promo codes are 32 characters at most"),
  );

export const paymentMethodSchema = z.enum(paymentMethods);

export const checkoutRequestSchema = z
  .object({
    source: z.literal("cart").optional(),
    buyNow: addCartItemSchema.optional(),
    paymentMethod: paymentMethodSchema,
    email: emailSchema,
    /** The buyer saw and accepted prices that changed since the cart was filled. */
    acceptPriceChanges: z.boolean().default(false),
    /** "Remember this player": a member's delivered lines save their player for next time. */
    rememberPlayer: z.boolean().default(true),
    /** A promo code: refused (422 PROMO_REFUSED, with its reason) when it does not apply. */
    promoCode: promoCodeSchema.optional(),
  })
  .refine((body) => (body.source === "cart") !== (body.buyNow !== undefined), {
    message: 'Send either source: "cart" or buyNow',
    path: ["source"],
  });
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const idempotencyKeySchema = z
  .string({ message: "An Idempotency-Key header is required" })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, "Idempotency-Key must be 8-100 letters, digits, - or _");

export const checkoutReplySchema = z.object({
  success: z.literal(true),
  data: z.object({
    orderId: z.string(),
    redirectUrl: z.string(),
    /** A guest's order: the key of its signed link (`/orders/<id>?key=…`). */
    orderKey: z.string().optional(),
  }),
});

export const orderStatusSchema = z.enum(orderStatuses);
export const paymentStatusSchema = z.enum(paymentStatuses);
export const purchaseStatusSchema = z.enum(purchaseStatuses);

/** One purchase (an order line), with the fields the purchase history reads. */
export const purchaseSchema = z.object({
  _id: z.string(),
  orderId: z.string(),
  gameName: z.string(),
  gameSlug: z.string(),
  packageName: z.string(),
  currencyName: z.string(),
  /** Line total in dollars. */
  amount: z.number(),
  unitPriceCents: z.number().int(),
  quantity: z.number().int(),
  gameUserId: z.string(),
  playerNickname: z.string().nullable(),
  transactionId: z.string().nullable(),
  serialNumber: z.string().nullable(),
  /** The delivered code (gift cards), shown only to the buyer; null once it was revoked. */
  code: z.string().nullable(),
  /** The line was refunded after delivery: its code no longer works and is not shown. */
  codeRevoked: z.boolean(),
  status: purchaseStatusSchema,
  /**
   * Pending because the game's servers are under maintenance: the line is delivered once they
   * are back, or refunded if they stay down past the shop's waiting window.
   */
  waitingForGame: z.boolean(),
  createdAt: z.string(),
  purchaseDate: z.string(),
});
export type Purchase = z.infer<typeof purchaseSchema>;

export const orderEventSchema = z.object({
  status: z.string(),
  at: z.string(),
  cause: z.string(),
  actor: z.string(),
});

export const orderSchema = z.object({
  _id: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
  paymentMethod: paymentMethodSchema,
  email: z.string(),
  /** What was charged: the subtotal less the discount. */
  totalCents: z.number().int(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  promoCode: z.string().nullable(),
  currency: z.literal("USD"),
  createdAt: z.string(),
  /** A bank transfer still awaited: the provider's page with its instructions and reference. */
  paymentUrl: z.string().optional(),
  items: z.array(purchaseSchema),
  events: z.array(orderEventSchema),
});
export type Order = z.infer<typeof orderSchema>;

/**
 * The key of an order's signed link (`/orders/<id>?key=…`), an HMAC. Any wrong key, whatever
 * its shape, is the same "not found" as a wrong order id, so only its length is bounded here.
 */
export const orderLinkKeySchema = z.string().max(200, "Order not found");

/** /track: the order number (as printed on the receipt) and the e-mail it was bought with. */
export const orderLookupSchema = z.object({
  orderId: z.uuid("Please enter the order number from your receipt"),
  email: emailSchema,
});
export const orderLookupReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const orderReplySchema = z.object({ success: z.literal(true), data: orderSchema });
export const purchasesReplySchema = z.object({
  success: z.literal(true),
  data: z.array(purchaseSchema),
});

export const sandboxPaySchema = z.object({
  cardNumber: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Card number must be 12-19 digits")),
  // "1230", "12/30" and "12 / 30" are the same expiry, kept as "12/30".
  expiry: z.string().transform((value, context) => {
    const expiry = cardExpiryOf(value);
    if (expiry === null) {
      context.addIssue({ code: "custom", message: "Expiry must be MM/YY" });
      return z.NEVER;
    }
    return expiry;
  }),
  cvc: z.string().regex(/^\d{3,4}$/, "CVC must be 3 or 4 digits"),
  name: z.string().trim().min(1, "Name on card is required").max(80),
});

/** Pushed to the buyer's open pages whenever an order changes (Socket.IO event `orderUpdated`). */
export const orderUpdatedEventSchema = z.object({
  orderId: z.string(),
  status: orderStatusSchema,
  paymentStatus: paymentStatusSchema,
});
export type OrderUpdatedEvent = z.infer<typeof orderUpdatedEventSchema>;
