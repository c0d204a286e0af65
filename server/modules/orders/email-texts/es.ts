import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Spanish. */
export const es: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Recibes este correo porque se ha hecho un pedido con esta dirección.",
  followOrder: "Seguir mi pedido",
  line: "{{quantity}} × {{game}}: {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}} para {{player}}, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}} para {{player}} ({{nickname}}), {{amount}}",
  paymentMethods: {
    card: "tarjeta",
    ewallet: "billetera electrónica",
    qr: "pago con QR",
    bank_transfer: "transferencia bancaria",
  },
  receipt: {
    subject: "Recibo de tu pedido de GameZone {{shortId}}",
    heading: "Pago recibido. Tu recarga está en camino",
    orderId: "Pedido {{orderId}}",
    discount: "Subtotal {{subtotal}}, código promocional {{code}}: −{{discount}}.",
    total: "Total cobrado: {{amount}} USD ({{method}}).",
    delivery:
      "La entrega suele tardar entre 5 y 15 minutos. Te volveremos a escribir cuando llegue.",
  },
  delivered: {
    subject: "Tu recarga de GameZone ya se ha entregado",
    heading: "Entregado. ¡Disfruta de tu juego!",
    line: "{{line}}: entregado (transacción {{transaction}})",
    serial: "Número de serie: {{serial}}. No compartas este código con nadie.",
  },
  refunded: {
    subject: "Te hemos reembolsado parte de tu pedido de GameZone",
    heading: "No pudimos hacer la entrega, así que te hemos devuelto el dinero",
    explanation:
      "El proveedor no pudo completar esta entrega tras varios intentos, así que te hemos reembolsado {{amount}} en tu método de pago original. Los reembolsos suelen aparecer en un plazo de 5 a 10 días hábiles.",
  },
  refundedByShop: {
    subject: "Hemos reembolsado {{amount}} de tu pedido de GameZone",
    heading: "Tu reembolso está en camino",
    explanation:
      "Hemos reembolsado {{amount}} a tu método de pago original. Motivo: {{reason}}. Los reembolsos suelen aparecer en un plazo de 5 a 10 días hábiles.",
    codesRevoked:
      "Los códigos de las líneas reembolsadas ya no funcionan y ya no se muestran en la página de tu pedido.",
  },
  orderLink: {
    subject: "Tu pedido de GameZone {{shortId}}",
    heading: "Aquí tienes el enlace a tu pedido",
    text: "Alguien (esperamos que tú) pidió el enlace del pedido {{orderId}} en la página de seguimiento. Muestra el estado del pedido y, una vez entregado, sus códigos. Mantenlo en privado.",
  },
};
