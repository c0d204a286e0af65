import type { TranslationKey, Translator } from "#app/lib/i18n.ts";
import { type ErrorCode, isErrorCode } from "#contracts/errors-rules.ts";

// Codes whose meaning depends on the screen (a wrong code, a wrong password, a taken address):
// the screen's own text says it better than a general one.
const screenSpecific = new Set<ErrorCode>([
  "BAD_REQUEST",
  "VALIDATION_FAILED",
  "UNAUTHORIZED",
  "CONFLICT",
  "NOT_FOUND",
]);

/**
 * The text to show for a failed API call. The API writes its messages in English (the shop's
 * exact English texts), so English pages show them as sent; any other language shows the
 * translated text of the error's code, or the screen's own text (`fallback`) where the code is
 * too general to explain anything.
 */
export function failureText(
  translator: Translator,
  failure: { message?: string | undefined; code?: string | undefined },
  fallback: TranslationKey,
): string {
  if (translator.lang === "en") return failure.message ?? translator.t(fallback);
  const { code } = failure;
  if (code && isErrorCode(code) && !screenSpecific.has(code)) {
    return translator.t(`errors.${code}`);
  }
  return translator.t(fallback);
}
