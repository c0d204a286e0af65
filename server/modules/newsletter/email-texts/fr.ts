import type { NewsletterEmailTexts } from "./en.ts";

/** Newsletter e-mails in French. */
export const fr: NewsletterEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapour. Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire de la newsletter de GameZone. Des questions ? Écrivez à {{support}}.",
  unsubscribe: "Se désabonner de la newsletter GameZone",
  confirm: {
    subject: "Confirmez votre abonnement à la newsletter GameZone",
    heading: "Un clic pour confirmer",
    intro:
      "Merci de vous être inscrit aux bons plans GameZone : ventes flash et packs bonus, une fois par semaine au maximum. Confirmez que cette adresse est bien la vôtre :",
    action: "Confirmer mon abonnement",
    expiry: "Le lien est valable {{days}} jours.",
    ignore:
      "Si vous ne vous êtes pas inscrit, ignorez cet e-mail : vous ne recevrez plus rien de notre part.",
  },
  welcome: {
    subject: "Bienvenue dans la newsletter GameZone",
    heading: "Vous êtes abonné !",
    intro:
      "Votre abonnement est confirmé. Les ventes flash et les packs bonus arriveront dans votre boîte de réception, une fois par semaine au maximum.",
    action: "Voir les jeux",
    outro:
      "Vous pouvez vous désabonner à tout moment grâce au lien situé à la fin de chaque e-mail.",
  },
};
