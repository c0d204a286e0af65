/** Newsletter e-mails in English; every other language has the same keys. */
export const en = {
  footer:
    "GameZone Pte. Ltd., Singapore. You receive this e-mail because this address was entered in the newsletter form on GameZone. Questions? Write to {{support}}.",
  unsubscribe: "Unsubscribe from the GameZone newsletter",
  confirm: {
    subject: "Confirm your GameZone newsletter subscription",
    heading: "One click to confirm",
    intro:
      "Thanks for signing up for GameZone deals: flash sales and bonus packs, once a week at most. Please confirm that this address is yours:",
    action: "Confirm my subscription",
    expiry: "The link is valid for {{days}} days.",
    ignore: "If you did not sign up, ignore this e-mail: you will not hear from us again.",
  },
  welcome: {
    subject: "Welcome to the GameZone newsletter",
    heading: "You're subscribed!",
    intro:
      "Your subscription is confirmed. Flash sales and bonus packs will arrive in your inbox, once a week at most.",
    action: "Browse games",
    outro: "You can unsubscribe at any time with the link at the end of every e-mail.",
  },
};

export type NewsletterEmailTexts = typeof en;
