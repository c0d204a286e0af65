import { formatUsd } from "#contracts/buying-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import {
  composeMail,
  fillTemplate,
  type MailBlock,
  type OutgoingMail,
} from "#server/platform/mail.ts";
import { ar } from "./email-texts/ar.ts";
import { bn } from "./email-texts/bn.ts";
import { en, type OrderEmailTexts } from "./email-texts/en.ts";
import { es } from "./email-texts/es.ts";
import { fr } from "./email-texts/fr.ts";
import { hi } from "./email-texts/hi.ts";
import { ja } from "./email-texts/ja.ts";
import { pt } from "./email-texts/pt.ts";
import { ru } from "./email-texts/ru.ts";
import { zh } from "./email-texts/zh.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

const textsByLanguage: Record<LanguageCode, OrderEmailTexts> = {
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

/** The order e-mail texts of a language, English when it has none. */
function textsFor(lang: LanguageCode): OrderEmailTexts {
  return textsByLanguage[lang] ?? en;
}

/** Fills `{{name}}` placeholders in one pass, so values (player names) are never re-read. */

function lineText(texts: OrderEmailTexts, item: OrderItemRow, lang: LanguageCode): string {
  const values = {
    quantity: item.quantity,
    game: item.gameName,
    package: item.packageName,
    player: item.playerDisplay ?? "",
    nickname: item.playerNickname ?? "",
    amount: formatUsd(item.unitPriceCents * item.quantity, lang),
  };
  const template = !item.playerDisplay
    ? texts.line
    : item.playerNickname
      ? texts.linePlayerNickname
      : texts.linePlayer;
  return fillTemplate(template, values);
}

/** The button to the order's signed page (it opens without an account: guests follow it). */
function orderLink(texts: OrderEmailTexts, orderUrl: string): MailBlock {
  return { kind: "button", text: texts.followOrder, href: orderUrl };
}

/** The receipt, sent when the payment is confirmed. */
export function receiptMail(input: {
  order: OrderRow;
  items: OrderItemRow[];
  lang: LanguageCode;
  /** The order's signed page (OrderLinks.pageUrl). */
  orderUrl: string;
}): OutgoingMail {
  const { order, items } = input;
  const texts = textsFor(input.lang);
  const t = texts.receipt;
  return composeMail({
    to: order.email,
    lang: input.lang,
    subject: fillTemplate(t.subject, { shortId: order.id.slice(0, 8).toUpperCase() }),
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fillTemplate(t.orderId, { orderId: order.id }) },
      ...items.map(
        (item): MailBlock => ({ kind: "paragraph", text: lineText(texts, item, input.lang) }),
      ),
      ...(order.discountCents > 0 && order.promoCode
        ? [
            {
              kind: "paragraph",
              text: fillTemplate(t.discount, {
                subtotal: formatUsd(order.subtotalCents ?? order.totalCents, input.lang),
                code: order.promoCode,
                discount: formatUsd(order.discountCents, input.lang),
              }),
            } satisfies MailBlock,
          ]
        : []),
      {
        kind: "paragraph",
        text: fillTemplate(t.total, {
          amount: formatUsd(order.totalCents, input.lang),
          method: texts.paymentMethods[order.paymentMethod] ?? order.paymentMethod,
        }),
      },
      { kind: "paragraph", text: t.delivery },
      orderLink(texts, input.orderUrl),
    ],
    footer: texts.footer,
  });
}

/** Sent when every line of the order was delivered (with gift-card codes, when there are). */
export function deliveredMail(input: {
  order: OrderRow;
  items: { row: OrderItemRow; code: string | null }[];
  lang: LanguageCode;
  /** The order's signed page (OrderLinks.pageUrl). */
  orderUrl: string;
}): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.delivered;
  return composeMail({
    to: input.order.email,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      ...input.items.flatMap(({ row, code }): MailBlock[] => [
        {
          kind: "paragraph",
          text: fillTemplate(t.line, {
            line: lineText(texts, row, input.lang),
            transaction: row.transactionId ?? "-",
          }),
        },
        ...(code
          ? ([
              { kind: "code", text: code },
              {
                kind: "paragraph",
                text: fillTemplate(t.serial, { serial: row.serialNumber ?? "-" }),
              },
            ] satisfies MailBlock[])
          : []),
      ]),
      orderLink(texts, input.orderUrl),
    ],
    footer: texts.footer,
  });
}

/** Sent when a line could not be delivered and its amount was refunded. */
export function refundedMail(input: {
  order: OrderRow;
  item: OrderItemRow;
  lang: LanguageCode;
  /** The order's signed page (OrderLinks.pageUrl). */
  orderUrl: string;
}): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.refunded;
  return composeMail({
    to: input.order.email,
    lang: input.lang,
    subject: t.subject,
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: lineText(texts, input.item, input.lang) },
      {
        kind: "paragraph",
        text: fillTemplate(t.explanation, {
          // What the line paid: its price less its share of a promo discount.
          amount: formatUsd(
            input.item.unitPriceCents * input.item.quantity - input.item.discountCents,
            input.lang,
          ),
        }),
      },
      orderLink(texts, input.orderUrl),
    ],
    footer: texts.footer,
  });
}

/** The order's signed link again, asked for on the order tracking page. */
export function orderLinkMail(input: {
  order: OrderRow;
  lang: LanguageCode;
  orderUrl: string;
}): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.orderLink;
  return composeMail({
    to: input.order.email,
    lang: input.lang,
    subject: fillTemplate(t.subject, { shortId: input.order.id.slice(0, 8).toUpperCase() }),
    heading: t.heading,
    blocks: [
      { kind: "paragraph", text: fillTemplate(t.text, { orderId: input.order.id }) },
      orderLink(texts, input.orderUrl),
    ],
    footer: texts.footer,
  });
}

/**
 * A refund staff made (of delivered lines, chosen lines or an amount): what was given back, the
 * reason staff gave, the lines it covered and, when a line's code was revoked, that it no
 * longer works.
 */
export function refundedByShopMail(input: {
  order: OrderRow;
  lines: OrderItemRow[];
  amountCents: number;
  reason: string;
  codesRevoked: boolean;
  lang: LanguageCode;
  orderUrl: string;
}): OutgoingMail {
  const texts = textsFor(input.lang);
  const t = texts.refundedByShop;
  const amount = formatUsd(input.amountCents, input.lang);
  return composeMail({
    to: input.order.email,
    lang: input.lang,
    subject: fillTemplate(t.subject, { amount }),
    heading: t.heading,
    blocks: [
      ...input.lines.map((line) => ({
        kind: "paragraph" as const,
        text: lineText(texts, line, input.lang),
      })),
      { kind: "paragraph", text: fillTemplate(t.explanation, { amount, reason: input.reason }) },
      ...(input.codesRevoked ? [{ kind: "paragraph" as const, text: t.codesRevoked }] : []),
      orderLink(texts, input.orderUrl),
    ],
    footer: texts.footer,
  });
}
