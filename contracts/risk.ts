import { z } from "zod";
import { blocklistKinds, riskRuleKinds, riskScopes } from "./risk-rules.ts";

const optionalWhole = (name: string, max: number) =>
  z
    .number({ message: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be 1 or more`)
    .max(max, `${name} is too large`)
    .nullable()
    .default(null);

/** POST/PUT /api/admin/risk-rules. */
export const riskRuleInputSchema = z
  .object({
    name: z
      .string({ message: "name is required" })
      .trim()
      .min(1, "name is required")
      .max(80, "name must be 80 characters or fewer"),
    kind: z.enum(riskRuleKinds, { message: "kind must be velocity or first_order" }),
    /** Whose paid orders a velocity rule counts. */
    scope: z
      .enum(riskScopes, { message: "scope must be account, email, address, player or card" })
      .nullable()
      .default(null),
    windowMinutes: optionalWhole("windowMinutes", 30 * 24 * 60),
    /** More paid orders than this in the window are held. */
    maxOrders: optionalWhole("maxOrders", 100_000),
    /** More money than this (cents) in the window, or a first order above it, is held. */
    maxCents: optionalWhole("maxCents", 100_000_000),
    active: z.boolean().default(true),
  })
  .superRefine((rule, ctx) => {
    if (rule.kind === "velocity") {
      if (!rule.scope) ctx.addIssue({ code: "custom", path: ["scope"], message: "Choose a scope" });
      if (!rule.windowMinutes) {
        ctx.addIssue({ code: "custom", path: ["windowMinutes"], message: "Give a time window" });
      }
      if (rule.maxOrders === null && rule.maxCents === null) {
        ctx.addIssue({
          code: "custom",
          path: ["maxOrders"],
          message: "Give a number of orders, an amount, or both",
        });
      }
    } else if (rule.maxCents === null) {
      ctx.addIssue({ code: "custom", path: ["maxCents"], message: "Give the first-order cap" });
    }
  })
  // A first-order rule has no scope or window: whatever was sent for them is dropped.
  .transform((rule) =>
    rule.kind === "first_order"
      ? { ...rule, scope: null, windowMinutes: null, maxOrders: null }
      : rule,
  );
export type RiskRuleInput = z.infer<typeof riskRuleInputSchema>;

export const riskRuleSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(riskRuleKinds),
  scope: z.enum(riskScopes).nullable(),
  windowMinutes: z.number().int().nullable(),
  maxOrders: z.number().int().nullable(),
  maxCents: z.number().int().nullable(),
  active: z.boolean(),
  updatedAt: z.string(),
});
export type RiskRule = z.infer<typeof riskRuleSchema>;

export const riskRuleIdParamsSchema = z.object({ id: z.uuid("Rule not found") });

export const riskRuleListReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ rules: z.array(riskRuleSchema) }),
});

export const riskRuleReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ rule: riskRuleSchema }),
});

/** POST /api/admin/blocklist. */
export const blocklistInputSchema = z.object({
  kind: z.enum(blocklistKinds, {
    message: "kind must be email, email_domain, player or address",
  }),
  value: z
    .string({ message: "value is required" })
    .trim()
    .min(1, "value is required")
    .max(254, "value must be 254 characters or fewer"),
  note: z.string().trim().max(500, "note must be 500 characters or fewer").default(""),
});
export type BlocklistInput = z.infer<typeof blocklistInputSchema>;

export const blocklistEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(blocklistKinds),
  value: z.string(),
  note: z.string(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
});
export type BlocklistEntry = z.infer<typeof blocklistEntrySchema>;

export const blocklistIdParamsSchema = z.object({ id: z.uuid("Entry not found") });

export const blocklistReplySchema = z.object({
  success: z.literal(true),
  data: z.object({ entries: z.array(blocklistEntrySchema) }),
});

export const blocklistEntryReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ entry: blocklistEntrySchema }),
});

export const riskDeleteReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.object({ id: z.string() }),
});
