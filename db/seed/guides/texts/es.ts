import type { GuideTexts } from "#db/seed/guides/guide-list.ts";

/** Spanish guides, translated from the English source. */
export const guideTextsEs: GuideTexts = {
  "how-to-find-your-pubg-mobile-player-id": {
    title: "Cómo encontrar tu ID de jugador de PUBG Mobile",
    html:
      "<p>Tu ID de jugador de PUBG Mobile, que el juego llama ID de personaje, es el número que necesitamos para entregarte UC, y puedes copiarlo desde tu perfil en menos de un minuto. " +
      "Esta guía te muestra dónde está, en qué se diferencia de tu apodo y qué confusiones de cuenta hacen que los UC acaben en el lugar equivocado.</p>" +
      "<h2>Dónde encontrar tu ID de personaje</h2>" +
      "<ol>" +
      "<li>Abre PUBG Mobile y espera a que cargue el lobby. Asegúrate de haber iniciado sesión en la cuenta con la que realmente juegas.</li>" +
      "<li>Toca tu avatar en la esquina superior izquierda del lobby para abrir tu perfil.</li>" +
      "<li>Mira junto a tu apodo: el número marcado como <strong>ID</strong> es tu ID de personaje. La mayoría de los ID tienen unos diez dígitos.</li>" +
      "<li>Toca el pequeño icono de copiar que hay al lado del número. El ID ya está en tu portapapeles.</li>" +
      '<li>En GameZone, abre <a href="/games/pubg-mobile">PUBG Mobile</a>, pega el número en el campo <strong>ID de jugador</strong> y toca <strong>Comprobar jugador</strong>.</li>' +
      "</ol>" +
      "<p>Copiar es más seguro que escribir. Un solo dígito cambiado puede apuntar a otra cuenta que sí existe, y los números largos se leen mal con facilidad en una pantalla pequeña.</p>" +
      "<h2>ID de jugador frente a apodo</h2>" +
      "<p>Tu apodo es el nombre que ven los demás jugadores en las partidas. No es único y se puede cambiar con una Tarjeta de cambio de nombre, así que no sirve para entregar UC. " +
      "Tu ID de personaje es permanente: se crea junto con la cuenta y no cambia aunque te cambies el nombre, de clan o de teléfono. Danos siempre el número, nunca el nombre.</p>" +
      "<p>Cuando tocas <strong>Comprobar jugador</strong>, GameZone consulta el ID con el juego y te muestra el apodo que le corresponde. " +
      "Si ese apodo es el tuyo, ya puedes elegir un paquete de UC. Si es el de otra persona, o la comprobación no encuentra al jugador, detente y vuelve a comparar el ID con tu perfil antes de pagar.</p>" +
      "<h2>Errores frecuentes</h2>" +
      "<h3>Más de una cuenta</h3>" +
      "<p>PUBG Mobile te permite iniciar sesión con varios proveedores, como Facebook, Google Play, Game Center, X y Apple. Un método de inicio de sesión que no está vinculado a tu cuenta principal abre una cuenta distinta, con su propio ID de personaje. " +
      "Si juegas en un segundo dispositivo, o alguna vez creaste una cuenta nueva para probar algo, comprueba en qué cuenta estás antes de copiar el ID. " +
      "Si vinculas todos tus métodos de inicio de sesión a tu cuenta principal desde los ajustes del juego, la confusión desaparece para siempre.</p>" +
      "<h3>Ediciones regionales del juego</h3>" +
      "<p>GameZone entrega en la edición global de PUBG Mobile. Las ediciones regionales, como Battlegrounds Mobile India (BGMI), PUBG Mobile KR y la edición vietnamita, funcionan con sistemas de cuentas separados: sus ID no pasan nuestra comprobación de jugador y no pueden recibir UC de nuestra parte. " +
      "Si la comprobación falla con un ID que copiaste correctamente, esto es lo primero que debes revisar.</p>" +
      "<h3>Cuentas de invitado</h3>" +
      "<p>Una cuenta de invitado solo se guarda en tu dispositivo. Los UC que recibe están a salvo mientras el juego siga instalado, pero desaparecen junto con la cuenta si restableces o pierdes el teléfono, o si se borran los datos del juego. " +
      "Vincula la cuenta a un proveedor de inicio de sesión antes de recargar; tu ID de personaje no cambia al hacerlo.</p>" +
      "<h2>Lista de comprobación antes de pagar</h2>" +
      "<ul>" +
      "<li>Copiaste el ID del perfil de la cuenta con la que juegas.</li>" +
      "<li>El apodo que muestra la comprobación de jugador es el tuyo.</li>" +
      "<li>Juegas la edición global de PUBG Mobile.</li>" +
      "<li>Tu cuenta está vinculada a un proveedor de inicio de sesión; no es una cuenta de invitado.</li>" +
      "</ul>" +
      "<p>Una vez confirmado el pago, los UC de PUBG Mobile suelen llegar en 5–10 minutos, y la página de tu pedido muestra cada paso en el momento en que ocurre. " +
      'Si los UC no llegan en ese plazo, lee <a href="/guides/what-to-do-when-your-top-up-is-late">Qué hacer si tu recarga se retrasa</a> o escribe a support@gamezone.example con tu número de pedido.</p>',
  },

  "how-to-find-your-mobile-legends-user-id-and-zone-id": {
    title: "Cómo encontrar tu ID de usuario y tu ID de zona en Mobile Legends",
    html:
      "<p>Para recargar Mobile Legends: Bang Bang necesitas dos números, tu ID de usuario y tu ID de zona, y los dos aparecen juntos en tu perfil del juego. " +
      "Te explicamos cómo leerlos correctamente, incluida la parte en la que más gente se equivoca: el número entre paréntesis.</p>" +
      "<h2>Encuentra los dos números en cuatro pasos</h2>" +
      "<ol>" +
      "<li>Abre Mobile Legends: Bang Bang e inicia sesión en la cuenta que quieres recargar.</li>" +
      "<li>En la pantalla principal, toca tu avatar en la esquina superior izquierda para abrir tu perfil.</li>" +
      "<li>Debajo de tu apodo verás una línea como <strong>ID: 123456789 (2001)</strong>.</li>" +
      "<li>Anota los dos números. Si tu versión muestra un icono de copiar, úsalo; si no, haz una captura de pantalla para comparar los dígitos con calma.</li>" +
      "</ol>" +
      "<h2>Qué número va en cada campo</h2>" +
      "<ul>" +
      "<li>El <strong>ID de usuario</strong> es el número largo que va antes del paréntesis, <em>123456789</em> en el ejemplo. Identifica tu cuenta.</li>" +
      "<li>El <strong>ID de zona</strong> es el número corto que va dentro del paréntesis, <em>2001</em> en el ejemplo. Identifica el servidor en el que está tu cuenta.</li>" +
      "</ul>" +
      '<p>En la <a href="/games/mobile-legends-bang-bang">página de Mobile Legends</a>, escribe el ID de usuario en el primer campo y el ID de zona en el segundo. ' +
      "Ingresa solo dígitos: sin paréntesis, sin espacios y sin la palabra «ID». Luego toca <strong>Comprobar jugador</strong>. " +
      "GameZone le pregunta al juego a quién pertenece esa combinación y te muestra el apodo del juego; solo puedes continuar cuando se encuentra un jugador.</p>" +
      "<h2>Por qué importa el ID de zona</h2>" +
      "<p>El juego encuentra tu cuenta con los dos números juntos, y los Diamantes se acreditan en una cuenta de un servidor concreto. " +
      "Con un ID de zona equivocado, la comprobación normalmente no encuentra a nadie; con un error de tipeo desafortunado, podría encontrar a otro jugador. " +
      "Por eso te mostramos el apodo antes de pagar: léelo y continúa solo si es el tuyo.</p>" +
      "<h2>Errores frecuentes</h2>" +
      "<ul>" +
      "<li><strong>Intercambiar los campos.</strong> Poner el número de zona en el campo del ID de usuario, o pegar todo «123456789 (2001)» en una sola casilla.</li>" +
      "<li><strong>Usar tu apodo.</strong> Los apodos se pueden cambiar y no son únicos; solo los números identifican tu cuenta.</li>" +
      "<li><strong>Mirar la cuenta equivocada.</strong> Si tienes cuentas vinculadas a distintos inicios de sesión de Moonton, Google, Facebook u otros, los números que ves en pantalla son los de la cuenta que tiene la sesión iniciada en ese momento. Abre el perfil desde la cuenta con la que realmente juegas.</li>" +
      "<li><strong>Escribir de memoria.</strong> Es fácil equivocarse un poco con un número de nueve dígitos. Compáralo con el perfil cada vez, o guárdalo en una nota en tu teléfono.</li>" +
      "</ul>" +
      "<h2>Vincula la cuenta antes de recargar</h2>" +
      "<p>Si todavía juegas con una cuenta que no está vinculada a ningún inicio de sesión, vincúlala primero desde la sección de cuenta de los ajustes del juego, a una cuenta de Moonton o a otro proveedor de inicio de sesión. " +
      "Una cuenta sin vincular solo existe en tu dispositivo, y los Diamantes que tenga se pierden con ella si restableces o cambias el teléfono. Vincularla no cambia tu ID de usuario ni tu ID de zona.</p>" +
      "<h2>Después de pagar</h2>" +
      "<p>Mobile Legends es uno de nuestros juegos con entrega Instantánea: los Diamantes suelen llegar en 5–10 minutos desde que se confirma el pago. " +
      'La página del pedido muestra el progreso en vivo, de Procesando a Completado, y todos los pedidos aparecen con su estado en <a href="/account">tu cuenta</a>. ' +
      "También te enviamos un correo con el recibo cuando pagas y otro de entrega cuando los Diamantes ya están en tu cuenta.</p>" +
      '<p>Algunas cantidades de Diamantes incluyen un bono de primera recarga que decide el propio juego. Para saber cómo funcionan los bonos, los pases y los precios «antes», lee <a href="/guides/getting-the-most-from-your-top-up-bonuses-passes-and-budgets">Saca el máximo partido a tu recarga</a>. ' +
      "Si algo no te cuadra en un pedido, escribe a support@gamezone.example con el número de pedido.</p>",
  },

  "how-to-find-your-genshin-impact-uid-and-server": {
    title: "Cómo encontrar tu UID y tu servidor de Genshin Impact",
    html:
      "<p>Para recargar Genshin Impact necesitas dos datos, tu UID y el servidor en el que juega tu cuenta, y encontrar ambos lleva solo unos segundos. " +
      "Si los indicas bien, tus Cristales Génesis llegarán al Viajero correcto. Esta guía también explica la relación entre los Cristales y las Protogemas y cómo funciona el bono de primera recarga.</p>" +
      "<h2>Dónde encontrar tu UID</h2>" +
      "<h3>En pantalla mientras juegas</h3>" +
      "<p>En el mundo abierto, mira la esquina inferior derecha de la pantalla. El pequeño número marcado como <strong>UID</strong> es el tuyo. Se ve durante el juego normal, así que puedes leerlo sin abrir ningún menú.</p>" +
      "<h3>En el menú de Paimon</h3>" +
      "<ol>" +
      "<li>Toca el icono de Paimon en la esquina superior izquierda (en PC pulsa Esc; con mando, pulsa el botón de menú).</li>" +
      "<li>Aparece tu perfil con tu tarjeta de presentación, tu Rango de Aventura y tu UID.</li>" +
      "<li>Anota el UID o haz una captura de pantalla. En la mayoría de las cuentas tiene nueve dígitos, y diez en algunas más nuevas.</li>" +
      "</ol>" +
      "<h2>En qué servidor estás</h2>" +
      "<p>Nuestro formulario ofrece los cuatro servidores globales: <strong>América</strong>, <strong>Europa</strong>, <strong>Asia</strong> y <strong>TW/HK/MO</strong>. " +
      "Tu servidor es el que aparece seleccionado en la pantalla de inicio del juego cuando entras. Cada servidor es una cuenta totalmente independiente, con su propio UID, su progreso y sus Cristales, así que si has jugado en más de uno, elige el servidor del UID que quieres recargar.</p>" +
      "<p>Una pista rápida: en un UID de nueve dígitos, el primer dígito suele indicar el servidor: 6 para América, 7 para Europa, 8 para Asia y 9 para TW/HK/MO. " +
      "Los UID de diez dígitos no siguen este patrón, así que, ante la duda, fíate del nombre del servidor en tu pantalla de inicio. Las cuentas de los servidores de China continental son independientes y no se pueden recargar a través de GameZone.</p>" +
      "<h2>Ingresa y comprueba tus datos</h2>" +
      "<ol>" +
      '<li>Abre <a href="/games/genshin-impact">Genshin Impact</a> en GameZone.</li>' +
      "<li>Escribe tu UID y elige tu servidor en la lista.</li>" +
      "<li>Toca <strong>Comprobar jugador</strong>. Consultamos la cuenta con el juego y te mostramos su apodo.</li>" +
      "<li>Continúa solo si el apodo es el tuyo. Si no se encuentra ningún jugador, revisa primero el servidor: un UID correcto con el servidor equivocado es el motivo más habitual.</li>" +
      "</ol>" +
      "<h2>Cristales Génesis frente a Protogemas</h2>" +
      "<p>GameZone entrega <strong>Cristales Génesis</strong>, la moneda premium de Genshin. No son Protogemas, pero se convierten en ellas:</p>" +
      "<ul>" +
      "<li>En la Tienda del juego puedes cambiar Cristales Génesis por Protogemas uno a uno. Cada 160 Protogemas compras un Destino entrelazado o un Destino conocido para tus Gachapones.</li>" +
      "<li>Los Cristales Génesis también se pueden gastar directamente en atuendos de personajes, sin convertirlos antes.</li>" +
      "<li>Las Protogemas no se pueden volver a convertir en Cristales Génesis, así que convierte solo lo que pienses gastar en Gachapones.</li>" +
      "</ul>" +
      "<h2>El bono doble de primera recarga</h2>" +
      "<p>En la tienda propia del juego, cada nivel de Cristales Génesis da el doble de Cristales la primera vez que lo compras. " +
      "HoYoverse restablece estos bonos de vez en cuando, a menudo en torno a un aniversario, así que los niveles que compraste hace tiempo pueden volver a tener el bono. La página de recarga de Cristales de la Tienda del juego muestra qué niveles tienen el bono en este momento.</p>" +
      "<p>Los paquetes de GameZone entregan la cantidad que figura en el nombre del paquete, por ejemplo <em>980 + 110 Cristales Génesis</em>. " +
      "Que el juego sume además su doble de primera compra depende de las reglas de HoYoverse para ese nivel y de tu historial de compras, así que tómalo como un posible extra y no como parte de lo que estás pagando.</p>" +
      "<h2>Entrega y mantenimiento</h2>" +
      "<p>Genshin Impact está en nuestro nivel de entrega Rápida: los Cristales suelen llegar en 10–30 minutos desde el pago. " +
      "Durante el mantenimiento del juego, normalmente cuando sale una nueva versión, las recargas no se pueden acreditar hasta que vuelven los servidores, así que un pedido que tarda el día de una actualización no suele ser motivo de preocupación. " +
      'Puedes seguir cada pedido en vivo en <a href="/account">tu cuenta</a>, y <a href="/guides/what-to-do-when-your-top-up-is-late">esta guía sobre recargas retrasadas</a> explica qué hacer si alguno tarda más de lo previsto.</p>',
  },

  "how-to-find-your-free-fire-player-id-and-protect-a-guest-account": {
    title: "Cómo encontrar tu ID de jugador de Free Fire (y proteger una cuenta de invitado)",
    html:
      "<p>Tu ID de jugador de Free Fire es el número que aparece debajo de tu apodo en tu perfil, y es todo lo que GameZone necesita para entregarte Diamantes. " +
      "Antes de recargar, asegúrate también de que la cuenta esté vinculada a un inicio de sesión: los Diamantes de una cuenta de invitado sin vincular se pueden perder para siempre.</p>" +
      "<h2>Encuentra tu ID de jugador</h2>" +
      "<ol>" +
      "<li>Abre Free Fire o Free Fire MAX y espera a que cargue el lobby.</li>" +
      "<li>Toca tu banner de perfil o tu avatar en la esquina superior izquierda.</li>" +
      "<li>Tu ID de jugador es el número que aparece debajo de tu apodo, a menudo marcado como <strong>ID</strong> o <strong>UID</strong>.</li>" +
      "<li>Toca el icono de copiar que hay junto al número.</li>" +
      '<li>En GameZone, abre <a href="/games/free-fire">Free Fire</a>, pega el número en <strong>ID de jugador</strong> y toca <strong>Comprobar jugador</strong>.</li>' +
      "</ol>" +
      "<p>La comprobación muestra el apodo del juego que corresponde a ese ID. Continúa solo si es el tuyo; si no lo es, o no se encuentra ningún jugador, vuelve a comparar el número con tu perfil.</p>" +
      "<p>Free Fire y Free Fire MAX usan las mismas cuentas, así que tu ID de jugador y los Diamantes que compres sirven en ambas versiones.</p>" +
      "<h2>Por qué te pedimos el ID y no tu apodo</h2>" +
      "<p>Los apodos se pueden cambiar, suelen llevar símbolos especiales y no está garantizado que sean únicos. El ID de jugador se crea con tu cuenta y nunca cambia; por eso los juegos entregan la moneda al ID. " +
      "Ingresa solo dígitos, sin espacios ni la etiqueta «ID».</p>" +
      "<h2>Cuentas de invitado: vincula antes de comprar</h2>" +
      "<p>Si empezaste a jugar sin iniciar sesión, estás en una cuenta de invitado. Solo existe en el dispositivo en el que juegas. " +
      "Desinstalar el juego, borrar sus datos, restablecer o perder el teléfono puede eliminarla para siempre, y los Diamantes y objetos que tenga se van con ella. " +
      "Las cuentas de invitado sin vincular son muy difíciles de recuperar, y GameZone no puede mover los Diamantes una vez entregados.</p>" +
      "<p>Vincularla lleva un minuto:</p>" +
      "<ol>" +
      "<li>En el lobby, abre <strong>Configuración</strong> (el icono del engranaje).</li>" +
      "<li>Busca la sección de cuenta y elige vincular tu cuenta.</li>" +
      "<li>Elige un proveedor de inicio de sesión. Según tu dispositivo y tu región, las opciones incluyen Google, Facebook, Apple, X, VK y Huawei.</li>" +
      "<li>Inicia sesión en el proveedor y confirma. Tu ID de jugador, tu progreso y tus Diamantes siguen exactamente igual.</li>" +
      "</ol>" +
      "<p>Después de vincularla, puedes iniciar sesión en cualquier dispositivo con el mismo proveedor y encontrarás la misma cuenta.</p>" +
      "<h2>Cuentas vinculadas y cambio de cuenta</h2>" +
      "<p>Cada cuenta de Free Fire tiene su propio ID de jugador. Si tienes una cuenta en el teléfono y otra en una tablet, o usas inicios de sesión distintos para cada una, copia el ID de la cuenta que quieres recargar.</p>" +
      "<p>Cuidado con esta trampa: iniciar sesión con un proveedor que no está vinculado a ninguna cuenta crea una cuenta totalmente nueva con un ID nuevo. " +
      "Si de repente tu ID se ve distinto, o faltan tu nivel y tus objetos, probablemente estás en esa cuenta nueva. Cierra sesión y entra con el proveedor al que está vinculada tu cuenta principal antes de copiar el ID.</p>" +
      "<h2>Lista de comprobación antes de pagar</h2>" +
      "<ul>" +
      "<li>La cuenta está vinculada a un inicio de sesión; no es una cuenta de invitado.</li>" +
      "<li>Copiaste el ID de jugador de la cuenta con la que juegas.</li>" +
      "<li>El apodo que muestra la comprobación de jugador es el tuyo.</li>" +
      "</ul>" +
      "<h2>Después de pagar</h2>" +
      "<p>Free Fire está en nuestro nivel de entrega Instantánea: los Diamantes suelen llegar en 5–10 minutos desde que se confirma el pago. " +
      'Sigue tu pedido en vivo desde <a href="/account">tu cuenta</a>, donde cada compra aparece con su estado. ' +
      'Si los Diamantes no aparecen después de reiniciar el juego, consulta <a href="/guides/what-to-do-when-your-top-up-is-late">Qué hacer si tu recarga se retrasa</a> o escribe a support@gamezone.example con tu número de pedido.</p>',
  },

  "player-ids-for-call-of-duty-mobile-honkai-star-rail-roblox-and-riot-games": {
    title: "ID de jugador en Call of Duty: Mobile, Honkai: Star Rail, Roblox y los juegos de Riot",
    html:
      "<p>Cada juego identifica las cuentas a su manera: Call of Duty: Mobile usa un Open ID largo, Honkai: Star Rail un UID más el servidor, Roblox tu nombre de usuario y los juegos de Riot tu Riot ID. " +
      "Aquí te contamos dónde encontrar cada uno y qué escribir en el formulario de GameZone.</p>" +
      "<p>Sea cual sea el juego, el último paso es el mismo: toca <strong>Comprobar jugador</strong> y continúa solo si el apodo que mostramos es el tuyo.</p>" +
      "<h2>Call of Duty: Mobile: Open ID</h2>" +
      "<ol>" +
      "<li>En el lobby, toca tu avatar en la esquina superior izquierda para abrir tu perfil.</li>" +
      "<li>Busca el número largo que está junto al icono de copiar, marcado como <strong>UID</strong> en el juego. Las tiendas de recargas, incluida GameZone, lo llaman <strong>Open ID</strong>.</li>" +
      '<li>Toca el icono de copiar y pega el número en el campo <strong>Open ID</strong> de la <a href="/games/call-of-duty-mobile">página de Call of Duty: Mobile</a>.</li>' +
      "</ol>" +
      "<p>El Open ID es un número largo, a menudo de 19 dígitos, así que cópialo en lugar de escribirlo. Si juegas como invitado, vincula primero la cuenta: toca el icono del engranaje, luego el icono + amarillo de la parte superior de Configuración, y elige una cuenta para vincular. El progreso como invitado solo se guarda en tu dispositivo.</p>" +
      "<h2>Honkai: Star Rail: UID y servidor</h2>" +
      "<ol>" +
      "<li>Abre el menú del teléfono: toca el icono del teléfono en móvil, o pulsa Esc en PC.</li>" +
      "<li>Tu perfil, en la parte superior, muestra tu apodo, tu nivel de Trazacaminos y tu <strong>UID</strong>.</li>" +
      '<li>En la <a href="/games/honkai-star-rail">página de Honkai: Star Rail</a>, ingresa el UID y elige tu servidor: América, Europa, Asia o TW/HK/MO. Es el servidor seleccionado en la pantalla de inicio cuando entras.</li>' +
      "</ol>" +
      "<p>En un UID de nueve dígitos, el primer dígito es una pista útil: 6 para América, 7 para Europa, 8 para Asia, 9 para TW/HK/MO. " +
      "Entregamos Fragmentos Oníricos, que puedes cambiar uno a uno por Jade Estelar en la tienda del juego o gastar directamente en atuendos.</p>" +
      "<h2>Roblox: nombre de usuario, no nombre para mostrar</h2>" +
      "<p>Las cuentas de Roblox tienen dos nombres. El <strong>nombre para mostrar</strong> es el nombre grande de tu perfil y de las experiencias; no es único. " +
      "El <strong>nombre de usuario</strong> es único y es el que necesitamos.</p>" +
      "<ol>" +
      "<li>Abre tu perfil en la app de Roblox o en la web. Tu nombre de usuario es el que aparece después de la @ debajo de tu nombre para mostrar.</li>" +
      "<li>O abre <strong>Configuración</strong>, luego <strong>Información de la cuenta</strong>, y lee la línea <strong>Nombre de usuario</strong>.</li>" +
      '<li>Escríbelo en el campo <strong>Nombre de usuario de Roblox</strong> de la <a href="/games/roblox">página de Roblox</a>, sin la @.</li>' +
      "</ol>" +
      "<p>Los nombres de usuario tienen entre 3 y 20 caracteres: letras, números y guiones bajos. Si cambiaste tu nombre de usuario hace poco, usa el nuevo.</p>" +
      "<h2>VALORANT, League of Legends y Teamfight Tactics: Riot ID</h2>" +
      "<p>Un Riot ID tiene dos partes: tu nombre de juego y una etiqueta después del signo #, por ejemplo <em>Phoenix#NA1</em>. Ingresa las dos partes, incluido el #.</p>" +
      "<ul>" +
      "<li>En el cliente de Riot o en cualquier juego de Riot, abre tu perfil o el panel social: tu Riot ID aparece con su etiqueta.</li>" +
      "<li>También puedes verlo en la sección Riot ID de la configuración de tu cuenta de Riot.</li>" +
      "<li>Si cambiaste tu Riot ID hace poco, usa el actual; el nombre anterior ya no lleva a tu cuenta.</li>" +
      "</ul>" +
      "<p>Los juegos de Riot también te piden dónde juega tu cuenta:</p>" +
      "<ul>" +
      "<li><strong>VALORANT</strong> te pide la <strong>región de la cuenta</strong>: Norteamérica, Europa, Asia-Pacífico, Corea, Latinoamérica o Brasil. Los VALORANT Points solo funcionan en la región a la que pertenece tu cuenta.</li>" +
      "<li><strong>League of Legends</strong> y <strong>Teamfight Tactics</strong> te piden el <strong>servidor</strong>, como Europa Oeste o Norteamérica. Los Riot Points pertenecen a tu cuenta en ese servidor y se pueden gastar en ambos juegos.</li>" +
      "</ul>" +
      '<p>Empieza desde la página de <a href="/games/valorant">VALORANT</a>, <a href="/games/league-of-legends">League of Legends</a> o <a href="/games/teamfight-tactics">Teamfight Tactics</a>.</p>' +
      "<h2>¿Sigues sin encontrarlo?</h2>" +
      "<p>Cada página de juego de GameZone indica exactamente qué campos necesita, con un ejemplo en cada casilla. " +
      "Si la comprobación no encuentra una cuenta que estás seguro de que es correcta, no adivines: escribe a support@gamezone.example con el juego y los datos que ingresaste, y te ayudaremos a encontrar el ID correcto antes de que pagues.</p>",
  },

  "safe-top-up-practices-how-to-protect-your-game-account": {
    title: "Recargas seguras: cómo proteger tu cuenta de juego",
    html:
      "<p>Una recarga segura solo necesita tu ID de jugador, nunca tu contraseña, tus códigos de inicio de sesión ni acceso a tu cuenta. " +
      "Estos hábitos mantienen protegidos tu cuenta, tu dinero y tus compras, ya sea que compres en GameZone o en cualquier otro sitio.</p>" +
      "<h2>1. Nunca compartas tu contraseña ni tus códigos de inicio de sesión</h2>" +
      "<p>GameZone entrega usando el identificador público de tu cuenta: un ID de jugador, un UID, un nombre de usuario o un Riot ID. Es todo lo que necesitamos. " +
      "Nunca te pediremos la contraseña del juego, códigos de verificación, códigos de verificación en dos pasos ni correos de recuperación: ni al pagar, ni por correo electrónico, ni en el chat. " +
      "Lo mismo vale para los códigos de inicio de sesión que te enviamos por correo para tu cuenta de GameZone: son solo para ti.</p>" +
      "<p>Quien te los pida, aunque diga ser de GameZone o de una editora de juegos, está intentando quedarse con tu cuenta.</p>" +
      "<h2>2. Compra donde se comprueba al jugador antes de pagar</h2>" +
      "<p>En GameZone ingresas los datos del jugador y tocas <strong>Comprobar jugador</strong>. Consultamos la cuenta con el juego y te mostramos su apodo, y no puedes pagar hasta que se encuentre un jugador. " +
      "Si el servicio de comprobación de un juego no funciona, las compras para ese juego se pausan hasta que vuelva. Preferimos que esperes unos minutos a que pagues por una cuenta que nadie ha confirmado.</p>" +
      "<p>Las tiendas que se saltan este paso te dejan descubrir un error de tipeo cuando tu dinero ya se fue. Uses la tienda que uses, lee el apodo antes de pagar.</p>" +
      "<h2>3. Desconfía de los precios demasiado buenos</h2>" +
      "<p>Los descuentos pequeños son normales: en GameZone, un precio «antes» tachado indica una rebaja real. Las ofertas a mitad de precio o menos son otra historia. " +
      "A menudo se financian con tarjetas robadas o abusando de los reembolsos, y cuando se revierte el pago original, la editora puede retirar la moneda o suspender la cuenta que la recibió. " +
      "Los «generadores de moneda gratis» y los sorteos que te piden iniciar sesión a través de un enlace son estafas, siempre.</p>" +
      "<h2>4. Di no a los esquemas de cuentas compartidas</h2>" +
      "<p>Ten cuidado con las ofertas de recargar «por ti» si entregas tus datos de acceso, de venderte una cuenta ya hecha o de compartir una cuenta entre varios jugadores. " +
      "La mayoría de las editoras prohíben compartir, comprar y vender cuentas, y quien tuvo tus datos de acceso puede recuperar la cuenta cuando quiera.</p>" +
      "<h2>5. Revisa la dirección antes de escribir nada</h2>" +
      "<p>Los sitios de phishing copian el aspecto de las tiendas reales. Abre GameZone desde un marcador o escribiendo tú mismo la dirección, no desde enlaces en mensajes directos, comentarios o anuncios que prometen moneda gratis. " +
      'Si un correo menciona un pedido que no reconoces, no hagas clic en sus enlaces: inicia sesión directamente en <a href="/account">tu cuenta</a> y revisa tus compras allí.</p>' +
      "<h2>6. Protege también la cuenta del juego</h2>" +
      "<ul>" +
      "<li>Activa la verificación en dos pasos siempre que el sistema de cuentas de tu juego la ofrezca; Riot, Epic, Roblox y muchos otros la tienen.</li>" +
      "<li>Vincula las cuentas de invitado a un inicio de sesión antes de gastar dinero en ellas.</li>" +
      "<li>Mantén al día el correo y el número de teléfono de recuperación de tu cuenta de juego.</li>" +
      "<li>Usa una contraseña distinta para cada juego y para tu correo electrónico.</li>" +
      "</ul>" +
      "<h2>7. Guarda tus recibos</h2>" +
      "<p>GameZone te envía un correo con el recibo cuando pagas y otro de entrega cuando tu pedido se completa, y la página de tu cuenta muestra cada compra con su estado. " +
      "Guárdalos hasta que la moneda esté en tu juego y durante un tiempo después. Si alguna vez necesitas ayuda nuestra o del soporte del propio juego, el número de pedido y la hora de la compra lo agilizan todo.</p>" +
      "<h2>Si algo sale mal</h2>" +
      "<ol>" +
      "<li>Si crees que alguien más ha entrado en tu cuenta de juego, cambia la contraseña, cierra la sesión en los demás dispositivos y contacta con el soporte del propio juego.</li>" +
      "<li>Cambia también la contraseña del correo electrónico vinculado a la cuenta.</li>" +
      "<li>Para cualquier cosa sobre un pedido de GameZone, escribe a support@gamezone.example con tu número de pedido. Nuestro equipo está disponible 24/7 y nunca te pedirá tu contraseña.</li>" +
      "</ol>" +
      '<p>Para saber más sobre cómo funciona la compra, consulta <a href="/guide">Cómo comprar</a> y nuestras <a href="/faq">Preguntas frecuentes</a>.</p>',
  },

  "what-to-do-when-your-top-up-is-late": {
    title: "Qué hacer si tu recarga se retrasa",
    html:
      "<p>La mayoría de las recargas llegan en minutos; si la tuya está tardando más, revisa primero el estado de tu pedido y luego sigue los pasos de abajo. " +
      "Si alguna vez falla una entrega, GameZone te reembolsa automáticamente, así que tu dinero nunca queda en el aire.</p>" +
      "<h2>¿Cuánto tiempo es normal?</h2>" +
      "<ul>" +
      "<li><strong>Juegos más populares:</strong> 5–15 minutos después de que se confirme tu pago.</li>" +
      "<li><strong>Horas pico</strong> (noches, fines de semana y grandes eventos del juego): 15–30 minutos.</li>" +
      "<li><strong>Juegos nuevos o menos comunes y tarjetas de regalo:</strong> 30–120 minutos.</li>" +
      "<li><strong>Transferencia bancaria en línea:</strong> el propio pago tarda 1–2 horas en confirmarse, y la entrega empieza después.</li>" +
      "</ul>" +
      '<p>Si todavía estás dentro de estos plazos, dale un poco más de tiempo. Cada página de juego muestra su nivel de entrega, y <a href="/shipping">Información de entrega</a> los explica en detalle.</p>' +
      "<h2>Paso 1: Revisa el estado de tu pedido</h2>" +
      '<p>Abre <a href="/account">tu cuenta</a>, busca el pedido y ábrelo. La página del pedido se actualiza sola, así que no hace falta recargarla. Verás una de estas etapas:</p>' +
      "<ul>" +
      "<li><strong>Procesando:</strong> tu pago está confirmado y el pedido se está preparando.</li>" +
      "<li><strong>En curso:</strong> la moneda se está entregando en tu cuenta de juego.</li>" +
      "<li><strong>Completado:</strong> la entrega está hecha. También te enviamos un correo de entrega.</li>" +
      "<li><strong>En espera:</strong> detectamos un problema, por ejemplo con la cuenta del jugador o un pedido inusual, y nuestro equipo de soporte ya está avisado. No tienes que hacer nada para que empiece la revisión.</li>" +
      "</ul>" +
      "<p>Si el pedido sigue pendiente de pago, el pago todavía no se ha confirmado. Los pagos con tarjeta, billetera electrónica y QR se confirman en segundos; las transferencias bancarias tardan más.</p>" +
      "<h2>Paso 2: Comprueba si el juego está en mantenimiento</h2>" +
      "<p>Las editoras pausan las recargas durante el mantenimiento, que suele coincidir con nuevas temporadas y actualizaciones de versión. Mientras un juego está caído, los pedidos no se pueden acreditar y esperan a que vuelvan los servidores. " +
      "Revisa los canales de noticias oficiales del juego o los avisos dentro del juego. Cuando termina el mantenimiento, tu pedido continúa por sí solo.</p>" +
      "<h2>Paso 3: Reinicia el juego y vuelve a iniciar sesión</h2>" +
      "<p>Si tu pedido dice Completado pero no ves la moneda:</p>" +
      "<ol>" +
      "<li>Cierra el juego por completo, no solo en segundo plano, y vuelve a abrirlo.</li>" +
      "<li>Asegúrate de haber iniciado sesión en la cuenta cuyo ID figura en el pedido.</li>" +
      "<li>Revisa tu saldo en la pantalla de la tienda, y tu correo del juego si el juego entrega las compras ahí.</li>" +
      "</ol>" +
      "<p>Muchos juegos solo actualizan tu saldo al volver a iniciar sesión, así que este paso resuelve buena parte de las recargas «perdidas».</p>" +
      "<h2>Paso 4: Revisa el jugador del pedido</h2>" +
      "<p>Un ID de cuenta equivocado es la causa más común de una recarga que «nunca llegó». La página de tu pedido muestra el ID y el apodo del jugador de cada línea. " +
      "Si el ID pertenece a otra cuenta tuya, como una segunda cuenta o una de otro servidor, la moneda te está esperando ahí. " +
      "Si pertenece a alguien que no conoces, contacta con soporte de inmediato. La moneda acreditada en otra cuenta existente por lo general no se puede recuperar; por eso te mostramos el apodo antes de pagar.</p>" +
      "<h2>Si la entrega falla: reembolso automático</h2>" +
      "<p>Si el juego rechaza la recarga o no podemos completarla, GameZone te reembolsa el importe completo a tu método de pago original de forma automática, y el pedido muestra <strong>Reembolsado</strong>. " +
      'No necesitas pedirlo. Cuándo verás el dinero depende de tu banco o billetera electrónica. Tienes más detalles en nuestra página de <a href="/returns">Devoluciones y reembolsos</a>.</p>' +
      "<h2>Contacta con soporte</h2>" +
      "<p>Escríbenos si tu pedido dice Completado pero no llegó nada después de volver a iniciar sesión, si lleva mucho tiempo En espera, o si pagaste pero no encuentras el pedido. " +
      "Envía un correo a support@gamezone.example e incluye:</p>" +
      "<ul>" +
      "<li>tu número de pedido;</li>" +
      "<li>el juego y el ID de jugador que ingresaste;</li>" +
      "<li>una breve descripción de lo que ves, idealmente con una captura de pantalla de la página del pedido y de tu saldo en el juego.</li>" +
      "</ul>" +
      '<p>El soporte está disponible 24/7 por correo electrónico, y también puedes contactarnos por el chat en vivo de nuestra <a href="/community">comunidad</a>. ' +
      "Por favor, no hagas un segundo pedido para «empujar» el primero: se te cobrarían los dos, y el primero sigue en camino.</p>",
  },

  "payment-methods-explained-card-e-wallet-qr-and-bank-transfer": {
    title:
      "Métodos de pago explicados: tarjeta, billetera electrónica, QR y transferencia bancaria",
    html:
      "<p>GameZone ofrece cuatro métodos de pago al finalizar la compra: tarjeta, billetera electrónica, pago con QR y transferencia bancaria en línea. " +
      "Los tres primeros son instantáneos, mientras que la transferencia bancaria tarda 1–2 horas en confirmarse. Así funciona cada uno y así puedes elegir.</p>" +
      "<h2>Los cuatro métodos</h2>" +
      "<h3>Tarjeta</h3>" +
      "<p>Paga con Visa, MasterCard y otras tarjetas. El pago se confirma al instante. Es posible que tu banco te pida aprobar el pago en su app o con un código de un solo uso; ese paso ocurre en la pantalla de tu banco, y el código es solo para tu banco.</p>" +
      "<h3>Billetera electrónica</h3>" +
      "<p>Paga desde tu billetera electrónica. Inicias sesión en la billetera en la página de pago o en su app y apruebas el importe. El pago se confirma al instante.</p>" +
      "<h3>Pago con QR</h3>" +
      "<p>La página de pago muestra un código QR. Abre la app de tu banco, escanea el código y confirma. El pago se confirma al instante. " +
      "Es práctico cuando compras desde una computadora y tienes el teléfono a mano; si compras desde el mismo teléfono, la tarjeta o la billetera electrónica suelen ser más cómodas.</p>" +
      "<h3>Transferencia bancaria en línea</h3>" +
      "<p>Paga directamente desde tu banca en línea. Como las transferencias bancarias tardan más en confirmarse, los pedidos pagados así se entregan en 1–2 horas. " +
      "Es una buena opción si prefieres no usar tarjeta, pero no cuando necesitas tu moneda antes de que termine un evento del juego.</p>" +
      "<h2>Qué tan rápido llega tu pedido</h2>" +
      "<p>Con tarjeta, billetera electrónica y pago con QR, la entrega empieza en cuanto se confirma el pago, y las recargas de nuestros juegos con entrega Instantánea suelen llegar unos 5 minutos después de pagar. " +
      'Los demás juegos siguen su nivel de entrega, que aparece en cada página de juego y se explica en <a href="/guides/how-delivery-times-work-instant-fast-and-standard-tiers">Cómo funcionan los tiempos de entrega</a>. ' +
      "Con transferencia bancaria, suma las 1–2 horas que tarda en confirmarse el pago.</p>" +
      "<h2>Cuánto cuesta</h2>" +
      "<ul>" +
      "<li><strong>Sin comisiones extra de GameZone.</strong> El total que ves al finalizar la compra es lo que cobramos, elijas el método que elijas.</li>" +
      "<li><strong>Los precios se cobran en USD.</strong> Si eliges otra moneda en la cabecera del sitio, los importes que ves son conversiones aproximadas; al finalizar la compra se marcan como aproximados.</li>" +
      "<li><strong>Tu banco puede cobrar una comisión</strong> por conversión de moneda o pagos internacionales. Eso depende de tu banco o del emisor de tu tarjeta, no de GameZone; consúltalo con ellos si tienes dudas.</li>" +
      "</ul>" +
      "<h2>¿Es seguro?</h2>" +
      "<p>Pagas en una página de pago segura. GameZone nunca ve ni guarda los datos de tu tarjeta; solo recibimos la confirmación de que el pago se realizó. " +
      "Nadie de GameZone te pedirá nunca números de tarjeta, códigos de seguridad ni contraseñas bancarias por correo electrónico o en el chat.</p>" +
      "<h2>La compra paso a paso</h2>" +
      "<ol>" +
      "<li>Añade paquetes a tu carrito o usa <strong>Comprar ahora</strong>. Cada línea del carrito es un paquete para un jugador comprobado.</li>" +
      "<li>Ve a finalizar la compra y revisa el resumen del pedido. Si un precio cambió desde que añadiste un artículo, confirmas el nuevo precio antes de pagar.</li>" +
      "<li>Elige tu método de pago.</li>" +
      "<li>Ingresa el correo de contacto para tu recibo y los avisos de entrega.</li>" +
      "<li>Toca <strong>Pagar</strong>. Se abre la página de pago segura; completa el pago ahí.</li>" +
      "<li>Vuelves a GameZone, donde la página del pedido sigue tu entrega en vivo. Te enviamos un recibo por correo cuando pagas y una confirmación de entrega cuando el pedido se completa.</li>" +
      "</ol>" +
      "<p>Si cancelas en la página de pago, no se cobra nada y tu carrito queda como estaba.</p>" +
      "<h2>Si un pago falla</h2>" +
      "<p>Un pago rechazado o vencido aparece como <strong>Fallido</strong> o <strong>Caducado</strong> en el pedido, y no empieza ninguna entrega. Puedes volver a intentarlo o elegir otro método. " +
      "Si el dinero salió de tu cuenta pero el pedido sigue pendiente de pago pasado el tiempo habitual de tu método, escribe a support@gamezone.example con el número de pedido y la hora en que pagaste.</p>" +
      '<p>Para ver la lista completa de métodos aceptados, consulta <a href="/payments">Métodos de pago</a>.</p>',
  },

  "how-delivery-times-work-instant-fast-and-standard-tiers": {
    title: "Cómo funcionan los tiempos de entrega: Instantánea, Rápida y Estándar",
    html:
      "<p>Cada juego de GameZone pertenece a uno de tres niveles de entrega, Instantánea (5–10 minutos), Rápida (10–30 minutos) o Estándar (30–120 minutos), y cada página de juego muestra su nivel. " +
      "Esta guía explica qué significa cada nivel, qué juegos incluye y qué puede hacer que una entrega sea más rápida o más lenta.</p>" +
      "<h2>Cuándo empieza a contar el tiempo</h2>" +
      "<p>Los tiempos de entrega cuentan desde el momento en que se confirma tu pago. Los pagos con tarjeta, billetera electrónica y QR se confirman en segundos; una transferencia bancaria en línea tarda 1–2 horas antes de que pueda empezar la entrega. " +
      "Puedes seguir cada paso en vivo en la página de tu pedido.</p>" +
      "<h2>Instantánea: 5–10 minutos</h2>" +
      "<p>Recargas directas a tu ID de jugador para los juegos móviles más grandes:</p>" +
      "<ul>" +
      '<li><a href="/games/pubg-mobile">PUBG Mobile</a> (UC)</li>' +
      '<li><a href="/games/free-fire">Free Fire</a> (Diamantes)</li>' +
      '<li><a href="/games/call-of-duty-mobile">Call of Duty: Mobile</a> (CP)</li>' +
      '<li><a href="/games/mobile-legends-bang-bang">Mobile Legends: Bang Bang</a> (Diamantes)</li>' +
      "</ul>" +
      "<p>Honor of Kings, Arena of Valor y Lords Mobile también están en este nivel.</p>" +
      "<h2>Rápida: 10–30 minutos</h2>" +
      "<p>Las recargas de estos juegos tardan un poco más en confirmarse con la editora:</p>" +
      "<ul>" +
      '<li><a href="/games/genshin-impact">Genshin Impact</a> (Cristales Génesis)</li>' +
      '<li><a href="/games/roblox">Roblox</a> (Robux)</li>' +
      '<li><a href="/games/fortnite">Fortnite</a> (paVos y Club de Fortnite)</li>' +
      '<li><a href="/games/valorant">VALORANT</a> (VALORANT Points)</li>' +
      "</ul>" +
      "<p>La mayoría de los demás juegos de nuestro catálogo, como Honkai: Star Rail, League of Legends, Apex Legends y los juegos de Clash, también están en el nivel de entrega Rápida.</p>" +
      "<h2>Estándar: 30–120 minutos</h2>" +
      "<p>Tarjetas de regalo y códigos de saldo para las grandes tiendas de plataformas:</p>" +
      "<ul>" +
      '<li><a href="/games/steam-wallet">Steam Wallet</a></li>' +
      '<li><a href="/games/playstation-store">PlayStation Store</a></li>' +
      '<li><a href="/games/xbox-gift-card">Xbox Gift Card</a></li>' +
      '<li><a href="/games/nintendo-eshop">Nintendo eShop</a></li>' +
      "</ul>" +
      "<p>Estos no se acreditan a un ID de jugador. Cada código se emite para la región de tarjeta que elijas, y te llega por correo electrónico y a la página de tu pedido.</p>" +
      "<h2>Cómo llegan los códigos de las tarjetas de regalo</h2>" +
      "<ol>" +
      "<li>Al finalizar la compra, elige la región de tarjeta que coincida con tu cuenta de la tienda. Un código de otra región normalmente no se puede canjear.</li>" +
      "<li>Cuando el pedido se completa, el código se envía a tu correo de contacto y aparece en la página del pedido, junto con un número de serie si la tarjeta lo tiene.</li>" +
      "<li>Canjéalo en la opción de canje de la propia tienda, en tu consola o en la app o el sitio web de la tienda.</li>" +
      "</ol>" +
      "<p>Trata un código como si fuera dinero en efectivo: cualquiera que lo vea puede canjearlo. No publiques capturas de pantalla del código y canjéalo poco después de recibirlo.</p>" +
      "<h2>También importa dónde está tu cuenta</h2>" +
      "<p>La velocidad de entrega también depende de la región en la que está registrada tu cuenta de juego:</p>" +
      "<ul>" +
      "<li><strong>Asia-Pacífico:</strong> normalmente la más rápida.</li>" +
      "<li><strong>Norteamérica:</strong> rápida.</li>" +
      "<li><strong>Europa:</strong> estándar.</li>" +
      "<li><strong>Otras regiones:</strong> los tiempos pueden variar.</li>" +
      "</ul>" +
      "<h2>Qué puede retrasar una entrega</h2>" +
      "<ul>" +
      "<li><strong>Horas pico.</strong> Las noches, los fines de semana y el lanzamiento de una nueva temporada o un nuevo banner pueden sumar 15–30 minutos.</li>" +
      "<li><strong>Mantenimiento del juego.</strong> Mientras un juego está caído por actualizaciones, las recargas esperan a que vuelva a estar en línea.</li>" +
      "<li><strong>Revisiones.</strong> Los pedidos inusuales, como muchas recargas a un mismo jugador en poco tiempo, pueden quedar <strong>En espera</strong> para una revisión rápida. Nuestro equipo de soporte recibe un aviso automático.</li>" +
      "<li><strong>Transferencia bancaria.</strong> El pago tiene que confirmarse antes de que empiece la entrega.</li>" +
      "</ul>" +
      "<h2>Planifica en torno a las fechas límite</h2>" +
      "<p>Si necesitas moneda antes de que termine un banner, una oferta o una temporada, date al menos el tiempo máximo del nivel del juego, y un margen extra en horas pico. " +
      "Paga con tarjeta, billetera electrónica o QR para que la entrega empiece de inmediato, y revisa con cuidado los datos del jugador: un pedido corregido vuelve a empezar su cuenta atrás.</p>" +
      '<p>Si una entrega no se puede completar, recibes un reembolso completo de forma automática. Si algo tarda más de lo que indica su nivel, sigue <a href="/guides/what-to-do-when-your-top-up-is-late">Qué hacer si tu recarga se retrasa</a> o escribe a support@gamezone.example con tu número de pedido.</p>',
  },

  "getting-the-most-from-your-top-up-bonuses-passes-and-budgets": {
    title: "Saca el máximo partido a tu recarga: bonos, pases y presupuesto",
    html:
      "<p>Sacarle buen provecho a una recarga se reduce a cuatro cosas: leer los nombres de los paquetes, entender la moneda de bonificación, elegir entre pases y paquetes sueltos, y fijar un presupuesto antes de comprar. " +
      "Así se hace cada una, y además lo que debes saber sobre los reembolsos.</p>" +
      "<h2>Lee el nombre del paquete: base más bono</h2>" +
      "<p>Muchos paquetes muestran dos números, por ejemplo <em>980 + 110 Cristales Génesis</em>. El primero es la cantidad base y el segundo el bono, y recibes los dos: 1090 Cristales en este caso. " +
      "Algunos juegos incluyen el bono en una sola cifra, así que <em>706 Diamantes</em> en Mobile Legends ya incluye su bono. En cualquier caso, el nombre del paquete te dice exactamente qué llega a tu cuenta.</p>" +
      "<p>Para comparar paquetes, calcula el precio por cada 100 unidades. Con Genshin Impact como ejemplo:</p>" +
      "<ul>" +
      "<li>60 Cristales por $0.99 salen a unos $1.65 por cada 100.</li>" +
      "<li>980 + 110 Cristales por $14.99 salen a unos $1.38 por cada 100.</li>" +
      "<li>6480 + 1600 Cristales por $94.99 salen a unos $1.18 por cada 100.</li>" +
      "</ul>" +
      "<p>Los paquetes grandes son más baratos por unidad, pero solo te ahorran dinero si de verdad vas a gastar la moneda.</p>" +
      "<h2>Bonos de primera recarga</h2>" +
      "<p>Varios juegos, como Genshin Impact, Honkai: Star Rail y Mobile Legends, dan moneda extra la primera vez que compras ciertas cantidades, y algunos restablecen estos bonos de vez en cuando. " +
      "La etiqueta <strong>Bono de primera recarga</strong> en un paquete señala una de esas cantidades. Que el extra se sume a tu cuenta lo decide el juego y depende de tu historial de compras allí. " +
      "Lo que GameZone garantiza es la cantidad que figura en el nombre del paquete; lo que añada el juego es un extra bienvenido.</p>" +
      "<h2>Precios de referencia («antes»)</h2>" +
      "<p>Un precio tachado junto a un paquete es el precio al que se vende normalmente, y el que pagas es el más bajo que aparece a su lado. El descuento es real, pero un precio «antes» no es motivo para comprar un paquete más grande del que necesitas. " +
      "Los precios pueden cambiar, y si uno cambia después de que añadiste un paquete a tu carrito, al finalizar la compra te pedimos que confirmes el nuevo precio. Nunca pagas un precio que no hayas visto.</p>" +
      "<h2>Pases frente a paquetes sueltos</h2>" +
      "<p>Muchos juegos venden pases junto a los paquetes de moneda:</p>" +
      "<ul>" +
      "<li><strong>Las suscripciones</strong>, como el Club de Fortnite, disponible en GameZone, o la Bendición de la Luna Welkin de Genshin Impact en la tienda del propio juego, reparten sus recompensas a lo largo de un mes. Dan la mayor cantidad de moneda por dólar, pero solo si inicias sesión con regularidad; los días que faltas son recompensas que pierdes.</li>" +
      "<li><strong>Los pases de temporada</strong>, como los pases de batalla que se compran con moneda, te recompensan por jugar a lo largo de una temporada. Valen mucho la pena si juegas toda la temporada, y poco si lo dejas a la mitad.</li>" +
      "<li><strong>Los paquetes sueltos</strong> no implican ningún compromiso. Son ideales para quienes juegan por rachas o ahorran para un aspecto, un personaje o un banner concreto.</li>" +
      "</ul>" +
      "<p>Una regla sencilla: si juegas casi todos los días, el pase suele salir ganando; si juegas de vez en cuando, compra paquetes cuando de verdad los necesites.</p>" +
      "<h2>Fija un presupuesto antes de comprar</h2>" +
      "<ul>" +
      '<li>Decide una cantidad mensual y respétala. <a href="/account">Tu cuenta</a> muestra todas tus compras, así es fácil ver cuánto has gastado.</li>' +
      "<li>Ahorra para un objetivo concreto, como un banner o un aspecto, en lugar de recargar por impulso.</li>" +
      "<li>No dejes que las cuentas atrás te apresuren. La mayoría de las ofertas limitadas vuelven de una forma u otra.</li>" +
      "<li>GameZone no tiene descuentos por volumen ni puntos de fidelidad, así que dividir o juntar pedidos no cambia el precio. Compra lo que necesites, cuando lo necesites.</li>" +
      "</ul>" +
      "<h2>Conoce las reglas de reembolso</h2>" +
      "<p>Una vez que la moneda se ha entregado en tu cuenta de juego, por lo general no se puede reembolsar: el juego ya la acreditó y no se puede retirar. " +
      "Lo mismo se aplica a las recargas enviadas a un ID de jugador equivocado pero existente, así que lee siempre el apodo que muestra la comprobación de jugador. " +
      'Si una entrega falla, recibes un reembolso completo de forma automática, sin tener que pedirlo. Los detalles están en nuestra página de <a href="/returns">Devoluciones y reembolsos</a>, y support@gamezone.example está disponible 24/7 si tienes preguntas sobre un pedido.</p>',
  },
};
