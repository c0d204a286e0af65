import type { AccountEmailTexts } from "./en.ts";

/** Account e-mails in French. */
export const fr: AccountEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Vous recevez cet e-mail suite à une action sur votre compte GameZone. Une question ? Écrivez-nous à {{support}}.",
  signupCode: {
    subject: "Votre code GameZone : {{code}}",
    heading: "Confirmez votre adresse e-mail",
    greeting: "Bonjour {{name}},",
    intro:
      "Saisissez ce code sur la page de vérification pour finaliser la création de votre compte GameZone :",
    expiry:
      "Ce code est valable {{minutes}} minutes. Ne le communiquez à personne : l’équipe GameZone ne vous le demandera jamais.",
    ignore: "Si vous n’avez pas essayé de créer un compte, vous pouvez ignorer cet e-mail.",
  },
  signupExisting: {
    subject: "Quelqu’un a tenté de s’inscrire avec votre adresse e-mail",
    heading: "Vous avez déjà un compte GameZone",
    intro:
      "Quelqu’un (sans doute vous) a tenté de créer un nouveau compte GameZone avec cette adresse e-mail. Un compte existe déjà avec cette adresse : aucun nouveau compte n’a donc été créé.",
    action: "Se connecter à GameZone",
    ignore: "Si ce n’était pas vous, vous n’avez rien à faire : votre compte n’a pas été modifié.",
  },
  passwordChanged: {
    subject: "Le mot de passe de votre compte GameZone a été modifié",
    heading: "Mot de passe modifié",
    intro:
      "Le mot de passe de votre compte GameZone vient d’être modifié, et tous vos autres appareils ont été déconnectés.",
    warning:
      "Si vous n’êtes pas à l’origine de ce changement, contactez immédiatement {{support}}.",
  },
  accountDeleted: {
    subject: "Votre compte GameZone a été supprimé",
    heading: "Compte supprimé",
    intro:
      "Comme vous l’avez demandé, votre compte GameZone et les données personnelles associées (nom, adresse e-mail, date de naissance, sessions) ont été supprimés.",
    outro: "Merci d’avoir joué avec nous. Vous pouvez revenir quand vous le souhaitez.",
  },
  passwordReset: {
    subject: "Réinitialisez votre mot de passe GameZone",
    heading: "Choisissez un nouveau mot de passe",
    greeting: "Bonjour {{name}},",
    intro:
      "Quelqu'un (probablement vous) a demandé la réinitialisation du mot de passe de votre compte GameZone. Appuyez sur le bouton pour en choisir un nouveau :",
    action: "Choisir un nouveau mot de passe",
    expiry:
      "Le lien est valable {{minutes}} minutes et ne fonctionne qu'une fois. Demander un autre lien désactive celui-ci.",
    ignore:
      "Si vous n'avez rien demandé, vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.",
  },
};
