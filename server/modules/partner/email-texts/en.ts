/** Partner e-mails in English; every other language has the same keys. */
export const en = {
  footer:
    "GameZone Pte. Ltd., Singapore. You receive this e-mail because this address was entered in the partner form on GameZone. Questions? Write to {{support}}.",
  acknowledgement: {
    subject: "We received your partnership enquiry",
    heading: "Thanks for reaching out",
    greeting: "Hi {{name}},",
    intro:
      "Thank you for your interest in partnering with GameZone. Our partnerships team has your enquiry ({{kind}}) and will reply within 3 business days.",
    outro:
      "If you have anything to add, write to {{support}}. If you did not contact us, you can ignore this e-mail.",
  },
  kinds: {
    reseller: "reseller",
    creator: "content creator",
    publisher: "game publisher",
    other: "other partnership",
  },
};

export type PartnerEmailTexts = typeof en;
