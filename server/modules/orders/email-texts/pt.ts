import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Portuguese (Brazil). */
export const pt: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Você está recebendo este e-mail por causa de um pedido feito com este endereço.",
  followOrder: "Acompanhar meu pedido",
  line: "{{quantity}} × {{game}}: {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}} para {{player}}, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}} para {{player}} ({{nickname}}), {{amount}}",
  paymentMethods: {
    card: "cartão",
    ewallet: "carteira digital",
    qr: "QR Code",
    bank_transfer: "transferência bancária",
  },
  receipt: {
    subject: "Recibo do seu pedido GameZone {{shortId}}",
    heading: "Pagamento recebido. Sua recarga já está a caminho",
    orderId: "Pedido {{orderId}}",
    discount: "Subtotal {{subtotal}}, código promocional {{code}}: −{{discount}}.",
    total: "Total cobrado: {{amount}} USD ({{method}}).",
    delivery:
      "A entrega costuma levar de 5 a 15 minutos. Vamos enviar outro e-mail quando ela chegar.",
  },
  delivered: {
    subject: "Sua recarga GameZone foi entregue",
    heading: "Entregue. Bom jogo!",
    line: "{{line}}: entregue (transação {{transaction}})",
    serial: "Número de série: {{serial}}. Não compartilhe este código com ninguém.",
  },
  refunded: {
    subject: "Reembolsamos parte do seu pedido GameZone",
    heading: "Não conseguimos entregar, então devolvemos o seu dinheiro",
    explanation:
      "O fornecedor não conseguiu concluir esta entrega depois de várias tentativas, por isso reembolsamos {{amount}} na sua forma de pagamento original. O reembolso costuma aparecer em 5 a 10 dias úteis.",
  },
  refundedByShop: {
    subject: "Reembolsamos {{amount}} do seu pedido GameZone",
    heading: "O seu reembolso está a caminho",
    explanation:
      "Reembolsamos {{amount}} no seu método de pagamento original. Motivo: {{reason}}. Os reembolsos costumam aparecer em 5 a 10 dias úteis.",
    codesRevoked:
      "Os códigos das linhas reembolsadas deixaram de funcionar e já não aparecem na página do seu pedido.",
  },
  orderLink: {
    subject: "Seu pedido GameZone {{shortId}}",
    heading: "Aqui está o link do seu pedido",
    text: "Alguém (esperamos que você) pediu o link do pedido {{orderId}} na página de acompanhamento. Ele mostra o status do pedido e, após a entrega, seus códigos. Mantenha-o privado.",
  },
};
