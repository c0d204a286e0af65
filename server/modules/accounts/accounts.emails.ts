import type { LanguageCode } from "#contracts/languages.ts";
import { composeMail, fillTemplate, type OutgoingMail } from "#server/platform/mail.ts";
import { ar } from "./email-texts/ar.ts";
import { bn } from "./email-texts/bn.ts";
import { type AccountEmailTexts, en } from "./email-texts/en.ts";
import { es } from "./email-texts/es.ts";
import { fr } from "./email-texts/fr.ts";
import { hi } from "./email-texts/hi.ts";
import { ja } from "./email-texts/ja.ts";
import { pt } from "./email-texts/pt.ts";
import { ru } from "./email-texts/ru.ts";
import { zh } from "./email-texts/zh.ts";

const textsByLanguage: Record<LanguageCode, AccountEmailTexts> = {
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

/** Registers a language's texts (each locale module calls this once). */
export function textsFor(lang: LanguageCode): AccountEmailTexts {
  return textsByLanguage[lang] ?? en;
}

type Common = { to: string; lang: LanguageCode; supportEmail: string };

function footerOf(texts: AccountEmailTexts, supportEmail: string): string {
  return fillTemplate(texts.footer, { support: supportEmail });
}

export function signupCodeMail(
  input: Common & { name: string; code: string; minutes: number },
): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.signupCode;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: fillTemplate(t.subject, { code: input.code }),
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fillTemplate(t.greeting, { name: input.name }) },
      { kind: "paragraph", text: t.intro },
      { kind: "code", text: input.code },
      { kind: "paragraph", text: fillTemplate(t.expiry, { minutes: input.minutes }) },
      { kind: "paragraph", text: t.ignore },
    ],
    footer: footerOf(texts, input.supportEmail),
  });
}

export function signupExistingMail(input: Common & { loginUrl: string }): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.signupExisting;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: t.intro },
      { kind: "button", text: t.action, href: input.loginUrl },
      { kind: "paragraph", text: t.ignore },
    ],
    footer: footerOf(texts, input.supportEmail),
  });
}

export function passwordChangedMail(input: Common): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.passwordChanged;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: t.intro },
      { kind: "paragraph", text: fillTemplate(t.warning, { support: input.supportEmail }) },
    ],
    footer: footerOf(texts, input.supportEmail),
  });
}

export function passwordResetMail(
  input: Common & { name: string; resetUrl: string; minutes: number },
): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.passwordReset;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fillTemplate(t.greeting, { name: input.name }) },
      { kind: "paragraph", text: t.intro },
      { kind: "button", text: t.action, href: input.resetUrl },
      { kind: "paragraph", text: fillTemplate(t.expiry, { minutes: input.minutes }) },
      { kind: "paragraph", text: t.ignore },
    ],
    footer: footerOf(texts, input.supportEmail),
  });
}

export function accountDeletedMail(input: Common): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.accountDeleted;
  return composeMail({
    to: input.to,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: t.intro },
      { kind: "paragraph", text: t.outro },
    ],
    footer: footerOf(texts, input.supportEmail),
  });
}
