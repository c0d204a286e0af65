import type { PartnerEmailTexts } from "./en.ts";

/** Partner e-mails in Spanish. */
export const es: PartnerEmailTexts = {
  footer:
    "GameZone Pte. Ltd., Singapur. Recibes este correo porque esta dirección se introdujo en el formulario de socios de GameZone. ¿Preguntas? Escribe a {{support}}.",
  acknowledgement: {
    subject: "Hemos recibido tu solicitud de colaboración",
    heading: "Gracias por contactarnos",
    greeting: "Hola, {{name}}:",
    intro:
      "Gracias por tu interés en colaborar con GameZone. Nuestro equipo de alianzas ha recibido tu solicitud ({{kind}}) y te responderá en un plazo de 3 días hábiles.",
    outro:
      "Si quieres añadir algo, escribe a {{support}}. Si no te has puesto en contacto con nosotros, puedes ignorar este correo.",
  },
  kinds: {
    reseller: "revendedor",
    creator: "creador de contenido",
    publisher: "editor de videojuegos",
    other: "otro tipo de colaboración",
  },
};
