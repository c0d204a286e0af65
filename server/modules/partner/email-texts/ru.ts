import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Russian. */
export const ru: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Сингапур. Вы получили это письмо, потому что этот адрес был указан в форме для партнёров на сайте GameZone. Есть вопросы? Пишите на {{support}}.",
  acknowledgement: {
    subject: "Мы получили вашу заявку на партнёрство",
    heading: "Спасибо, что написали нам",
    greeting: "Здравствуйте, {{name}}!",
    intro:
      "Спасибо за интерес к партнёрству с GameZone. Наша команда по работе с партнёрами получила вашу заявку ({{kind}}) и ответит в течение 3 рабочих дней.",
    outro:
      "Если хотите что-то добавить, напишите на {{support}}. Если вы нам не писали, просто проигнорируйте это письмо.",
  },
  kinds: {
    reseller: "реселлер",
    creator: "автор контента",
    publisher: "издатель игр",
    other: "другое партнёрство",
  },
};
