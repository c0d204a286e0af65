import { z } from "zod";
import { sessionReplySchema } from "./accounts.ts";
import {
  loginChallengeTokenPattern,
  normaliseSecondFactorCode,
  recoveryCodePattern,
  totpCodePattern,
} from "./admin-two-factor-rules.ts";

/** An authenticator code (6 digits) or a recovery code (`abcde-12345`), spaces ignored. */
export const secondFactorCodeSchema = z
  .string()
  .max(40)
  .transform(normaliseSecondFactorCode)
  .refine((value) => totpCodePattern.test(value) || recoveryCodePattern.test(value), {
    message: "Enter the 6-digit code from your authenticator app, or a recovery code",
  });

/** Only the authenticator app's code (turning the second factor on or off). */
export const totpCodeSchema = z
  .string()
  .max(40)
  .transform(normaliseSecondFactorCode)
  .refine((value) => totpCodePattern.test(value), {
    message: "Enter the 6-digit code from your authenticator app",
  });

export const loginChallengeSchema = z
  .string()
  .regex(loginChallengeTokenPattern, "This sign-in step is not valid. Sign in again.");

/** The answer to a right password when the account has a second factor. */
export const twoFactorChallengeReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  twoFactorRequired: z.literal(true),
  challenge: z.string(),
  /** When the challenge expires (ISO 8601). */
  expiresAt: z.string(),
});

/** A signed-in session; `twoFactorSetupRequired` when ADMIN_2FA=required and it is not set up. */
export const adminSessionReplySchema = sessionReplySchema.extend({
  twoFactorSetupRequired: z.literal(true).optional(),
});

export const loginReplySchema = z.union([twoFactorChallengeReplySchema, adminSessionReplySchema]);
export type LoginReply = z.infer<typeof loginReplySchema>;

export const loginSecondStepRequestSchema = z.object({
  challenge: loginChallengeSchema,
  code: secondFactorCodeSchema,
});

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  /** Unused recovery codes left (0 when off). */
  recoveryCodesLeft: z.number().int(),
  /** ADMIN_2FA=required covers this admin's role: it cannot be turned off. */
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

export const twoFactorStatusReplySchema = z.object({
  success: z.literal(true),
  data: twoFactorStatusSchema,
});

export const twoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand; shown only until the setup is confirmed. */
  secret: z.string(),
  otpauthUri: z.string(),
  /** The otpauth URI as a QR code, an SVG data URL. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

export const twoFactorSetupReplySchema = z.object({
  success: z.literal(true),
  data: twoFactorSetupSchema,
});

export const twoFactorCodeRequestSchema = z.object({ code: totpCodeSchema });

export const twoFactorEnabledReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({
    /** Shown once: each works once in place of an authenticator code. */
    recoveryCodes: z.array(z.string()),
  }),
});

export const twoFactorDoneReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
});
