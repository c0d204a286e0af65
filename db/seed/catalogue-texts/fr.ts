import type { CatalogueTexts } from "./en.ts";

/** French. */
export const catalogueTextsFr: CatalogueTexts = {
  categories: {
    "Battle Royale": "Battle Royale",
    Shooter: "Tir",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "Stratégie",
    Sandbox: "Bac à sable",
    Sports: "Sport",
    "Gift Cards": "Cartes cadeaux",
  },
  /** Package badges, keyed by the English badge. */
  badges: {
    "Most popular": "Le plus populaire",
    "Best value": "Meilleur rapport qualité-prix",
    "First top-up bonus": "Bonus de première recharge",
  },
  /** Hero carousel headlines, keyed by game slug. */
  headlines: {
    "mobile-legends-bang-bang": "Diamants doublés sur votre première recharge",
    "genshin-impact": "Des Cristaux primaires directement sur votre UID",
    "pubg-mobile": "Des UC en quelques minutes. Équipez-vous avant le prochain saut",
    "free-fire": "Des Diamants livrés avant que la zone ne se referme",
    valorant: "Faites le plein de VP pour les nouvelles collections de cet acte",
    "honkai-star-rail": "Des Fragments oniriques pour votre prochain Saut",
  },
  games: {
    "pubg-mobile": {
      description:
        "Les UC servent à payer le Royale Pass, les caisses premium, les skins d’armes évolutifs et les toutes dernières tenues de PUBG Mobile. Sur GameZone, vous saisissez votre ID joueur numérique, choisissez un pack d’UC et payez ; les UC sont crédités directement sur ce compte, généralement en quelques minutes, pour que vous soyez équipé avant le prochain saut de votre escouade.",
      fields: {
        playerId: {
          label: "ID joueur",
        },
      },
    },
    "free-fire": {
      description:
        "Les Diamants Free Fire débloquent le Booyah Pass, les packs de personnages et de familiers, les skins d’armes et les tirages Luck Royale. Saisissez votre ID joueur sur GameZone, choisissez le nombre de Diamants voulu et validez votre commande ; ils sont livrés directement sur votre compte en quelques minutes, et vous voilà de retour sur Bermuda avant le début de la prochaine partie.",
      fields: {
        playerId: {
          label: "ID joueur",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "Les Points COD (CP) permettent d’acheter le Passe de combat premium, les plans d’armes mythiques et légendaires, les skins d’opérateurs et les tirages chanceux de Call of Duty: Mobile. Sur GameZone, vous saisissez votre Open ID, choisissez un pack de CP et payez en toute sécurité ; les points sont ajoutés à votre compte en quelques minutes, prêts pour votre prochaine session en partie classée.",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Les Diamants Mobile Legends vous offrent de nouveaux héros, l’abonnement Starlight, les tirages d’événements et les skins limités dès leur sortie. Saisissez votre ID utilisateur et votre ID de zone, choisissez un pack de Diamants et payez ; GameZone crédite les Diamants directement sur votre compte, généralement quelques minutes après la commande.",
      fields: {
        userId: {
          label: "ID utilisateur",
        },
        zoneId: {
          label: "ID de zone",
        },
      },
    },
    "genshin-impact": {
      description:
        "Les Cristaux primaires se convertissent en Primo-gemmes pour faire des vœux sur les bannières limitées de personnages et d’armes, et permettent aussi d’acheter des tenues de personnages dans la boutique du jeu. Indiquez-nous votre UID et votre serveur, choisissez une recharge, et GameZone envoie les Cristaux directement sur le compte de votre Voyageur, généralement en moins d’une demi-heure.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Serveur",
          options: {
            america: "Amérique",
            europe: "Europe",
            asia: "Asie",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Les Robux ouvrent tout le catalogue Roblox : objets d’avatar, passes de jeu, serveurs privés et améliorations dans les expériences, à travers des millions de mondes. Saisissez votre nom d’utilisateur Roblox, choisissez un montant et payez sur GameZone ; les Robux sont crédités sur ce compte, généralement en 10 à 30 minutes.",
      fields: {
        username: {
          label: "Nom d’utilisateur Roblox",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "Les V-bucks permettent d’acheter le Passe de combat ainsi que les tenues, emotes, pioches et planeurs de la Boutique de Fortnite. Sur GameZone, vous saisissez votre nom d’affichage Epic, choisissez un pack de V-bucks ou un mois de Club Fortnite et payez en toute sécurité ; nous livrons sur votre compte Epic Games, généralement en 30 minutes, pour que votre nouveau look soit prêt avant le départ du Bus de combat.",
      fields: {
        epicName: {
          label: "Nom d’affichage Epic",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "Les Points VALORANT débloquent des collections premium de skins d’armes, des niveaux du Passe de combat et des agents. Saisissez votre Riot ID et la région de votre compte, choisissez un pack de VP et validez votre commande sur GameZone ; les points sont ajoutés à votre compte Riot, généralement en 30 minutes, pour que le nouveau Vandal soit équipé avant votre prochain match.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "Région du compte",
          options: {
            NA: "Amérique du Nord",
            EU: "Europe",
            AP: "Asie-Pacifique",
            KR: "Corée",
            LATAM: "Amérique latine",
            BR: "Brésil",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Le crédit du Portefeuille Steam paie les nouveautés, les soldes saisonniers, les DLC et les objets du Marché de la communauté. Choisissez la région de carte qui correspond à votre compte Steam, sélectionnez un montant et payez sur GameZone ; le code vous est envoyé par e-mail et conservé dans votre historique de commandes, prêt à être utilisé dans le client Steam ou le navigateur.",
      fields: {
        region: {
          label: "Région de la carte",
          options: {
            US: "États-Unis",
            EU: "Europe",
            UK: "Royaume-Uni",
            CA: "Canada",
            AU: "Australie",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "Le crédit PlayStation Store couvre les jeux complets, les extensions, la monnaie virtuelle des jeux et les abonnements PlayStation Plus. Sélectionnez la région de carte qui correspond à votre compte PSN, choisissez un montant et payez ; GameZone vous envoie le code par e-mail et le conserve dans votre historique de commandes pour un échange rapide sur console ou sur le web.",
      fields: {
        region: {
          label: "Région de la carte",
          options: {
            US: "États-Unis",
            EU: "Europe",
            UK: "Royaume-Uni",
            CA: "Canada",
            AU: "Australie",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Une carte cadeau Xbox s’utilise pour des jeux, des extensions, le Game Pass et bien plus, sur consoles Xbox et PC Windows. Choisissez la région de carte qui correspond à votre compte Microsoft, sélectionnez un montant et validez votre commande sur GameZone ; le code numérique arrive par e-mail et reste dans votre historique de commandes, prêt à être utilisé.",
      fields: {
        region: {
          label: "Région de la carte",
          options: {
            US: "États-Unis",
            EU: "Europe",
            UK: "Royaume-Uni",
            CA: "Canada",
            AU: "Australie",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "Le crédit Nintendo eShop permet d’acheter des jeux Switch dématérialisés, des DLC, un abonnement Nintendo Switch Online et plus encore. Choisissez la région de carte qui correspond à votre compte Nintendo, sélectionnez un montant et payez sur GameZone ; nous vous envoyons le code de téléchargement par e-mail et le conservons dans votre historique de commandes pour que vous l’utilisiez quand vous le souhaitez.",
      fields: {
        region: {
          label: "Région de la carte",
          options: {
            US: "États-Unis",
            EU: "Europe",
            UK: "Royaume-Uni",
            CA: "Canada",
            AU: "Australie",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "Les Fragments oniriques s’échangent contre du Jade stellaire pour faire des Sauts sur les bannières limitées de personnages et de Cônes de lumière, et peuvent aussi servir à acheter des tenues de personnages. Saisissez votre UID et votre serveur, choisissez un pack et payez sur GameZone ; les Fragments sont livrés sur le compte de votre Pionnier, généralement en 30 minutes.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Serveur",
          options: {
            america: "Amérique",
            europe: "Europe",
            asia: "Asie",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "Les Gemmes de Clash of Clans terminent instantanément les améliorations, débloquent des cabanes d’ouvrier supplémentaires et vous procurent objets magiques, ressources et décorations pour votre village. Saisissez votre tag joueur, choisissez un pack de Gemmes et validez votre commande sur GameZone ; les Gemmes sont ajoutées à votre compte, généralement en 30 minutes, prêtes pour votre prochaine guerre.",
      fields: {
        playerTag: {
          label: "Tag joueur",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "Les Gemmes de Clash Royale ouvrent des coffres, achètent de l’or, des cartes, des emotes et des skins de tour, et couvrent l’inscription aux événements spéciaux. Saisissez votre tag joueur, choisissez un pack de Gemmes et payez sur GameZone ; les Gemmes sont créditées sur votre compte, généralement en 30 minutes, pour que vous complétiez votre deck avant votre prochaine montée en ladder.",
      fields: {
        playerTag: {
          label: "Tag joueur",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "Les Gemmes de Brawl Stars vous donnent accès au Brawl Pass, à de nouveaux Brawlers, à des skins et aux offres limitées de la Boutique. Saisissez votre tag joueur, choisissez un pack de Gemmes et finalisez votre commande sur GameZone ; les Gemmes arrivent sur votre compte, généralement en 30 minutes, pour que vous soyez prêt pour la prochaine rotation d’événements.",
      fields: {
        playerTag: {
          label: "Tag joueur",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "Les Riot Points débloquent champions, skins, chromas, passes d’événement et skins de balise dans League of Legends. Saisissez votre Riot ID et votre serveur, choisissez un pack de RP et payez sur GameZone ; les RP sont crédités sur votre compte Riot, généralement en 30 minutes, prêts pour votre prochain passage sur la Faille.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "Serveur",
          options: {
            NA: "Amérique du Nord",
            EUW: "Europe Ouest",
            EUNE: "Europe Nord et Est",
            OCE: "Océanie",
            BR: "Brésil",
            LAN: "Amérique latine Nord",
            LAS: "Amérique latine Sud",
            TR: "Turquie",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Les Pièces Apex permettent d’acheter le Passe de combat premium, de nouvelles Légendes, des Packs Apex et les offres de la Boutique. Saisissez votre EA ID et votre plateforme, choisissez un pack de pièces et validez votre commande sur GameZone ; les pièces sont ajoutées à votre compte, généralement en 30 minutes, prêtes pour votre prochain saut dans les Terres Sauvages.",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "Plateforme",
          options: {
            pc: "PC (application EA / Steam)",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "Les Points FC permettent d’acheter des Passes Premium, des packs de joueurs et des offres d’événements qui renforcent votre Ultimate Team dans EA SPORTS FC Mobile. Saisissez votre ID joueur, choisissez un pack et payez sur GameZone ; les Points FC sont crédités sur votre club, généralement en 30 minutes, à temps pour votre prochain match en Face à face.",
      fields: {
        playerId: {
          label: "ID joueur",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "Le Monochrome se transforme en Polychrome pour lancer des Recherches de signal sur les canaux limités d’Agents et de Moteurs-W, et permet aussi d’acheter des tenues à New Eridu. Saisissez votre UID et votre serveur, choisissez une recharge et payez sur GameZone ; le Monochrome arrive sur le compte de votre Proxy, généralement en 30 minutes.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Serveur",
          options: {
            america: "Amérique",
            europe: "Europe",
            asia: "Asie",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Les Vouchers d’Arena of Valor débloquent héros, skins, le Passe de combat et des tirages d’événements limités. Saisissez votre ID joueur, choisissez un pack de Vouchers et payez sur GameZone ; les Vouchers sont envoyés directement sur votre compte, généralement en quelques minutes, pour que vous équipiez votre nouveau skin avant de lancer votre prochaine partie classée.",
      fields: {
        playerId: {
          label: "ID joueur",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Les Big Cat Coins sont la monnaie premium de Ragnarok M: Eternal Love, dépensée en costumes, montures, packs de cartes et offres d’événements saisonniers à travers tout Rune-Midgard. Saisissez votre ID de personnage, choisissez un pack et payez sur GameZone ; les pièces sont créditées sur votre personnage, généralement en 30 minutes.",
      fields: {
        characterId: {
          label: "ID de personnage",
        },
      },
    },
    "lords-mobile": {
      description:
        "Les Diamants de Lords Mobile achètent des packs en jeu remplis de Gemmes, d’accélérateurs, de médailles de héros et de ressources pour développer votre royaume et votre guilde. Saisissez votre IGG ID, choisissez un nombre de Diamants et payez sur GameZone ; les Diamants sont crédités sur votre compte en quelques minutes, prêts à être dépensés dans la boutique du jeu.",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "Dans Teamfight Tactics, les Riot Points achètent des Petites Légendes, des arènes, des Booms et le passe premium de chaque nouveau set. Saisissez votre Riot ID et votre serveur, choisissez un pack de RP et validez votre commande sur GameZone ; les RP sont ajoutés à votre compte Riot, généralement en 30 minutes, avant que votre prochain lobby ne se remplisse.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "Serveur",
          options: {
            NA: "Amérique du Nord",
            EUW: "Europe Ouest",
            EUNE: "Europe Nord et Est",
            OCE: "Océanie",
            BR: "Brésil",
            LAN: "Amérique latine Nord",
            LAS: "Amérique latine Sud",
            TR: "Turquie",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Les Tokens d’Honor of Kings débloquent héros, skins, le Passe de combat et des tirages d’événements à durée limitée. Saisissez votre ID joueur, choisissez un pack de Tokens et payez sur GameZone ; nous créditons les Tokens directement sur votre compte, généralement en quelques minutes, pour que vous puissiez exhiber un nouveau skin dès votre prochain match.",
      fields: {
        playerId: {
          label: "ID joueur",
        },
      },
    },
    "wuthering-waves": {
      description:
        "La Lunite s’échange contre de l’Astrite pour des Convocations sur les bannières de Résonateurs et d’armes en vedette, et peut aussi servir à acheter des tenues dans la boutique du jeu. Saisissez votre UID et votre serveur, choisissez une recharge et payez sur GameZone ; la Lunite est créditée sur le compte de votre Vagabond, généralement en 30 minutes.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Serveur",
          options: {
            america: "Amérique",
            europe: "Europe",
            asia: "Asie",
            hmt: "HMT (Hong Kong, Macao, Taïwan)",
            sea: "SEA",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Le Lattice est la monnaie premium de Marvel Rivals : converti en Unités pour des costumes, des emotes et des animations de MVP, ou dépensé dans le Passe de combat Luxe. Saisissez votre UID, choisissez un pack et payez sur GameZone ; le Lattice est livré sur votre compte, généralement en 30 minutes, prêt pour votre prochain Team-Up.",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
