import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in Russian. */
export const ru: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Вы получили это письмо, потому что с этим адресом был оформлен заказ.",
  followOrder: "Следить за заказом",
  line: "{{quantity}} × {{game}}: {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}}: {{package}} для игрока {{player}}, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}}: {{package}} для игрока {{player}} ({{nickname}}), {{amount}}",
  paymentMethods: {
    card: "банковская карта",
    ewallet: "электронный кошелёк",
    qr: "оплата по QR-коду",
    bank_transfer: "банковский перевод",
  },
  receipt: {
    subject: "Чек по заказу GameZone {{shortId}}",
    heading: "Оплата получена. Пополнение уже в пути",
    orderId: "Заказ {{orderId}}",
    discount: "Подытог {{subtotal}}, промокод {{code}}: −{{discount}}.",
    total: "Списано: {{amount}} USD ({{method}}).",
    delivery:
      "Обычно зачисление занимает от 5 до 15 минут. Как только всё поступит, мы напишем вам ещё раз.",
  },
  delivered: {
    subject: "Ваше пополнение GameZone зачислено",
    heading: "Зачислено. Приятной игры!",
    line: "{{line}}: зачислено (транзакция {{transaction}})",
    serial: "Серийный номер: {{serial}}. Никому не сообщайте этот код.",
  },
  refunded: {
    subject: "Мы вернули деньги за часть вашего заказа GameZone",
    heading: "Зачислить не удалось, поэтому мы вернули деньги",
    explanation:
      "Поставщик не смог выполнить зачисление после нескольких попыток, поэтому мы вернули {{amount}} на исходный способ оплаты. Обычно возврат отображается в течение 5–10 рабочих дней.",
  },
  refundedByShop: {
    subject: "Мы вернули {{amount}} за ваш заказ GameZone",
    heading: "Возврат средств уже в пути",
    explanation:
      "Мы вернули {{amount}} на ваш исходный способ оплаты. Причина: {{reason}}. Обычно возврат отображается в течение 5–10 рабочих дней.",
    codesRevoked:
      "Коды возвращённых позиций больше не действуют и не отображаются на странице заказа.",
  },
  orderLink: {
    subject: "Ваш заказ GameZone {{shortId}}",
    heading: "Ссылка на ваш заказ",
    text: "Кто-то (надеемся, вы) запросил ссылку на заказ {{orderId}} на странице отслеживания. По ней видно состояние заказа, а после доставки — его коды. Никому её не передавайте.",
  },
};
