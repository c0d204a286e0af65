import type { LanguageCode } from "#contracts/languages.ts";
import { composeMail, fillTemplate, type OutgoingMail } from "#server/platform/mail.ts";
import { ar } from "./email-texts/ar.ts";
import { bn } from "./email-texts/bn.ts";
import { en, type NewsletterEmailTexts } from "./email-texts/en.ts";
import { es } from "./email-texts/es.ts";
import { fr } from "./email-texts/fr.ts";
import { hi } from "./email-texts/hi.ts";
import { ja } from "./email-texts/ja.ts";
import { pt } from "./email-texts/pt.ts";
import { ru } from "./email-texts/ru.ts";
import { zh } from "./email-texts/zh.ts";

const textsByLanguage: Record<LanguageCode, NewsletterEmailTexts> = {
  en,
  es,
  zh,
  hi,
  fr,
  ar,
  bn,
  pt,
  ru,
  ja,
};

function textsFor(lang: LanguageCode): NewsletterEmailTexts {
  return textsByLanguage[lang] ?? en;
}

type Common = {
  to: string;
  lang: LanguageCode;
  supportEmail: string;
  /** The unsubscribe page for people (shown in the mail). */
  unsubscribeUrl: string;
  /** The API address mail programs POST to for a one-click unsubscribe. */
  oneClickUrl: string;
};

/**
 * Every newsletter mail carries an unsubscribe link for people and the one-click headers for
 * mail programs, so leaving never needs more than one step.
 */
function unsubscribeHeaders(oneClickUrl: string): Record<string, string> {
  return {
    "List-Unsubscribe": `<${oneClickUrl}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
}

export function confirmSubscriptionMail(
  input: Common & { confirmUrl: string; days: number },
): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.confirm;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: t.intro },
      { kind: "button", text: t.action, href: input.confirmUrl },
      { kind: "paragraph", text: fillTemplate(t.expiry, { days: input.days }) },
      { kind: "paragraph", text: t.ignore },
      { kind: "link", text: texts.unsubscribe, href: input.unsubscribeUrl },
    ],
    footer: fillTemplate(texts.footer, { support: input.supportEmail }),
    headers: unsubscribeHeaders(input.oneClickUrl),
  });
}

export function welcomeMail(input: Common & { shopUrl: string }): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.welcome;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: t.intro },
      { kind: "button", text: t.action, href: input.shopUrl },
      { kind: "paragraph", text: t.outro },
      { kind: "link", text: texts.unsubscribe, href: input.unsubscribeUrl },
    ],
    footer: fillTemplate(texts.footer, { support: input.supportEmail }),
    headers: unsubscribeHeaders(input.oneClickUrl),
  });
}
