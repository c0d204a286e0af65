import { formatUsd } from "#contracts/buying-rules.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import { composeMail, type MailBlock, type OutgoingMail } from "#server/platform/mail.ts";
import type { OrderItemRow, OrderRow } from "./orders.repository.ts";

const footer =
  "GameZone Pte. Ltd., Singapore. You receive this e-mail because of an order placed with this address.";

function lineText(item: OrderItemRow): string {
  const who = item.playerDisplay
    ? ` for ${item.playerDisplay}${item.playerNickname ? ` (${item.playerNickname})` : ""}`
    : "";
  return `${item.quantity} × ${item.gameName}: ${item.packageName}${who}, ${formatUsd(item.unitPriceCents * item.quantity)}`;
}

function orderLink(origin: string, order: Pick<OrderRow, "id">): MailBlock {
  return {
    kind: "button",
    text: "Follow your order",
    href: `${origin}/purchase-success?orderId=${order.id}`,
  };
}

/** The receipt, sent when the payment is confirmed. */
export function receiptMail(input: {
  order: OrderRow;
  items: OrderItemRow[];
  lang: LanguageCode;
  origin: string;
}): OutgoingMail {
  const { order, items } = input;
  return composeMail({
    to: order.email,
    lang: input.lang,
    subject: `Receipt for your GameZone order ${order.id.slice(0, 8).toUpperCase()}`,
    heading: "Payment received. Your top-up is on its way",
    blocks: [
      { kind: "paragraph", text: `Order ${order.id}` },
      ...items.map((item): MailBlock => ({ kind: "paragraph", text: lineText(item) })),
      {
        kind: "paragraph",
        text: `Total charged: ${formatUsd(order.totalCents)} USD (${order.paymentMethod.replace("_", " ")}).`,
      },
      {
        kind: "paragraph",
        text: "Delivery usually takes 5 to 15 minutes. We e-mail you again when it arrives.",
      },
      orderLink(input.origin, order),
    ],
    footer,
  });
}

/** Sent when every line of the order was delivered (with gift-card codes, when there are). */
export function deliveredMail(input: {
  order: OrderRow;
  items: { row: OrderItemRow; code: string | null }[];
  lang: LanguageCode;
  origin: string;
}): OutgoingMail {
  return composeMail({
    to: input.order.email,
    lang: input.lang,
    subject: "Your GameZone top-up has been delivered",
    heading: "Delivered. Enjoy your game!",
    blocks: [
      ...input.items.flatMap(({ row, code }): MailBlock[] => [
        {
          kind: "paragraph",
          text: `${lineText(row)}: delivered (transaction ${row.transactionId ?? "-"})`,
        },
        ...(code
          ? ([
              { kind: "code", text: code },
              {
                kind: "paragraph",
                text: `Serial number: ${row.serialNumber ?? "-"}. Keep this code private.`,
              },
            ] satisfies MailBlock[])
          : []),
      ]),
      orderLink(input.origin, input.order),
    ],
    footer,
  });
}

/** Sent when a line could not be delivered and its amount was refunded. */
export function refundedMail(input: {
  order: OrderRow;
  item: OrderItemRow;
  lang: LanguageCode;
  origin: string;
}): OutgoingMail {
  return composeMail({
    to: input.order.email,
    lang: input.lang,
    subject: "We refunded part of your GameZone order",
    heading: "We could not deliver, so we refunded you",
    blocks: [
      { kind: "paragraph", text: lineText(input.item) },
      {
        kind: "paragraph",
        text: `The supplier could not complete this delivery after several attempts, so ${formatUsd(input.item.unitPriceCents * input.item.quantity)} was refunded to your original payment method. Refunds usually show within 5 to 10 business days.`,
      },
      orderLink(input.origin, input.order),
    ],
    footer,
  });
}
