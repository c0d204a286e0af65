/** Account e-mails in English; every other language has the same keys. */
export const en = {
  footer:
    "GameZone Pte. Ltd., Singapore. You receive this e-mail because of an action on your GameZone account. Questions? Write to {{support}}.",
  signupCode: {
    subject: "Your GameZone code: {{code}}",
    heading: "Confirm your e-mail address",
    greeting: "Hi {{name}},",
    intro: "Enter this code on the verification page to finish creating your GameZone account:",
    expiry:
      "The code is valid for {{minutes}} minutes. Never share it: GameZone staff will never ask for it.",
    ignore: "If you did not try to create an account, you can ignore this e-mail.",
  },
  signupExisting: {
    subject: "Someone tried to sign up with your e-mail address",
    heading: "You already have a GameZone account",
    intro:
      "Someone (probably you) tried to create a new GameZone account with this e-mail address. An account with this address already exists, so no new account was created.",
    action: "Log in to GameZone",
    ignore: "If this was not you, no action is needed: your account is unchanged.",
  },
  passwordChanged: {
    subject: "Your GameZone password was changed",
    heading: "Password changed",
    intro:
      "The password of your GameZone account was just changed, and every other device was signed out.",
    warning: "If you did not do this, contact {{support}} right away.",
  },
  accountDeleted: {
    subject: "Your GameZone account has been deleted",
    heading: "Account deleted",
    intro:
      "Your GameZone account and its personal data (name, e-mail address, date of birth, sessions) have been deleted, as you asked.",
    outro: "Thank you for playing with us. You are welcome back any time.",
  },
  passwordReset: {
    subject: "Reset your GameZone password",
    heading: "Choose a new password",
    greeting: "Hi {{name}},",
    intro:
      "Someone (probably you) asked to reset the password of your GameZone account. Press the button to choose a new one:",
    action: "Choose a new password",
    expiry:
      "The link is valid for {{minutes}} minutes and works once. Asking for another link makes this one stop working.",
    ignore:
      "If you did not ask for this, you can ignore this e-mail: your password stays as it is.",
  },
};

export type AccountEmailTexts = typeof en;
