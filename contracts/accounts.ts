import { z } from "zod";
import {
  adminRoles,
  emailMaxLength,
  nameMaxLength,
  otpLength,
  passwordMaxLength,
  passwordMinLength,
  roles,
} from "./accounts-rules.ts";
import { foldIdentifier, hasNoControlCharacters } from "./text-rules.ts";

export const roleSchema = z.enum(roles);
export const adminRoleSchema = z.enum(adminRoles);

export const emailSchema = z
  .string({ message: "Email is required" })
  .overwrite(foldIdentifier)
  .trim()
  .min(1, "Email is required")
  .max(emailMaxLength, `Email must be ${emailMaxLength} characters or fewer`)
  .pipe(z.email("Please enter a valid email address"))
  .transform((value) => value.toLowerCase());

export const nameSchema = z
  .string({ message: "Name is required" })
  .trim()
  .min(1, "Name is required")
  .max(nameMaxLength, `Name must be ${nameMaxLength} characters or fewer`)
  .refine(hasNoControlCharacters, "Name must not contain control characters");

/** A calendar date (YYYY-MM-DD) that exists, is not in the future and is after 1900. */
export const dobSchema = z
  .string({ message: "Date of birth is required" })
  .regex(/^\d{4}-\d{2}-\d{2}$/, "Date of birth must be a date (YYYY-MM-DD)")
  .refine((value) => {
    const date = new Date(`${value}T00:00:00Z`);
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
  }, "Date of birth must be a real date")
  .refine(
    (value) => value >= "1900-01-01" && value <= new Date().toISOString().slice(0, 10),
    "Date of birth must be in the past",
  );

/** A password as typed: length only; the common-password check needs the server's list. */
export const newPasswordSchema = z
  .string({ message: "Password is required" })
  .min(passwordMinLength, `Password must be at least ${passwordMinLength} characters long`)
  .max(passwordMaxLength, `Password must be ${passwordMaxLength} characters or fewer`);

/** An existing password to check: bounded so nobody makes the server hash a megabyte. */
export const currentPasswordSchema = z
  .string({ message: "Password is required" })
  .min(1, "Password is required")
  .max(passwordMaxLength * 8, "Password is too long");

export const signupRequestSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    dob: dobSchema,
    password: newPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm the password" }).max(passwordMaxLength),
  })
  .refine((body) => body.password === body.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type SignupRequest = z.infer<typeof signupRequestSchema>;

/** The verify call needs only the e-mail and the code (other stored sign-up fields are ignored). */
export const signupVerifySchema = z.object({
  email: emailSchema,
  otp: z
    .string({ message: "OTP is required" })
    .trim()
    .regex(new RegExp(`^\\d{${otpLength}}$`), `OTP must be ${otpLength} digits`),
});
export type SignupVerify = z.infer<typeof signupVerifySchema>;

export const signupResendSchema = z.object({ email: emailSchema });

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: currentPasswordSchema,
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

/** The signed-in person as the login, refresh and social callback answers describe them. */
export const sessionUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  adminRole: adminRoleSchema.optional(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

/** Login and refresh: the access token and who it is for. */
export const sessionReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  /** When the access token expires (ISO 8601), so the browser refreshes ahead of it. */
  expiresAt: z.string(),
  user: sessionUserSchema,
});
export type SessionReply = z.infer<typeof sessionReplySchema>;

export const messageReplySchema = z.object({ success: z.literal(true), message: z.string() });

export const userProfileSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  dob: z.string().nullable(),
  role: roleSchema,
  adminRole: adminRoleSchema.optional(),
  /** Signed in with Google (has no password of its own until one is set). */
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

export const profileReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: userProfileSchema,
});

/** Name required; date of birth optional (empty or null clears it); e-mail cannot change. */
export const updateProfileSchema = z.object({
  name: nameSchema,
  dob: z
    .union([dobSchema, z.literal(""), z.null()])
    .optional()
    .transform((value) => (value === "" ? null : value)),
});
export type UpdateProfile = z.infer<typeof updateProfileSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z
      .string()
      .max(passwordMaxLength * 8, "Password is too long")
      .optional(),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(passwordMaxLength).optional(),
  })
  .refine(
    (body) => body.confirmPassword === undefined || body.confirmPassword === body.newPassword,
    {
      message: "New password and confirm password do not match",
      path: ["confirmPassword"],
    },
  );
export type ChangePassword = z.infer<typeof changePasswordSchema>;

/** "Forgot password?": the answer never says whether the address has an account. */
export const forgotPasswordSchema = z.object({ email: emailSchema });

/**
 * A new password chosen through an e-mailed reset link: the sign-up's password rules. The token
 * is checked by the server only (unknown, used and expired links answer alike).
 */
export const resetPasswordSchema = z
  .object({
    token: z
      .string({ message: "The reset link is incomplete" })
      .trim()
      .min(1, "The reset link is incomplete")
      .max(200, "The reset link is not valid"),
    newPassword: newPasswordSchema,
    confirmPassword: z.string({ message: "Please confirm the password" }).max(passwordMaxLength),
  })
  .refine((body) => body.newPassword === body.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPassword = z.infer<typeof resetPasswordSchema>;

/** One e-mail held by the development mailbox (demo mode only). */
export const mailboxMessageSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  sentAt: z.string(),
});
export type MailboxMessage = z.infer<typeof mailboxMessageSchema>;
