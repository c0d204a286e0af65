import { AppError } from "#contracts/errors-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/**
 * The refusal a blocked account gets, at every sign-in and at checkout with its address, in the
 * language of the request. The browser shows the same words for the ACCOUNT_BLOCKED code
 * (`errors.ACCOUNT_BLOCKED` in app/locales): a test keeps the two equal.
 */
export const accountBlockedTexts: Record<LanguageCode, string> = {
  en: "This account is blocked. Contact support.",
  es: "Esta cuenta está bloqueada. Contacta con el soporte.",
  fr: "Ce compte est bloqué. Contactez le support.",
  pt: "Esta conta está bloqueada. Entre em contato com o suporte.",
  ru: "Этот аккаунт заблокирован. Обратитесь в службу поддержки.",
  zh: "此账户已被封禁。请联系客服。",
  ja: "このアカウントはブロックされています。サポートにお問い合わせください。",
  hi: "यह खाता ब्लॉक कर दिया गया है। सहायता टीम से संपर्क करें।",
  ar: "هذا الحساب محظور. تواصل مع الدعم.",
  bn: "এই অ্যাকাউন্টটি ব্লক করা হয়েছে। সাপোর্টে যোগাযোগ করুন।",
};

export function accountBlockedError(lang: LanguageCode): AppError {
  return new AppError("ACCOUNT_BLOCKED", accountBlockedTexts[lang] ?? accountBlockedTexts.en);
}

/** Why a blocked account's sessions ended (`sessions.revoke_reason`). */
export const blockedRevokeReason = "account-blocked";
