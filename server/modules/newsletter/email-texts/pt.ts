import type { NewsletterEmailTexts } from "./en.ts";

/** Newsletter e-mails in Portuguese. */
export const pt: NewsletterEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapura. Você está recebendo este e-mail porque este endereço foi informado no formulário da newsletter da GameZone. Dúvidas? Escreva para {{support}}.",
  unsubscribe: "Cancelar a inscrição na newsletter da GameZone",
  confirm: {
    subject: "Confirme sua inscrição na newsletter da GameZone",
    heading: "Um clique para confirmar",
    intro:
      "Obrigado por se inscrever nas ofertas da GameZone: promoções relâmpago e pacotes bônus, no máximo uma vez por semana. Confirme que este endereço é seu:",
    action: "Confirmar minha inscrição",
    expiry: "O link é válido por {{days}} dias.",
    ignore: "Se você não se inscreveu, ignore este e-mail: você não receberá mais nada de nós.",
  },
  welcome: {
    subject: "Boas-vindas à newsletter da GameZone",
    heading: "Inscrição confirmada!",
    intro:
      "Sua inscrição está confirmada. Promoções relâmpago e pacotes bônus vão chegar à sua caixa de entrada, no máximo uma vez por semana.",
    action: "Ver jogos",
    outro: "Você pode cancelar a inscrição a qualquer momento pelo link no fim de cada e-mail.",
  },
};
