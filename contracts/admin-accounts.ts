import { z } from "zod";
import {
  adminRoleSchema,
  emailSchema,
  nameSchema,
  newPasswordSchema,
  sessionUserSchema,
} from "./accounts.ts";
import {
  adminInvitationTokenPattern,
  auditFilterMaxLength,
  auditLogDefaultPageSize,
  auditLogMaxPage,
  auditLogMaxPageSize,
} from "./admin-accounts-rules.ts";
import { dateBound } from "./admin-orders.ts";
import { wholeNumberParam } from "./query-params.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/**
 * Admin accounts, invitations and the audit log. The owner manages accounts
 * (`/api/admin/admins…`, admins.manage); owners and managers read the audit log
 * (`/api/admin/audit-log`, audit.read); an invited person looks at and accepts an invitation
 * without being signed in (`/api/admin-invitations…`).
 */

export const adminAccountSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  adminRole: adminRoleSchema,
  isActive: z.boolean(),
  createdAt: z.iso.datetime(),
  /** The newest sign-in the server still remembers (sessions are kept a day after they end). */
  lastSignInAt: z.iso.datetime().nullable(),
  /** Whether two-factor sign-in is on (in the list; the owner may reset it). */
  twoFactorEnabled: z.boolean().optional(),
});
export type AdminAccount = z.infer<typeof adminAccountSchema>;

export const adminInvitationSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  adminRole: adminRoleSchema,
  /** Who sent it; null once that account was deleted. */
  invitedBy: z.object({ id: z.uuid(), name: z.string(), email: z.string() }).nullable(),
  createdAt: z.iso.datetime(),
  expiresAt: z.iso.datetime(),
  /** Past its expiry: it can only be withdrawn or sent again. */
  expired: z.boolean(),
});
export type AdminInvitation = z.infer<typeof adminInvitationSchema>;

export const adminAccountsListSchema = z.object({
  admins: z.array(adminAccountSchema),
  /** Invitations not accepted yet, newest first (expired ones included, marked). */
  invitations: z.array(adminInvitationSchema),
});
export type AdminAccountsList = z.infer<typeof adminAccountsListSchema>;

export const adminAccountsListReplySchema = z.object({
  success: z.literal(true),
  data: adminAccountsListSchema,
});

export const adminAccountReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminAccountSchema,
});

export const adminInvitationReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminInvitationSchema,
});

export const adminDoneReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});

export const adminIdParamsSchema = z.object({ id: z.uuid("The id must be a UUID") });

export const adminInviteRequestSchema = z.strictObject(
  {
    email: emailSchema,
    adminRole: adminRoleSchema,
  },
  { message: "Only email and adminRole may be sent" },
);
export type AdminInviteRequest = z.infer<typeof adminInviteRequestSchema>;

export const adminCreateRequestSchema = z.strictObject(
  {
    email: emailSchema,
    name: nameSchema,
    adminRole: adminRoleSchema,
    password: newPasswordSchema,
  },
  { message: "Only email, name, adminRole and password may be sent" },
);
export type AdminCreateRequest = z.infer<typeof adminCreateRequestSchema>;

export const adminUpdateRequestSchema = z
  .strictObject(
    {
      adminRole: adminRoleSchema.optional(),
      isActive: z.boolean({ message: "isActive must be true or false" }).optional(),
    },
    { message: "Only adminRole and isActive may be changed" },
  )
  .refine((body) => body.adminRole !== undefined || body.isActive !== undefined, {
    message: "Send adminRole, isActive or both",
  });
export type AdminUpdateRequest = z.infer<typeof adminUpdateRequestSchema>;

/** A well-formed token that names no invitation answers 404 like any other; a malformed one 400. */
export const invitationTokenSchema = z
  .string({ message: "token is required" })
  .regex(adminInvitationTokenPattern, "This invitation link is not valid");

export const invitationTokenParamsSchema = z.object({ token: invitationTokenSchema });

export const invitationInfoSchema = z.object({
  email: z.string(),
  adminRole: adminRoleSchema,
  expiresAt: z.iso.datetime(),
});
export type InvitationInfo = z.infer<typeof invitationInfoSchema>;

export const invitationInfoReplySchema = z.object({
  success: z.literal(true),
  data: invitationInfoSchema,
});

export const acceptInvitationRequestSchema = z
  .object({
    token: invitationTokenSchema,
    name: nameSchema,
    password: newPasswordSchema,
    /** The browser's form sends it; the API checks it when present. */
    confirmPassword: z.string().max(200).optional(),
  })
  .refine((body) => body.confirmPassword === undefined || body.confirmPassword === body.password, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type AcceptInvitationRequest = z.infer<typeof acceptInvitationRequestSchema>;

/** Accepting signs the new admin in: the same answer as the admin login. */
export const acceptInvitationReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  expiresAt: z.string(),
  user: sessionUserSchema,
  /** ADMIN_2FA=required covers the new admin's role: the session reaches only the setup. */
  twoFactorSetupRequired: z.literal(true).optional(),
});

function filterParam(name: string) {
  return z
    .string()
    .trim()
    .max(auditFilterMaxLength, `${name} must be ${auditFilterMaxLength} characters or fewer`)
    .refine(hasNoControlCharacters, `${name} must not contain control characters`)
    .optional();
}

const dateParam = (side: "from" | "to") =>
  z
    .string()
    .refine(
      (value) => dateBound(value, side) !== null,
      `${side} must be a date (YYYY-MM-DD) or a date and time (ISO 8601 with a time zone)`,
    );

export const auditLogQuerySchema = z
  .object({
    /** An account id, or part of the actor's e-mail address. */
    actor: filterParam("actor"),
    /** One action (`games.update`), or every action of a resource (`games.` or `games.*`). */
    action: filterParam("action"),
    targetType: filterParam("targetType"),
    targetId: filterParam("targetId"),
    from: dateParam("from").optional(),
    to: dateParam("to").optional(),
    page: wholeNumberParam("page", 1, auditLogMaxPage).default(1),
    pageSize: wholeNumberParam("pageSize", 1, auditLogMaxPageSize).default(auditLogDefaultPageSize),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    const from = dateBound(query.from, "from");
    const to = dateBound(query.to, "to");
    if (from && to && from >= to) {
      context.addIssue({ code: "custom", path: ["to"], message: "to must not be before from" });
    }
  });
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.uuid(),
  at: z.iso.datetime(),
  actor: z.object({
    id: z.uuid(),
    /** Null once the account was deleted. */
    name: z.string().nullable(),
    email: z.string().nullable(),
    /** The role the actor had when acting. */
    role: z.string(),
  }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  requestId: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every target type recorded so far (for the filter). */
  targetTypes: z.array(z.string()),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

export const auditLogReplySchema = z.object({
  success: z.literal(true),
  data: auditLogPageSchema,
});
