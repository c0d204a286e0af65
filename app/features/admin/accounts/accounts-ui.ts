import type { z } from "zod";
import { AdminApiError } from "#app/features/admin/admin-api.ts";
import type { TranslationKey, Translator } from "#app/lib/i18n.ts";
import { type AdminRole, passwordMinLength } from "#contracts/accounts-rules.ts";

/** The owner's list of admins and invitations, which the dialogs update too. */
export const adminsQueryKey = ["admin", "admins"] as const;

/** The label of each admin role (the admin group already names them). */
export const roleLabelKeys: Record<AdminRole, TranslationKey> = {
  owner: "admin.roleOwner",
  manager: "admin.roleManager",
  support: "admin.roleSupport",
  editor: "admin.roleEditor",
};

export const inputClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-3 text-sm text-white aria-[invalid=true]:border-red-400";

export const selectClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-2 text-sm text-white";

/**
 * The field a form must mark for each validation problem the shared zod schema found, with the
 * translated text for it (the schema's own messages are English, for the API).
 */
export function fieldErrorsOf(
  translator: Translator,
  error: z.ZodError,
): Partial<Record<string, string>> {
  const { t } = translator;
  const texts: Record<string, string> = {
    email: t("adminAccounts.errorEmail"),
    name: t("adminAccounts.errorName"),
    adminRole: t("adminAccounts.errorRole"),
    password: t("adminAccounts.errorPassword", { min: passwordMinLength }),
    confirmPassword: t("auth.passwordsDoNotMatch"),
  };
  const errors: Partial<Record<string, string>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "");
    if (field in texts && !errors[field]) errors[field] = texts[field];
  }
  return errors;
}

/**
 * What to say when an admin call failed: English pages show the server's own message (it names
 * the exact reason); other languages the screen's text for that kind of refusal.
 */
export function failureOf(
  translator: Translator,
  error: unknown,
  byStatus: Partial<Record<number, TranslationKey>>,
  fallback: TranslationKey = "adminAccounts.failed",
): string {
  const status = error instanceof AdminApiError ? error.status : 0;
  if (translator.lang === "en" && error instanceof Error && error.message) return error.message;
  const key = byStatus[status];
  if (key) return translator.t(key);
  if (status === 0) return translator.t("adminAccounts.offline");
  if (status === 403) return translator.t("adminAccounts.forbidden");
  if (status === 429) return translator.t("errors.RATE_LIMITED");
  return translator.t(fallback);
}
