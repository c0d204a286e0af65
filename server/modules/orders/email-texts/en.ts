/** Order e-mails in English; every other language has the same keys. */
export const en = {
  footer:
    "GameZone Pte. Ltd., Singapore. You receive this e-mail because of an order placed with this address.",
  followOrder: "Follow your order",
  /** One order line; the player variants are used for top-ups delivered to a game account. */
  line: "{{quantity}} × {{game}}: {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}} for {{player}}, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}} for {{player}} ({{nickname}}), {{amount}}",
  paymentMethods: {
    card: "card",
    ewallet: "e-wallet",
    qr: "QR code",
    bank_transfer: "bank transfer",
  },
  receipt: {
    subject: "Receipt for your GameZone order {{shortId}}",
    heading: "Payment received. Your top-up is on its way",
    orderId: "Order {{orderId}}",
    discount: "Subtotal {{subtotal}}, promo code {{code}}: −{{discount}}.",
    total: "Total charged: {{amount}} USD ({{method}}).",
    delivery: "Delivery usually takes 5 to 15 minutes. We e-mail you again when it arrives.",
  },
  delivered: {
    subject: "Your GameZone top-up has been delivered",
    heading: "Delivered. Enjoy your game!",
    line: "{{line}}: delivered (transaction {{transaction}})",
    serial: "Serial number: {{serial}}. Keep this code private.",
  },
  refunded: {
    subject: "We refunded part of your GameZone order",
    heading: "We could not deliver, so we refunded you",
    explanation:
      "The supplier could not complete this delivery after several attempts, so {{amount}} was refunded to your original payment method. Refunds usually show within 5 to 10 business days.",
  },
  refundedByShop: {
    subject: "We refunded {{amount}} of your GameZone order",
    heading: "Your refund is on its way",
    explanation:
      "We refunded {{amount}} to your original payment method. Reason: {{reason}}. Refunds usually show within 5 to 10 business days.",
    codesRevoked:
      "Codes of refunded lines no longer work and are no longer shown on your order page.",
  },
  orderLink: {
    subject: "Your GameZone order {{shortId}}",
    heading: "Here is the link to your order",
    text: "Someone (we hope you) asked for the link to order {{orderId}} on the order tracking page. It shows the order's status and, once delivered, its codes. Keep it private.",
  },
};

export type OrderEmailTexts = typeof en;
