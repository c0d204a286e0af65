import type { OrderEmailTexts } from "./en.ts";

/** Order e-mails in French. */
export const fr: OrderEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Vous recevez cet e-mail suite à une commande passée avec cette adresse.",
  followOrder: "Suivre ma commande",
  line: "{{quantity}} × {{game}} : {{package}}, {{amount}}",
  linePlayer: "{{quantity}} × {{game}} : {{package}} pour {{player}}, {{amount}}",
  linePlayerNickname:
    "{{quantity}} × {{game}} : {{package}} pour {{player}} ({{nickname}}), {{amount}}",
  paymentMethods: {
    card: "carte bancaire",
    ewallet: "portefeuille électronique",
    qr: "QR code",
    bank_transfer: "virement bancaire",
  },
  receipt: {
    subject: "Reçu de votre commande GameZone {{shortId}}",
    heading: "Paiement reçu. Votre recharge est en route",
    orderId: "Commande {{orderId}}",
    discount: "Sous-total {{subtotal}}, code promo {{code}} : −{{discount}}.",
    total: "Total débité : {{amount}} USD ({{method}}).",
    delivery:
      "La livraison prend généralement 5 à 15 minutes. Nous vous écrirons à nouveau dès qu’elle sera arrivée.",
  },
  delivered: {
    subject: "Votre recharge GameZone a été livrée",
    heading: "Livraison effectuée. Bon jeu !",
    line: "{{line}} : livré (transaction {{transaction}})",
    serial: "Numéro de série : {{serial}}. Ne communiquez ce code à personne.",
  },
  refunded: {
    subject: "Nous avons remboursé une partie de votre commande GameZone",
    heading: "Livraison impossible : nous vous avons remboursé",
    explanation:
      "Le fournisseur n’a pas pu effectuer cette livraison malgré plusieurs tentatives : nous vous avons donc remboursé {{amount}} sur votre moyen de paiement d’origine. Les remboursements apparaissent généralement sous 5 à 10 jours ouvrés.",
  },
  refundedByShop: {
    subject: "Nous avons remboursé {{amount}} de votre commande GameZone",
    heading: "Votre remboursement est en route",
    explanation:
      "Nous avons remboursé {{amount}} sur votre moyen de paiement d’origine. Motif : {{reason}}. Les remboursements apparaissent généralement sous 5 à 10 jours ouvrés.",
    codesRevoked:
      "Les codes des lignes remboursées ne fonctionnent plus et ne sont plus affichés sur la page de votre commande.",
  },
  orderLink: {
    subject: "Votre commande GameZone {{shortId}}",
    heading: "Voici le lien vers votre commande",
    text: "Quelqu'un (vous, espérons-le) a demandé le lien de la commande {{orderId}} sur la page de suivi. Il affiche l'état de la commande et, une fois livrée, ses codes. Gardez-le privé.",
  },
};
