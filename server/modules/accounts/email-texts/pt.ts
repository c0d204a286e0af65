import type { AccountEmailTexts } from "./en.ts";

/** Account e-mails in Brazilian Portuguese. */
export const pt: AccountEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Você está recebendo este e-mail por causa de uma ação na sua conta GameZone. Dúvidas? Escreva para {{support}}.",
  signupCode: {
    subject: "Seu código GameZone: {{code}}",
    heading: "Confirme seu endereço de e-mail",
    greeting: "Olá, {{name}},",
    intro:
      "Digite este código na página de verificação para concluir a criação da sua conta GameZone:",
    expiry:
      "O código é válido por {{minutes}} minutos. Não compartilhe com ninguém: a equipe da GameZone nunca vai pedir esse código.",
    ignore: "Se você não tentou criar uma conta, pode ignorar este e-mail.",
  },
  signupExisting: {
    subject: "Alguém tentou se cadastrar com seu endereço de e-mail",
    heading: "Você já tem uma conta GameZone",
    intro:
      "Alguém (provavelmente você) tentou criar uma nova conta GameZone com este endereço de e-mail. Como já existe uma conta com este endereço, nenhuma conta nova foi criada.",
    action: "Entrar na GameZone",
    ignore: "Se não foi você, não é preciso fazer nada: sua conta continua como estava.",
  },
  passwordChanged: {
    subject: "A senha da sua conta GameZone foi alterada",
    heading: "Senha alterada",
    intro:
      "A senha da sua conta GameZone acabou de ser alterada, e a sessão foi encerrada em todos os outros dispositivos.",
    warning: "Se não foi você, entre em contato com {{support}} imediatamente.",
  },
  accountDeleted: {
    subject: "Sua conta GameZone foi excluída",
    heading: "Conta excluída",
    intro:
      "Conforme solicitado, sua conta GameZone e seus dados pessoais (nome, endereço de e-mail, data de nascimento, sessões) foram excluídos.",
    outro: "Obrigado por jogar com a gente. Volte quando quiser: as portas estão sempre abertas.",
  },
  passwordReset: {
    subject: "Redefina a sua senha da GameZone",
    heading: "Escolha uma nova senha",
    greeting: "Olá, {{name}},",
    intro:
      "Alguém (provavelmente você) pediu para redefinir a senha da sua conta GameZone. Toque no botão para escolher uma nova:",
    action: "Escolher uma nova senha",
    expiry:
      "O link é válido por {{minutes}} minutos e funciona uma única vez. Pedir outro link faz este deixar de funcionar.",
    ignore: "Se não foi você que pediu, pode ignorar este e-mail: a sua senha continua a mesma.",
  },
};
