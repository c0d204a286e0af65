import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in French. */
export const fr: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapour. Vous recevez cet e-mail parce que cette adresse a été saisie dans le formulaire partenaires de GameZone. Des questions ? Écrivez à {{support}}.",
  acknowledgement: {
    subject: "Nous avons bien reçu votre demande de partenariat",
    heading: "Merci de nous avoir contactés",
    greeting: "Bonjour {{name}},",
    intro:
      "Merci de votre intérêt pour un partenariat avec GameZone. Notre équipe partenariats a bien reçu votre demande ({{kind}}) et vous répondra sous 3 jours ouvrés.",
    outro:
      "Pour ajouter une précision, écrivez à {{support}}. Si vous ne nous avez pas contactés, vous pouvez ignorer cet e-mail.",
  },
  kinds: {
    reseller: "revendeur",
    creator: "créateur de contenu",
    publisher: "éditeur de jeux",
    other: "autre partenariat",
  },
};
