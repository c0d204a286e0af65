import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Portuguese. */
export const pt: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapura. Você está recebendo este e-mail porque este endereço foi informado no formulário de parceiros da GameZone. Dúvidas? Escreva para {{support}}.",
  acknowledgement: {
    subject: "Recebemos sua proposta de parceria",
    heading: "Obrigado pelo contato",
    greeting: "Olá, {{name}},",
    intro:
      "Obrigado pelo interesse em ser parceiro da GameZone. Nossa equipe de parcerias recebeu sua proposta ({{kind}}) e vai responder em até 3 dias úteis.",
    outro:
      "Se quiser acrescentar algo, escreva para {{support}}. Se você não entrou em contato conosco, pode ignorar este e-mail.",
  },
  kinds: {
    reseller: "revendedor",
    creator: "criador de conteúdo",
    publisher: "publicadora de jogos",
    other: "outro tipo de parceria",
  },
};
