import type { AccountEmailTexts } from "./en.ts";

/** Account e-mails in Spanish. */
export const es: AccountEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapore. Recibes este correo por una acción realizada en tu cuenta de GameZone. ¿Tienes alguna pregunta? Escríbenos a {{support}}.",
  signupCode: {
    subject: "Tu código de GameZone: {{code}}",
    heading: "Confirma tu dirección de correo",
    greeting: "Hola, {{name}}:",
    intro:
      "Introduce este código en la página de verificación para terminar de crear tu cuenta de GameZone:",
    expiry:
      "El código es válido durante {{minutes}} minutos. No lo compartas con nadie: el equipo de GameZone nunca te lo pedirá.",
    ignore: "Si no has intentado crear una cuenta, puedes ignorar este correo.",
  },
  signupExisting: {
    subject: "Alguien ha intentado registrarse con tu dirección de correo",
    heading: "Ya tienes una cuenta de GameZone",
    intro:
      "Alguien (probablemente tú) ha intentado crear una nueva cuenta de GameZone con esta dirección de correo. Como ya existe una cuenta con esta dirección, no se ha creado ninguna cuenta nueva.",
    action: "Iniciar sesión en GameZone",
    ignore: "Si no has sido tú, no tienes que hacer nada: tu cuenta sigue igual.",
  },
  passwordChanged: {
    subject: "Se ha cambiado tu contraseña de GameZone",
    heading: "Contraseña cambiada",
    intro:
      "Se acaba de cambiar la contraseña de tu cuenta de GameZone y se ha cerrado la sesión en todos los demás dispositivos.",
    warning: "Si no has sido tú, escríbenos de inmediato a {{support}}.",
  },
  accountDeleted: {
    subject: "Tu cuenta de GameZone se ha eliminado",
    heading: "Cuenta eliminada",
    intro:
      "Tal como pediste, hemos eliminado tu cuenta de GameZone y sus datos personales (nombre, dirección de correo, fecha de nacimiento y sesiones).",
    outro: "Gracias por jugar con nosotros. Puedes volver cuando quieras.",
  },
  passwordReset: {
    subject: "Restablece tu contraseña de GameZone",
    heading: "Elige una nueva contraseña",
    greeting: "Hola, {{name}}:",
    intro:
      "Alguien (probablemente tú) ha pedido restablecer la contraseña de tu cuenta de GameZone. Pulsa el botón para elegir una nueva:",
    action: "Elegir una nueva contraseña",
    expiry:
      "El enlace es válido durante {{minutes}} minutos y solo funciona una vez. Si pides otro enlace, este dejará de funcionar.",
    ignore:
      "Si no lo has pedido tú, puedes ignorar este correo: tu contraseña sigue siendo la misma.",
  },
};
