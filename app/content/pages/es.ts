import type { PagesContent } from "./page-content.ts";

/** Spanish: the static pages, translated from the English source. */
export const es: PagesContent = {
  about: {
    meta: {
      title: "Sobre GameZone",
      description:
        "GameZone, tienda independiente de recargas y tarjetas de regalo: IDs de jugador verificados, entrega automática y soporte 24/7. Historia, misión y valores.",
    },
    title: "Sobre GameZone",
    intro:
      "GameZone es una tienda en línea independiente de moneda de juego y tarjetas de regalo. Ayudamos a los jugadores a recargar sus juegos favoritos de forma rápida, segura y a precios justos.",
    sections: {
      story: {
        heading: "Nuestra historia",
        paragraphs: [
          "GameZone nació en Singapur de la mano de jugadores cansados de esperar horas por una recarga, de enviar capturas de pantalla a desconocidos y de no saber nunca si la moneda llegaría.",
          "Creamos la tienda que nosotros mismos queríamos usar: eliges un juego, compruebas la cuenta del jugador, pagas en una página segura y ves llegar tu pedido, con una persona real a tu disposición si algo sale mal.",
          "Hoy GameZone vende moneda para juegos populares de móvil y PC, y tarjetas de regalo de las principales tiendas de plataformas, en diez idiomas.",
        ],
      },
      mission: {
        heading: "Nuestra misión",
        paragraphs: [
          "Recarga instantánea, victoria instantánea. Queremos que recargar un juego te lleve menos tiempo que una partida: precios claros, siempre la cuenta correcta y una entrega que puedes seguir en tiempo real.",
        ],
      },
    },
    valuesHeading: "Lo que defendemos",
    values: [
      {
        title: "Honestidad",
        text: "El precio que ves al finalizar la compra es el que pagas, sin comisiones adicionales por nuestra parte. Los descuentos se muestran comparados con el precio habitual real, nunca con uno inventado.",
      },
      {
        title: "Hacerlo bien",
        text: "Antes de que pagues, comprobamos el ID de jugador con el juego y te mostramos tu nombre en el juego, para que la moneda llegue a la cuenta que elegiste.",
      },
      {
        title: "Seguridad",
        text: "Pagas en una página de pago segura y nunca vemos los datos de tu tarjeta. Jamás te pediremos la contraseña de tu juego.",
      },
      {
        title: "Asumir nuestros errores",
        text: "Si una entrega falla, te reembolsamos el monto total automáticamente. Nunca deberías tener que insistirnos para recuperar tu dinero.",
      },
    ],
    featuresHeading: "Por qué los jugadores eligen GameZone",
    features: [
      {
        title: "Entrega automática",
        text: "Los pedidos se procesan en cuanto se confirma tu pago. En la mayoría de los juegos populares, la recarga llega en 5 a 15 minutos.",
      },
      {
        title: "Cuentas de jugador verificadas",
        text: "Cada recarga va a una cuenta de jugador que el juego ha confirmado, y te mostramos el nombre en el juego antes de que pagues.",
      },
      {
        title: "Seguimiento en tiempo real",
        text: "La página de tu pedido se actualiza sola, de Procesando a Completado, y te enviamos por correo un recibo y una confirmación de entrega.",
      },
      {
        title: "Formas de pago",
        text: "{{methods}}, todo en una página de pago segura.",
      },
      {
        title: "Soporte 24/7",
        text: "Nuestro equipo de soporte responde por correo en {{email}} a cualquier hora, y el chat de nuestra comunidad está abierto a todos.",
      },
      {
        title: "Diez idiomas",
        text: "Navega y compra en inglés, español, chino, hindi, francés, árabe, bengalí, portugués, ruso o japonés.",
      },
    ],
  },

  payments: {
    meta: {
      title: "Métodos de pago",
      description:
        "Paga tus recargas en una página de pago segura, sin comisiones de GameZone. Los métodos instantáneos entregan en 5 minutos.",
    },
    title: "Métodos de pago",
    intro:
      "Elige cómo pagar al finalizar la compra. Cada método abre una página de pago segura, y GameZone no cobra nada extra por ninguno de ellos.",
    methodsHeading: "Métodos de pago aceptados",
    methods: {
      card: {
        name: "Tarjeta",
        description:
          "Visa, MasterCard y otras tarjetas de débito y crédito. Es posible que tu banco te pida aprobar el pago en su app o con un código de un solo uso.",
        timing: "Instantáneo",
      },
      ewallet: {
        name: "Billetera electrónica",
        description: "Paga desde tu billetera digital y aprueba el monto en la propia billetera.",
        timing: "Instantáneo",
      },
      qr: {
        name: "Pago con QR",
        description:
          "La página de pago muestra un código QR: escanéalo con la app de tu banco o de tu billetera en el teléfono y confirma.",
        timing: "Instantáneo",
      },
      bank_transfer: {
        name: "Transferencia bancaria en línea",
        description:
          "Paga directamente desde tu banca en línea. Ideal si prefieres no usar tarjeta, aunque la confirmación tarda más.",
        timing: "1–2 horas",
      },
    },
    transferNote:
      "Una transferencia bancaria en línea se confirma cuando llega el dinero, normalmente en 1 a 2 horas; la entrega comienza después. El pedido la espera hasta {{transferWait}} y luego se cancela.",
    sections: {
      processing: {
        heading: "Tiempos de procesamiento",
        paragraphs: [
          "La entrega comienza en cuanto se confirma tu pago, así que el método que elijas determina cuándo empieza a correr el reloj.",
        ],
        items: [
          "Los métodos instantáneos se confirman al momento; los pedidos pagados así suelen entregarse en 5 minutos en nuestros juegos con entrega Instantánea.",
          "Si un pedido no se paga en 30 minutos, se cancela y no se cobra nada.",
        ],
      },
      fees: {
        heading: "Sin comisiones adicionales",
        paragraphs: [
          "GameZone no cobra comisiones por ningún método de pago: el total que ves al finalizar la compra es exactamente lo que te cobramos.",
          "Tu banco o el emisor de tu tarjeta pueden cobrar sus propias comisiones, por ejemplo por pagos internacionales o con conversión de moneda. Eso depende de tu banco, no de nosotros.",
        ],
      },
      currency: {
        heading: "Moneda",
        paragraphs: [
          "Los precios se cobran en dólares estadounidenses. Si eliges otra moneda en la parte superior del sitio, los precios que ves son conversiones aproximadas, y al finalizar la compra aparecen marcados como aproximados.",
        ],
      },
      security: {
        heading: "Pago seguro",
        paragraphs: [
          "Pagas en una página de pago segura gestionada por nuestro proveedor de pagos. GameZone nunca ve ni guarda los datos de tu tarjeta; solo recibimos la confirmación de que el pago se realizó.",
          "Nadie de GameZone te pedirá nunca números de tarjeta, códigos de seguridad ni contraseñas bancarias, ni por correo ni por chat.",
          "Si cancelas en la página de pago o el pago es rechazado, no se cobra nada y tu carrito queda tal como estaba.",
        ],
      },
    },
    contact: {
      heading: "¿Tienes preguntas sobre un pago?",
      text: "Si el dinero salió de tu cuenta pero tu pedido sigue esperando el pago, escribe a {{email}} con tu número de pedido y la hora en que pagaste. El soporte está disponible 24/7.",
      chatLabel: "Chat en vivo",
      emailLabel: "Soporte por correo",
    },
  },

  faq: {
    meta: {
      title: "Preguntas frecuentes",
      description:
        "Respuestas sobre cómo comprar recargas en GameZone: tiempos de entrega, métodos de pago, reembolsos, seguimiento de pedidos, IDs de jugador y soporte 24/7.",
    },
    title: "Preguntas frecuentes",
    intro:
      "Respuestas rápidas sobre compras, pagos y entregas. ¿No encuentras la tuya? Estamos aquí 24/7.",
    questions: {
      "how-to-buy": {
        question: "¿Cómo hago una compra?",
        answer:
          "Abre la página de tu juego, introduce tu ID de jugador y toca Comprobar jugador: te mostramos tu nombre en el juego para que sepas que es la cuenta correcta. Elige un paquete, añádelo al carrito o toca Comprar ahora, y luego finaliza la compra y paga en la página de pago segura. Para comprar necesitas una cuenta gratuita de GameZone.",
      },
      "is-it-safe": {
        question: "¿Es seguro comprar en GameZone?",
        answer:
          "Sí. Pagas en una página de pago segura y nunca vemos los datos de tu tarjeta. Solo necesitamos tu ID de jugador, nunca la contraseña de tu juego. Cada recarga va a una cuenta de jugador que el juego confirma antes de que pagues.",
      },
      "delivery-time": {
        question: "¿Cuánto tarda la entrega?",
        answer:
          "En la mayoría de los juegos populares, la recarga llega entre 5 y 15 minutos después de que se confirme tu pago. En los momentos de mayor demanda puede tardar de 15 a 30 minutos, y los juegos nuevos o menos comunes y las tarjetas de regalo pueden tardar hasta 2 horas. La página de cada juego muestra su nivel de entrega.",
      },
      "payment-methods": {
        question: "¿Qué métodos de pago aceptan?",
        answer:
          "Aceptamos {{methods}}, siempre en una página de pago segura. GameZone no cobra comisiones adicionales.",
      },
      refunds: {
        question: "¿Puedo pedir un reembolso?",
        answer:
          "Una vez entregada la moneda o el código, por lo general no es posible hacer reembolsos, porque no se pueden retirar del juego. Si una entrega falla, te reembolsamos automáticamente el monto total en tu método de pago original. Consulta nuestra página de Devoluciones y reembolsos para más detalles.",
      },
      "support-hours": {
        question: "¿Cuándo está disponible la atención al cliente?",
        answer:
          "Nuestro equipo de soporte está disponible 24/7. Escribe a {{email}} con tu número de pedido o háblanos por el chat en vivo.",
      },
      "supported-games": {
        question: "¿Qué juegos tienen disponibles?",
        answer:
          "Juegos populares de móvil y PC como PUBG Mobile, Free Fire, Mobile Legends, Genshin Impact, Roblox, Fortnite y Valorant, además de tarjetas de regalo de Steam, PlayStation, Xbox y Nintendo. La página Juegos muestra todos los juegos que vendemos ahora mismo.",
      },
      privacy: {
        question: "¿Qué hacen con mis datos personales?",
        answer:
          "Guardamos solo lo necesario para gestionar tu cuenta y entregar tus pedidos: tu nombre, correo electrónico, fecha de nacimiento, tus pedidos y los IDs de jugador que contienen. Nunca vendemos tus datos. Nuestra Política de privacidad lo explica todo.",
      },
      "order-tracking": {
        question: "¿Cómo puedo seguir mi pedido?",
        answer:
          "Después de pagar llegas a la página de tu pedido, que se actualiza sola: Procesando, En curso y, por último, Completado. Puedes volver a abrir cualquier pedido desde tu cuenta, y te enviamos por correo un recibo al pagar y una confirmación al entregarlo.",
      },
      "wrong-account": {
        question: "¿Y si introduje mal los datos de la cuenta?",
        answer:
          "Por eso te mostramos el nombre en el juego antes de que pagues: revísalo con atención. Si un pedido llegó a la cuenta equivocada, escribe a soporte de inmediato con tu número de pedido. Por lo general, la moneda entregada a otra cuenta existente no se puede recuperar, pero si la entrega falló, se te reembolsa automáticamente.",
      },
      "bulk-discounts": {
        question: "¿Ofrecen descuentos por volumen?",
        answer:
          "No tenemos descuentos por cantidad ni por volumen. Los paquetes más grandes suelen incluir moneda extra, y los paquetes en oferta muestran el precio habitual junto al precio rebajado para que veas cuánto ahorras.",
      },
      "multiple-devices": {
        question: "¿Puedo usar mi cuenta de GameZone en varios dispositivos?",
        answer:
          "Sí. Inicia sesión en tu teléfono, tableta o computadora, y tu carrito, tus pedidos y tu configuración te acompañan. La moneda en sí va a tu cuenta de juego, así que la tienes en todos los dispositivos en los que juegas.",
      },
    },
    contact: {
      heading: "¿Todavía tienes preguntas?",
      text: "Nuestro equipo de soporte está disponible 24/7. Chatea con nosotros o envíanos un correo y te responderemos.",
      chatLabel: "Chat en vivo",
      emailLabel: "Soporte por correo",
    },
  },

  guide: {
    meta: {
      title: "Cómo comprar",
      description:
        "Cómo recargar un juego en GameZone en cuatro pasos: elige el juego, escoge un paquete para tu ID de jugador verificado, paga seguro y sigue la entrega en vivo.",
    },
    title: "Cómo comprar en GameZone",
    intro:
      "Recargar te lleva un par de minutos. Estos son los cuatro pasos y, a continuación, cada etapa en detalle.",
    stepsHeading: "Cuatro pasos",
    steps: [
      {
        title: "Elige un juego",
        text: "Encuentra tu juego en la página Juegos o con el buscador.",
      },
      {
        title: "Selecciona un paquete",
        text: "Introduce tu ID de jugador, comprueba el nombre que te mostramos y elige la cantidad que quieres.",
      },
      {
        title: "Paga de forma segura",
        text: "Paga en una página de pago segura: {{methods}}.",
      },
      {
        title: "Recibe tu recarga",
        text: "La entrega comienza en cuanto se confirma tu pago, y puedes seguirla en tiempo real.",
      },
    ],
    stagesHeading: "Paso a paso",
    stages: {
      account: {
        title: "1. Crea tu cuenta",
        items: [
          "Crea una cuenta gratuita con tu nombre, correo electrónico, fecha de nacimiento y una contraseña, o continúa con Google.",
          "Confirma tu dirección de correo con el código de 6 dígitos que te enviamos.",
          "No guardamos cuentas de juego en tu perfil: introduces el ID de jugador en la página del juego cada vez, y lo comprobamos allí.",
        ],
      },
      game: {
        title: "2. Elige tu juego",
        items: [
          "Abre Juegos en el menú o escribe el nombre del juego en el buscador.",
          "Filtra la lista por categoría, como Battle Royale, MOBA o Tarjetas de regalo.",
          "Abre un juego para ver sus paquetes, precios, bonos y nivel de entrega.",
        ],
      },
      package: {
        title: "3. Introduce tu ID de jugador y elige un paquete",
        items: [
          "Escribe el ID de jugador exactamente como aparece en el juego, y la zona o el servidor si el juego lo pide. Para las tarjetas de regalo, elige en su lugar la región de la tarjeta que corresponda a tu cuenta de la tienda.",
          "Toca Comprobar jugador: se lo consultamos al juego y te mostramos el nombre en el juego. Asegúrate de que es el tuyo antes de continuar.",
          "Elige un paquete y una cantidad, y añádelo al carrito o toca Comprar ahora.",
          "Revisa el total en tu carrito. Los precios están en dólares estadounidenses; las demás monedas se muestran como conversiones aproximadas.",
        ],
      },
      payment: {
        title: "4. Paga",
        items: [
          "Ve a finalizar la compra y revisa el resumen del pedido. Si un precio cambió desde que añadiste un artículo, primero confirmas el nuevo precio.",
          "Elige tu método de pago e introduce la dirección de correo para tu recibo.",
          "Toca Pagar: se abre la página de pago segura. Completa el pago allí.",
        ],
      },
      completion: {
        title: "5. Recibe tu recarga",
        items: [
          "Vuelves a la página de tu pedido, que sigue la entrega en tiempo real: Procesando, En curso, Completado.",
          "Te enviamos por correo un recibo cuando pagas y una confirmación cuando se entrega el pedido; los códigos de las tarjetas de regalo vienen en ese correo y en la página del pedido.",
          "En la mayoría de los juegos populares, la recarga llega en 5 a 15 minutos. Puedes volver a encontrar todos tus pedidos en tu cuenta.",
        ],
      },
    },
    help: {
      heading: "¿Necesitas ayuda?",
      paragraphs: [
        "Nuestro equipo de soporte está disponible 24/7 en {{email}}. Si tu pregunta es sobre un pedido, incluye el número de pedido.",
      ],
    },
  },

  shipping: {
    meta: {
      title: "Información de entrega",
      description:
        "Cómo entrega GameZone las recargas: automática tras el pago, 5–15 minutos en los juegos más populares, niveles de entrega por juego, seguimiento y garantía.",
    },
    title: "Información de entrega",
    intro:
      "Todo lo que vende GameZone se entrega de forma digital: la moneda directamente en tu cuenta de juego o un código de tarjeta de regalo por correo. No hay nada que enviar ni costos de envío.",
    howItWorks: {
      heading: "Cómo funciona la entrega",
      paragraphs: [
        "Tu pedido se procesa y se verifica automáticamente a los pocos segundos de confirmarse tu pago. La entrega también es automática: enviamos la recarga a la cuenta de jugador que comprobaste o emitimos el código de tu tarjeta de regalo.",
        "Cuando la entrega se completa, te enviamos una confirmación por correo. Los códigos de las tarjetas de regalo vienen en ese correo y en la página de tu pedido.",
      ],
    },
    deliveryTimes: {
      heading: "Tiempos de entrega",
      paragraphs: [
        "Los tiempos se cuentan desde que se confirma tu pago; la página «Métodos de pago» indica cuánto tarda en confirmarse cada método.",
      ],
      items: [
        "Juegos más populares: 5–15 minutos.",
        "Horas de mayor demanda, como las noches, los fines de semana y los grandes eventos del juego: 15–30 minutos.",
        "Juegos nuevos o menos comunes: 30–120 minutos.",
      ],
    },
    gameSpecific: {
      heading: "Entrega según el juego",
      intro:
        "Cada juego pertenece a uno de tres niveles de entrega, que se indica en su página. Estos son los juegos de cada nivel en este momento:",
      tiers: {
        instant: {
          name: "Instantánea",
          description: "Recargas directas a tu ID de jugador en los juegos de móvil más grandes.",
        },
        fast: {
          name: "Rápida",
          description: "Recargas que tardan un poco más en confirmarse con el editor del juego.",
        },
        standard: {
          name: "Estándar",
          description: "Tarjetas de regalo y códigos de saldo, entregados como código por correo.",
        },
      },
      noGames: "Ahora mismo no hay juegos en este nivel.",
      regionsHeading: "Entrega por región",
      regionsIntro: "La velocidad también depende de dónde esté registrada tu cuenta de juego:",
      regions: {
        asia_pacific: "Asia-Pacífico",
        north_america: "Norteamérica",
        europe: "Europa",
        other: "Otras regiones",
      },
      speeds: {
        fastest: "La más rápida",
        fast: "Rápida",
        standard: "Estándar",
        varies: "Puede variar",
      },
    },
    notes: {
      heading: "Notas importantes sobre la entrega",
      paragraphs: [],
      items: [
        "Revisa bien el nombre en el juego que te mostramos antes de pagar. Un ID de cuenta equivocado es la causa más común de que una recarga no llegue adonde esperabas.",
        "Los editores pausan las recargas durante el mantenimiento del juego. Un pedido realizado en ese momento espera a los servidores del juego, y la página del pedido lo indica; continúa solo en cuanto vuelven. Si el juego sigue caído después de {{maintenanceWait}}, el pedido se reembolsa por completo automáticamente.",
        "Si el pedido dice Completado pero no ves la moneda, cierra el juego por completo y vuelve a iniciar sesión: muchos juegos solo actualizan tu saldo al iniciar sesión de nuevo.",
        "Los códigos de tarjetas de regalo solo funcionan en la región para la que se emitieron, así que elige la región que corresponda a tu cuenta de la tienda.",
        "No hagas un segundo pedido para acelerar el primero: se cobrarían los dos.",
      ],
    },
    tracking: {
      heading: "Seguimiento de tu pedido",
      paragraphs: [
        "Después de pagar llegas a la página de tu pedido, que se actualiza sola. Puedes volver a abrirla cuando quieras desde tu cuenta. Cada pedido muestra una de estas etapas:",
      ],
      stages: {
        processing: {
          title: "Procesando",
          text: "Tu pago está confirmado y estamos preparando tu pedido.",
        },
        in_progress: {
          title: "En curso",
          text: "Estamos entregando tu moneda. Si el juego está en mantenimiento, la página de tu pedido indica que está esperando a los servidores del juego.",
        },
        completed: {
          title: "Completado",
          text: "Tu moneda se ha entregado o tu código se ha enviado.",
        },
        on_hold: {
          title: "En espera",
          text: "Detectamos un problema y nuestro equipo de soporte ya está avisado. No necesitas hacer nada para que empiece la revisión.",
        },
      },
    },
    issues: {
      heading: "Problemas con la entrega",
      paragraphs: [
        "Si tu pedido tarda más de lo indicado arriba, revisa primero la página de tu pedido: muestra exactamente en qué punto está. Si el juego está en mantenimiento, el pedido continúa en cuanto vuelva a estar disponible, o se reembolsa si no vuelve en {{maintenanceWait}}.",
        "Si algo sigue sin estar bien, escribe a {{email}} con tu número de pedido, el juego y el ID de jugador que introdujiste. Nuestro equipo de soporte está disponible 24/7.",
      ],
    },
    guarantee: {
      title: "Nuestra garantía de entrega",
      text: "Si una entrega falla y el problema no se puede resolver, te reembolsamos el monto total en tu método de pago original. Es automático: no necesitas pedirlo.",
    },
    contact: {
      heading: "¿Necesitas ayuda con una entrega?",
      text: "Nuestro equipo de soporte está disponible 24/7.",
      chatLabel: "Chat en vivo",
      emailLabel: "Soporte por correo",
    },
  },

  terms: {
    meta: {
      title: "Términos del servicio",
      description:
        "Los términos para usar GameZone y comprar recargas de juegos y tarjetas de regalo: cuentas, pedidos, precios, entrega, reembolsos y tus responsabilidades.",
    },
    title: "Términos del servicio",
    intro:
      "Estos términos se aplican cuando usas GameZone o nos compras. Léelos antes de hacer un pedido.",
    sections: {
      agreement: {
        heading: "1. Quiénes somos",
        paragraphs: [
          "GameZone es operada por GameZone Pte. Ltd., una sociedad privada de responsabilidad limitada constituida en Singapur («GameZone», «nosotros»). Al usar el sitio o realizar un pedido, aceptas estos términos.",
        ],
      },
      service: {
        heading: "2. Qué vendemos",
        paragraphs: [
          "Vendemos moneda de juego, pases y códigos de tarjetas de regalo como revendedor independiente. Los nombres y las marcas de los juegos pertenecen a sus propietarios; no estamos afiliados a los editores de los juegos ni contamos con su respaldo, salvo que lo indiquemos.",
          "La moneda de juego está sujeta a los términos propios del editor, que se aplican una vez que está en tu cuenta de juego.",
        ],
      },
      accounts: {
        heading: "3. Tu cuenta",
        paragraphs: [
          "Necesitas una cuenta de GameZone para comprar. Proporciónanos información exacta, no compartas tu contraseña con nadie y avísanos si crees que otra persona ha usado tu cuenta.",
          "Si no has alcanzado la mayoría de edad en el lugar donde vives, necesitas el permiso de tu madre, padre o tutor para comprar.",
          "Puedes eliminar tu cuenta en cualquier momento desde Configuración.",
        ],
      },
      orders: {
        heading: "4. Pedidos y cuentas de jugador",
        paragraphs: [
          "Eres responsable de introducir correctamente el ID de jugador, la zona o el servidor y la región de la tarjeta de regalo. Antes de que pagues, comprobamos el jugador con el juego y te mostramos el nombre en el juego; confirma que se trata de la cuenta correcta.",
          "Un pedido se acepta cuando se confirma tu pago. Podemos poner un pedido en espera para revisarlo, por ejemplo cuando una cuenta de jugador recibe un número inusual de recargas en poco tiempo, y podemos rechazar o reembolsar un pedido que consideremos fraudulento.",
        ],
      },
      prices: {
        heading: "5. Precios y pago",
        paragraphs: [
          "Los precios se fijan y se cobran en dólares estadounidenses. Los precios en otras monedas son conversiones aproximadas para tu comodidad. GameZone no cobra comisiones de pago; tu banco puede cobrar las suyas.",
          "Si un precio cambia después de que añadas un artículo al carrito, confirmas el nuevo precio al finalizar la compra, antes de pagar. Los pedidos que no se pagan en 30 minutos se cancelan.",
        ],
      },
      delivery: {
        heading: "6. Entrega",
        paragraphs: [
          "La entrega es digital y automática. Los tiempos que figuran en nuestra página Información de entrega son habituales, no garantizados: el mantenimiento de los juegos, las horas de mayor demanda y las revisiones pueden hacer que una entrega tarde más.",
        ],
      },
      refunds: {
        heading: "7. Reembolsos",
        paragraphs: [
          "Por lo general, la moneda y los códigos entregados no se pueden reembolsar. Si una entrega falla, te reembolsamos el monto total automáticamente. Nuestra política de Devoluciones y reembolsos explica los detalles y forma parte de estos términos.",
        ],
      },
      conduct: {
        heading: "8. Uso adecuado",
        paragraphs: [
          "No uses GameZone para cometer fraudes, con métodos de pago que no estás autorizado a usar ni para revender nuestros productos sin un acuerdo de socio. Sé respetuoso en el chat de la comunidad; los mensajes que incumplan sus normas se eliminan.",
          "Podemos suspender las cuentas que incumplan estos términos.",
        ],
      },
      liability: {
        heading: "9. Nuestra responsabilidad",
        paragraphs: [
          "Ponemos todo nuestro cuidado en entregar lo que pediste, pero no somos responsables de lo que los editores hagan en sus juegos, como cambios en los artículos, bloqueos de cuentas o el cierre de un juego. Nada de lo dispuesto en estos términos limita los derechos que te otorga la legislación de protección al consumidor que te sea aplicable.",
        ],
      },
      changes: {
        heading: "10. Cambios en estos términos",
        paragraphs: [
          "Podemos actualizar estos términos. La fecha que aparece en la parte superior de esta página indica la versión más reciente; los pedidos se rigen por los términos vigentes en el momento en que se realizaron.",
        ],
      },
      law: {
        heading: "11. Ley aplicable",
        paragraphs: ["Estos términos se rigen por las leyes de Singapur."],
      },
      contact: {
        heading: "12. Contacto",
        paragraphs: ["¿Tienes preguntas sobre estos términos? Escríbenos a {{email}}."],
      },
    },
  },

  privacy: {
    meta: {
      title: "Política de privacidad",
      description:
        "Qué datos guarda GameZone sobre ti, para qué, con quién los compartimos, qué queda en tu navegador y cómo eliminar tu cuenta y tus datos.",
    },
    title: "Política de privacidad",
    intro:
      "Recopilamos solo lo necesario para gestionar tu cuenta y entregar tus pedidos, y nunca vendemos tus datos.",
    sections: {
      controller: {
        heading: "Responsable del tratamiento",
        paragraphs: [
          "GameZone Pte. Ltd., Singapur, es responsable de tus datos personales en este sitio. Puedes contactarnos en {{email}}.",
        ],
      },
      collected: {
        heading: "Qué datos guardamos",
        paragraphs: [],
        items: [
          "Tu cuenta: nombre, dirección de correo electrónico, fecha de nacimiento, una contraseña protegida con un hash seguro (o, en su lugar, el vínculo con tu inicio de sesión de Google) y la fecha en que creaste la cuenta.",
          "Tus pedidos: los juegos y paquetes, los IDs de jugador y los nombres en el juego que introdujiste, los precios, el método de pago, el correo del recibo y el historial de entrega del pedido.",
          "Tu dirección de correo para el boletín, solo si te suscribes y lo confirmas.",
          "Los mensajes que envías en el chat de la comunidad, incluidos los archivos que adjuntas.",
          "Registros de seguridad, como inicios de sesión y cambios en la cuenta, para proteger tu cuenta.",
        ],
      },
      browser: {
        heading: "Qué queda en tu navegador",
        paragraphs: [
          "Usamos el almacenamiento de tu navegador solo para que el sitio funcione, no con fines publicitarios:",
        ],
        items: [
          "Inicio de sesión: un token de sesión de corta duración y tu nombre y rol en el almacenamiento local, y una cookie segura que mantiene tu sesión iniciada.",
          "Compras: el artículo que ibas a comprar mientras inicias sesión, guardado solo para esa pestaña del navegador. Tu carrito en sí se guarda con tu cuenta.",
          "Preferencias: tu idioma, en el almacenamiento local y en una cookie para que las páginas se carguen en tu idioma, y tu moneda de visualización si lo permites.",
          "Tu elección sobre el almacenamiento: en tu primera visita, una barra te pregunta si también podemos recordar tu moneda de visualización entre visitas. Guardamos tu respuesta, y puedes leer esta política desde la barra.",
          "No usamos cookies publicitarias ni de seguimiento.",
        ],
      },
      use: {
        heading: "Cómo los usamos",
        paragraphs: [],
        items: [
          "Para crear tu cuenta, iniciar tu sesión y mantenerla segura.",
          "Para comprobar cuentas de jugador, procesar pagos, entregar tus pedidos y enviarte recibos y correos de entrega.",
          "Para responderte cuando escribes a soporte.",
          "Para prevenir el fraude, por ejemplo revisando pedidos inusuales.",
          "Para enviarte el boletín, solo si lo pediste; cada boletín incluye un enlace para darte de baja.",
        ],
      },
      sharing: {
        heading: "Con quién los compartimos",
        paragraphs: [
          "Compartimos solo lo que cada socio necesita para hacer su trabajo, y nunca vendemos tus datos:",
        ],
        items: [
          "Nuestro proveedor de pagos recibe el monto, la referencia del pedido, los artículos y tu correo para el recibo. Introduces tus datos de pago en su página, no en la nuestra.",
          "Nuestros proveedores de recargas reciben el juego, el ID de jugador y el paquete que hay que entregar, nunca tu nombre, tu correo ni tus datos de pago.",
          "Nuestro servicio de correo electrónico entrega los mensajes que te enviamos.",
          "Las autoridades, cuando la ley lo exige.",
        ],
      },
      retention: {
        heading: "Cuánto tiempo los conservamos",
        paragraphs: [
          "Conservamos tu cuenta hasta que la eliminas. Los pedidos se conservan por motivos contables; cuando eliminas tu cuenta, borramos de ellos los datos que te identifican.",
        ],
      },
      rights: {
        heading: "Tus opciones y derechos",
        paragraphs: [
          "Puedes ver y editar tu perfil en Configuración, y eliminar tu cuenta allí en cualquier momento (Zona de peligro). Para solicitar una copia de tus datos o cualquier otra cosa relacionada con ellos, escribe a {{email}}.",
        ],
      },
      security: {
        heading: "Seguridad",
        paragraphs: [
          "Las contraseñas se guardan solo como hashes robustos, las conexiones están cifradas y los datos de pago nunca llegan a nuestros servidores. Las sesiones se pueden cerrar, y un token de sesión robado caduca en cuestión de minutos.",
        ],
      },
      children: {
        heading: "Menores de edad",
        paragraphs: [
          "GameZone no está pensado para que lo usen menores sin la participación de su madre, padre o tutor. Si crees que un menor nos ha proporcionado datos personales sin permiso, contáctanos y los eliminaremos.",
        ],
      },
      changes: {
        heading: "Cambios en esta política",
        paragraphs: [
          "Cuando cambiemos esta política, actualizaremos la fecha que aparece en la parte superior de esta página.",
        ],
      },
      contact: {
        heading: "Contacto",
        paragraphs: ["Preguntas o solicitudes sobre privacidad: {{email}}."],
      },
    },
  },

  returns: {
    meta: {
      title: "Devoluciones y reembolsos",
      description:
        "Reembolsos en GameZone: la moneda entregada no suele reembolsarse, las entregas fallidas se reembolsan completas y automáticamente, y cómo reportar un problema.",
    },
    title: "Devoluciones y reembolsos",
    intro:
      "La moneda digital no se puede devolver una vez que está en tu juego, así que nuestra política se centra en que tu entrega salga bien y en reembolsarte rápido cuando no lo logramos.",
    sections: {
      summary: {
        heading: "En resumen",
        paragraphs: [],
        items: [
          "Una vez entregada la moneda o el código, por lo general no es posible hacer reembolsos.",
          "Si una entrega falla, recibes un reembolso completo automáticamente.",
          "Si algo salió mal con un pedido entregado, contáctanos en un plazo de 7 días y lo revisaremos.",
        ],
      },
      automatic: {
        heading: "Reembolsos automáticos por entregas fallidas",
        paragraphs: [
          "Si el juego rechaza una recarga o no podemos completar una entrega, te reembolsamos automáticamente el monto total en tu método de pago original, y el pedido aparece como Reembolsado. No necesitas pedirlo.",
          "Los pedidos no pagados se cancelan a los 30 minutos y no se cobra nada.",
        ],
      },
      eligible: {
        heading: "Cuándo podemos ayudarte después de la entrega",
        paragraphs: ["Contáctanos y lo investigaremos si:"],
        items: [
          "tu pedido dice Completado pero no llegó nada, incluso después de cerrar el juego y volver a iniciar sesión;",
          "recibiste menos de lo que pagaste;",
          "se te cobró dos veces el mismo pedido;",
          "un código de tarjeta de regalo no funciona la primera vez que lo canjeas.",
        ],
      },
      notEligible: {
        heading: "Cuándo no podemos hacer un reembolso",
        paragraphs: [],
        items: [
          "La moneda entregada a la cuenta de jugador que comprobaste y confirmaste, incluido un ID equivocado que pertenece a otra cuenta existente.",
          "Los códigos de tarjetas de regalo que ya se canjearon o que se emitieron para la región que elegiste.",
          "Cambiar de opinión después de la entrega, o los cambios que el editor haga en el juego, como un bloqueo de cuenta o el cierre del juego.",
        ],
      },
      howTo: {
        heading: "Cómo reportar un problema",
        paragraphs: ["Escribe a {{email}} en un plazo de 7 días desde tu pedido e incluye:"],
        items: [
          "tu número de pedido;",
          "el juego y el ID de jugador que introdujiste;",
          "lo que ves, idealmente con una captura de pantalla de la página del pedido y de tu saldo en el juego.",
        ],
      },
      timing: {
        heading: "Cuándo llega el dinero",
        paragraphs: [
          "Los reembolsos se devuelven al método de pago que usaste. Los enviamos de inmediato; cuánto tarda el dinero en aparecer depende de tu banco o billetera electrónica.",
        ],
      },
      contact: {
        heading: "Contacto",
        paragraphs: ["Nuestro equipo de soporte está disponible 24/7 en {{email}}."],
      },
    },
  },

  partner: {
    meta: {
      title: "Hazte socio",
      description:
        "Colabora con GameZone: revendedores, creadores de contenido y editores de juegos. Cuéntanos sobre ti y nuestro equipo de alianzas te responderá.",
    },
    title: "Hazte socio",
    intro:
      "Trabajamos con personas y empresas que ayudan a los jugadores a recargar de forma segura. Si ese es tu caso, nos encantaría saber de ti.",
    kindsHeading: "Con quién colaboramos",
    kinds: {
      reseller: {
        title: "Revendedores",
        text: "Tiendas y servicios de recarga que buscan un suministro fiable para los juegos que ofrecemos.",
      },
      creator: {
        title: "Creadores de contenido",
        text: "Streamers, creadores de video y líderes de comunidad que quieren recomendar una tienda de recargas en la que su público pueda confiar.",
      },
      publisher: {
        title: "Editores de juegos",
        text: "Estudios y editores que quieren que la moneda de su juego se venda de forma oficial, con cuentas de jugador verificadas y soporte en diez idiomas.",
      },
    },
    offerHeading: "Qué puedes esperar",
    offer: [
      "Una persona de nuestro equipo de alianzas lee cada solicitud y responde por correo.",
      "Una conversación franca sobre lo que funciona para ambas partes, sin ningún compromiso por tu parte.",
      "El mismo cuidado con tus jugadores que el que damos a nuestros propios clientes.",
    ],
    formHeading: "Cuéntanos sobre ti",
    formFallback: "Escríbenos a {{email}} con tu nombre, tu empresa y lo que tienes en mente.",
  },
};
