import type { CatalogueTexts } from "./en.ts";

/** Spanish. */
export const catalogueTextsEs: CatalogueTexts = {
  categories: {
    "Battle Royale": "Battle Royale",
    Shooter: "Shooter",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "Estrategia",
    Sandbox: "Sandbox",
    Sports: "Deportes",
    "Gift Cards": "Tarjetas de regalo",
  },
  /** Package badges, keyed by the English badge. */
  badges: {
    "Most popular": "Más popular",
    "Best value": "Mejor precio",
    "First top-up bonus": "Bono de primera recarga",
  },
  /** Hero carousel headlines, keyed by game slug. */
  headlines: {
    "mobile-legends-bang-bang": "Diamantes dobles en tu primera recarga",
    "genshin-impact": "Cristales Génesis directo a tu UID",
    "pubg-mobile": "UC en minutos. Equípate antes del próximo salto",
    "free-fire": "Diamantes entregados antes de que se cierre la zona",
    valorant: "Carga VP para los nuevos lotes de este acto",
    "honkai-star-rail": "Fragmentos Oníricos para tu próximo Salto",
  },
  games: {
    "pubg-mobile": {
      description:
        "Con UC pagas el Royale Pass, las cajas premium, los aspectos de armas mejorables y los atuendos más nuevos de PUBG Mobile. En GameZone escribes tu ID de jugador numérico, eliges un paquete de UC y pagas; los UC se acreditan directamente en esa cuenta, normalmente en pocos minutos, para que te equipes antes del próximo salto de tu escuadra.",
      fields: {
        playerId: {
          label: "ID de jugador",
        },
      },
    },
    "free-fire": {
      description:
        "Los Diamantes de Free Fire desbloquean el Booyah Pass, lotes de personajes y mascotas, aspectos de armas y giros en Luck Royale. Ingresa tu ID de jugador en GameZone, elige cuántos Diamantes quieres y finaliza la compra; llegan directamente a tu cuenta en minutos, así vuelves a Bermuda antes de que empiece la siguiente partida.",
      fields: {
        playerId: {
          label: "ID de jugador",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "Con los COD Points (CP) compras el Pase de batalla premium, planos de armas míticos y legendarios, aspectos de operadores y sorteos de la suerte en Call of Duty: Mobile. En GameZone ingresas tu Open ID, eliges un paquete de CP y pagas de forma segura; los puntos se añaden a tu cuenta en pocos minutos, listos para tu próxima sesión de clasificatoria.",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Con los Diamantes de Mobile Legends consigues héroes nuevos, la membresía Starlight, sorteos de eventos y aspectos limitados en cuanto salen. Ingresa tu ID de usuario y tu ID de zona, elige un paquete de Diamantes y paga; GameZone acredita los Diamantes directamente en tu cuenta, normalmente a los pocos minutos de finalizar la compra.",
      fields: {
        userId: {
          label: "ID de usuario",
        },
        zoneId: {
          label: "ID de zona",
        },
      },
    },
    "genshin-impact": {
      description:
        "Los Cristales Génesis se convierten en Protogemas para tus Gachapones en los banners limitados de personajes y armas, y también sirven para comprar atuendos de personajes en la tienda del juego. Danos tu UID y tu servidor, elige una recarga y GameZone envía los Cristales directamente a la cuenta de tu Viajero, normalmente en menos de media hora.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Asia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Los Robux abren todo el catálogo de Roblox: objetos para tu avatar, pases de juego, servidores privados y mejoras dentro de las experiencias en millones de mundos. Ingresa tu nombre de usuario de Roblox, elige una cantidad y paga en GameZone; los Robux se acreditan en esa cuenta, normalmente en 10 a 30 minutos.",
      fields: {
        username: {
          label: "Nombre de usuario de Roblox",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "Con los paVos (V-Bucks) compras el Pase de batalla y los trajes, gestos, picos y planeadores de la Tienda de objetos de Fortnite. En GameZone ingresas tu nombre para mostrar de Epic, eliges un paquete de paVos o un mes del Club de Fortnite y pagas de forma segura; lo entregamos en tu cuenta de Epic Games, normalmente en 30 minutos, para que estrenes look antes de que despegue el Autobús de batalla.",
      fields: {
        epicName: {
          label: "Nombre para mostrar de Epic",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "Los VALORANT Points desbloquean lotes premium de aspectos de armas, niveles del Pase de batalla y agentes. Ingresa tu Riot ID y la región de tu cuenta, elige un paquete de VP y finaliza la compra en GameZone; los puntos se añaden a tu cuenta de Riot, normalmente en 30 minutos, para que equipes la nueva Vandal antes de tu próxima partida.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "Región de la cuenta",
          options: {
            NA: "Norteamérica",
            EU: "Europa",
            AP: "Asia-Pacífico",
            KR: "Corea",
            LATAM: "Latinoamérica",
            BR: "Brasil",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Con saldo de la Cartera de Steam pagas lanzamientos, rebajas de temporada, DLC y artículos del Mercado de la Comunidad. Elige la región de tarjeta que coincida con tu cuenta de Steam, selecciona un valor y paga en GameZone; te enviamos el código por correo electrónico y lo guardamos en tu historial de pedidos, listo para canjearlo en el cliente de Steam o en el navegador.",
      fields: {
        region: {
          label: "Región de la tarjeta",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Australia",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "El saldo de PlayStation Store sirve para juegos completos, complementos, moneda de juegos y suscripciones a PlayStation Plus. Selecciona la región de tarjeta que coincida con tu cuenta de PSN, elige un monto y paga; GameZone te envía el código por correo electrónico y lo guarda en tu historial de pedidos para que lo canjees rápido en la consola o en la web.",
      fields: {
        region: {
          label: "Región de la tarjeta",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Australia",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Una tarjeta de regalo de Xbox se puede usar en juegos, complementos, Game Pass y mucho más en consolas Xbox y PC con Windows. Elige la región de tarjeta que coincida con tu cuenta de Microsoft, selecciona un valor y finaliza la compra en GameZone; el código digital te llega por correo electrónico y queda en tu historial de pedidos, listo para canjear.",
      fields: {
        region: {
          label: "Región de la tarjeta",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Australia",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "Con saldo de Nintendo eShop compras juegos digitales de Switch, DLC, Nintendo Switch Online y más. Elige la región de tarjeta que coincida con tu cuenta Nintendo, selecciona un valor y paga en GameZone; te enviamos el código de descarga por correo electrónico y lo guardamos en tu historial de pedidos para que lo canjees cuando quieras.",
      fields: {
        region: {
          label: "Región de la tarjeta",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Australia",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "Los Fragmentos Oníricos se canjean por Jade Estelar para hacer Saltos en los banners limitados de personajes y Conos de luz, y también se pueden gastar en atuendos de personajes. Ingresa tu UID y tu servidor, elige un paquete y paga en GameZone; los Fragmentos llegan a la cuenta de tu Trazacaminos, normalmente en 30 minutos.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Asia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "Las Gemas de Clash of Clans terminan mejoras al instante, desbloquean cabañas de constructor adicionales y te consiguen objetos mágicos, recursos y decoraciones para tu aldea. Ingresa tu etiqueta de jugador, elige un paquete de Gemas y finaliza la compra en GameZone; las Gemas se añaden a tu cuenta, normalmente en 30 minutos, listas para tu próxima guerra.",
      fields: {
        playerTag: {
          label: "Etiqueta de jugador",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "Las Gemas de Clash Royale abren cofres, compran oro, cartas, emotes y aspectos de torre, y cubren la entrada a eventos especiales. Ingresa tu etiqueta de jugador, elige un paquete de Gemas y paga en GameZone; las Gemas se acreditan en tu cuenta, normalmente en 30 minutos, para que completes tu mazo antes de tu próxima escalada en el ranking.",
      fields: {
        playerTag: {
          label: "Etiqueta de jugador",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "Con las Gemas de Brawl Stars consigues el Brawl Pass, nuevos brawlers, aspectos y ofertas limitadas de la Tienda. Ingresa tu etiqueta de jugador, elige un paquete de Gemas y completa la compra en GameZone; las Gemas llegan a tu cuenta, normalmente en 30 minutos, para que estés listo para la próxima rotación de eventos.",
      fields: {
        playerTag: {
          label: "Etiqueta de jugador",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "Los Riot Points desbloquean campeones, aspectos, cromas, pases de evento y aspectos de centinela en League of Legends. Ingresa tu Riot ID y tu servidor, elige un paquete de RP y paga en GameZone; los RP se acreditan en tu cuenta de Riot, normalmente en 30 minutos, listos para tu próxima visita a la Grieta.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "Servidor",
          options: {
            NA: "Norteamérica",
            EUW: "Europa Oeste",
            EUNE: "Europa Nórdica y Este",
            OCE: "Oceanía",
            BR: "Brasil",
            LAN: "Latinoamérica Norte",
            LAS: "Latinoamérica Sur",
            TR: "Turquía",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Con las Monedas Apex compras el Pase de batalla premium, nuevas Leyendas, Paquetes Apex y lotes de la Tienda. Ingresa tu EA ID y tu plataforma, elige un paquete de monedas y finaliza la compra en GameZone; las monedas se añaden a tu cuenta, normalmente en 30 minutos, listas para tu próximo salto a los Outlands.",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "Plataforma",
          options: {
            pc: "PC (app de EA / Steam)",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "Con los FC Points compras Pases Premium, sobres de jugadores y ofertas de eventos que refuerzan tu Ultimate Team en EA SPORTS FC Mobile. Ingresa tu ID de jugador, elige un paquete y paga en GameZone; los FC Points se acreditan en tu club, normalmente en 30 minutos, a tiempo para tu próximo partido Cara a Cara.",
      fields: {
        playerId: {
          label: "ID de jugador",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "El Monocromo se convierte en Policromo para Búsquedas de señal en los canales limitados de Agentes y Motores-W, y también sirve para comprar atuendos en Nueva Eridu. Ingresa tu UID y tu servidor, elige una recarga y paga en GameZone; el Monocromo llega a la cuenta de tu Proxy, normalmente en 30 minutos.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Asia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Los Vouchers de Arena of Valor desbloquean héroes, aspectos, el Pase de batalla y sorteos de eventos limitados. Ingresa tu ID de jugador, elige un paquete de Vouchers y paga en GameZone; los Vouchers se envían directamente a tu cuenta, normalmente en pocos minutos, para que equipes ese aspecto nuevo antes de entrar a tu próxima partida clasificatoria.",
      fields: {
        playerId: {
          label: "ID de jugador",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Las Big Cat Coins son la moneda premium de Ragnarok M: Eternal Love y se gastan en atuendos, monturas, sobres de cartas y ofertas de eventos de temporada por todo Rune-Midgard. Ingresa tu ID de personaje, elige un paquete y paga en GameZone; las monedas se acreditan en tu personaje, normalmente en 30 minutos.",
      fields: {
        characterId: {
          label: "ID de personaje",
        },
      },
    },
    "lords-mobile": {
      description:
        "Con los Diamantes de Lords Mobile compras paquetes del juego llenos de Gemas, aceleradores, medallas de héroe y recursos para hacer crecer tu reino y tu gremio. Ingresa tu IGG ID, elige una cantidad de Diamantes y paga en GameZone; los Diamantes se acreditan en tu cuenta en pocos minutos, listos para gastarlos en la tienda del juego.",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "En Teamfight Tactics, los Riot Points compran Pequeñas Leyendas, arenas, Booms y el pase premium de cada nuevo set. Ingresa tu Riot ID y tu servidor, elige un paquete de RP y finaliza la compra en GameZone; los RP se añaden a tu cuenta de Riot, normalmente en 30 minutos, antes de que se llene tu próxima sala.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "Servidor",
          options: {
            NA: "Norteamérica",
            EUW: "Europa Oeste",
            EUNE: "Europa Nórdica y Este",
            OCE: "Oceanía",
            BR: "Brasil",
            LAN: "Latinoamérica Norte",
            LAS: "Latinoamérica Sur",
            TR: "Turquía",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Los Tokens de Honor of Kings desbloquean héroes, aspectos, el Pase de batalla y sorteos de eventos por tiempo limitado. Ingresa tu ID de jugador, elige un paquete de Tokens y paga en GameZone; acreditamos los Tokens directamente en tu cuenta, normalmente en pocos minutos, para que luzcas un aspecto nuevo en tu siguiente partida.",
      fields: {
        playerId: {
          label: "ID de jugador",
        },
      },
    },
    "wuthering-waves": {
      description:
        "La Lunita se canjea por Astrita para hacer Convocatorias en los banners destacados de Resonadores y armas, y también se puede gastar en atuendos en la tienda del juego. Ingresa tu UID y tu servidor, elige una recarga y paga en GameZone; la Lunita se acredita en la cuenta de tu Vagabundo, normalmente en 30 minutos.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Asia",
            hmt: "HMT (Hong Kong, Macao, Taiwán)",
            sea: "SEA",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Lattice es la moneda premium de Marvel Rivals: se convierte en Unidades para trajes, gestos y animaciones de MVP, o se gasta en el Pase de batalla de lujo. Ingresa tu UID, elige un paquete y paga en GameZone; el Lattice llega a tu cuenta, normalmente en 30 minutos, listo para tu próximo Team-Up.",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
