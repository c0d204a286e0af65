import type { NewsletterEmailTexts } from "./en.ts";

/** Newsletter e-mails in Spanish. */
export const es: NewsletterEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapur. Recibes este correo porque esta dirección se introdujo en el formulario del boletín de GameZone. ¿Preguntas? Escribe a {{support}}.",
  unsubscribe: "Darse de baja del boletín de GameZone",
  confirm: {
    subject: "Confirma tu suscripción al boletín de GameZone",
    heading: "Confírmalo con un clic",
    intro:
      "Gracias por apuntarte a las ofertas de GameZone: ventas flash y packs de bonificación, como mucho una vez por semana. Confirma que esta dirección es tuya:",
    action: "Confirmar mi suscripción",
    expiry: "El enlace es válido durante {{days}} días.",
    ignore: "Si no te has suscrito, ignora este correo: no volverás a saber de nosotros.",
  },
  welcome: {
    subject: "Te damos la bienvenida al boletín de GameZone",
    heading: "¡Ya estás suscrito!",
    intro:
      "Tu suscripción está confirmada. Las ventas flash y los packs de bonificación llegarán a tu bandeja de entrada, como mucho una vez por semana.",
    action: "Ver juegos",
    outro: "Puedes darte de baja cuando quieras con el enlace que aparece al final de cada correo.",
  },
};
