import type { LanguageCode } from "#contracts/languages.ts";
import type { PartnerKind } from "#contracts/partner-rules.ts";
import {
  composeMail,
  fillTemplate,
  type MailBlock,
  type OutgoingMail,
} from "#server/platform/mail.ts";
import { ar } from "./email-texts/ar.ts";
import { bn } from "./email-texts/bn.ts";
import { en, type PartnerEmailTexts } from "./email-texts/en.ts";
import { es } from "./email-texts/es.ts";
import { fr } from "./email-texts/fr.ts";
import { hi } from "./email-texts/hi.ts";
import { ja } from "./email-texts/ja.ts";
import { pt } from "./email-texts/pt.ts";
import { ru } from "./email-texts/ru.ts";
import { zh } from "./email-texts/zh.ts";

const textsByLanguage: Record<LanguageCode, PartnerEmailTexts> = {
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

export type EnquiryForMail = {
  id: string;
  name: string;
  email: string;
  company: string;
  website: string | undefined;
  kind: PartnerKind;
  message: string;
  language: LanguageCode;
};

/**
 * The enquirer's acknowledgement. It repeats none of what was typed except the name, so the
 * form cannot be used to send someone else a message of the sender's choosing from the shop.
 */
export function acknowledgementMail(
  enquiry: EnquiryForMail,
  options: { supportEmail: string },
): OutgoingMail {
  const texts = textsByLanguage[enquiry.language] ?? en;
  const t = texts.acknowledgement;
  return composeMail({
    to: enquiry.email,
    lang: enquiry.language,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fillTemplate(t.greeting, { name: enquiry.name }) },
      { kind: "paragraph", text: fillTemplate(t.intro, { kind: texts.kinds[enquiry.kind] }) },
      { kind: "paragraph", text: fillTemplate(t.outro, { support: options.supportEmail }) },
    ],
    footer: fillTemplate(texts.footer, { support: options.supportEmail }),
  });
}

/** The notice to support, in English (the team's language); a reply goes to the enquirer. */
export function supportNoticeMail(
  enquiry: EnquiryForMail,
  options: { supportEmail: string },
): OutgoingMail {
  const details: MailBlock[] = [
    { kind: "paragraph", text: `Name: ${enquiry.name}` },
    { kind: "paragraph", text: `E-mail: ${enquiry.email}` },
    { kind: "paragraph", text: `Company: ${enquiry.company}` },
    { kind: "paragraph", text: `Website: ${enquiry.website ?? "(none)"}` },
    { kind: "paragraph", text: `Kind: ${enquiry.kind}` },
    { kind: "paragraph", text: `Language: ${enquiry.language}` },
    { kind: "paragraph", text: `Enquiry ID: ${enquiry.id}` },
    { kind: "paragraph", text: "Message:" },
    ...enquiry.message
      .split(/\r?\n/)
      .filter((line) => line.trim() !== "")
      .map((line): MailBlock => ({ kind: "paragraph", text: line })),
  ];
  return {
    ...composeMail({
      to: options.supportEmail,
      lang: "en",
      subject: `Partner enquiry (${enquiry.kind}): ${enquiry.company}`,
      heading: "New partner enquiry",
      blocks: details,
      footer: "Sent by the partner form on GameZone. Reply to this e-mail to answer the enquirer.",
    }),
    replyTo: enquiry.email,
  };
}
