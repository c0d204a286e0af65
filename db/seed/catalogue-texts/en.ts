/**
 * The catalogue's words in English, as the seed stores them in the catalogue's own columns.
 * Every other language has a file of the same shape beside this one; the seed writes those into
 * catalogue_texts, where admins edit them later. Game titles, currency names and package names
 * stay as the games themselves print them, so they are not here.
 */
export const catalogueTextsEn = {
  categories: {
    "Battle Royale": "Battle Royale",
    Shooter: "Shooter",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "Strategy",
    Sandbox: "Sandbox",
    Sports: "Sports",
    "Gift Cards": "Gift Cards",
  },
  /** Package badges, keyed by the English badge. */
  badges: {
    "Most popular": "Most popular",
    "Best value": "Best value",
    "First top-up bonus": "First top-up bonus",
  },
  /** Hero carousel headlines, keyed by game slug. */
  headlines: {
    "mobile-legends-bang-bang": "Double diamonds on your first top-up",
    "genshin-impact": "Genesis Crystals, straight to your UID",
    "pubg-mobile": "UC in minutes. Gear up before the next drop",
    "free-fire": "Diamonds delivered before the zone closes",
    valorant: "Load up on VP for this act's new bundles",
    "honkai-star-rail": "Oneiric Shards for your next Warp",
  },
  games: {
    "pubg-mobile": {
      description:
        "UC is what pays for the Royale Pass, premium crates, upgradable gun skins and the newest outfits in PUBG Mobile. On GameZone you type in your numeric Player ID, pick a UC pack and pay; the UC is credited straight to that account, usually within minutes, so you can gear up before your squad's next drop.",
      fields: {
        playerId: {
          label: "Player ID",
        },
      },
    },
    "free-fire": {
      description:
        "Free Fire Diamonds unlock the Booyah Pass, character and pet bundles, gun skins and Luck Royale spins. Enter your Player ID on GameZone, choose how many Diamonds you want and check out; they are delivered directly to your account in minutes, so you are back on Bermuda before the next match starts.",
      fields: {
        playerId: {
          label: "Player ID",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "COD Points buy the premium Battle Pass, Mythic and Legendary weapon blueprints, operator skins and Lucky Draws in Call of Duty: Mobile. On GameZone you enter your Open ID, pick a CP bundle and pay securely; the points are added to your account within minutes, ready for your next Ranked session.",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Mobile Legends Diamonds get you new heroes, Starlight membership, lucky event draws and limited skins the moment they drop. Enter your User ID and Zone ID, choose a Diamond pack and pay; GameZone credits the Diamonds directly to your account, usually within minutes of checkout.",
      fields: {
        userId: {
          label: "User ID",
        },
        zoneId: {
          label: "Zone ID",
        },
      },
    },
    "genshin-impact": {
      description:
        "Genesis Crystals convert into Primogems for Wishes on limited character and weapon banners, and can also buy character outfits in the in-game shop. Give us your UID and server, pick a top-up, and GameZone sends the Crystals straight to your Traveler's account, typically within half an hour.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Server",
          options: {
            america: "America",
            europe: "Europe",
            asia: "Asia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Robux opens up the whole Roblox catalogue: avatar items, game passes, private servers and in-experience upgrades across millions of worlds. Enter your Roblox username, choose an amount and pay on GameZone; the Robux are credited to that account, usually within 10 to 30 minutes.",
      fields: {
        username: {
          label: "Roblox username",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "V-Bucks buy the Battle Pass, Item Shop outfits, emotes, pickaxes and gliders in Fortnite. On GameZone you enter your Epic display name, choose a V-Bucks pack or a month of Fortnite Crew and pay securely; we deliver to your Epic Games account, usually within 30 minutes, so your new look is ready before the Battle Bus leaves.",
      fields: {
        epicName: {
          label: "Epic display name",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "VALORANT Points unlock premium weapon skin bundles, Battle Pass tiers and agents. Enter your Riot ID and account region, choose a VP pack and check out on GameZone; the points are added to your Riot account, usually within 30 minutes, so the new Vandal is equipped before your next match.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "Account region",
          options: {
            NA: "North America",
            EU: "Europe",
            AP: "Asia-Pacific",
            KR: "Korea",
            LATAM: "Latin America",
            BR: "Brazil",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Steam Wallet funds pay for new releases, seasonal sales, DLC and Community Market items. Choose the card region that matches your Steam account, pick a value and pay on GameZone; the code is e-mailed to you and saved in your order history, ready to redeem in the Steam client or browser.",
      fields: {
        region: {
          label: "Card region",
          options: {
            US: "United States",
            EU: "Europe",
            UK: "United Kingdom",
            CA: "Canada",
            AU: "Australia",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "PlayStation Store credit covers full games, add-ons, in-game currency and PlayStation Plus memberships. Select the card region that matches your PSN account, choose an amount and pay; GameZone e-mails the code and keeps it in your order history for quick redemption on console or the web.",
      fields: {
        region: {
          label: "Card region",
          options: {
            US: "United States",
            EU: "Europe",
            UK: "United Kingdom",
            CA: "Canada",
            AU: "Australia",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "An Xbox Gift Card can be spent on games, add-ons, Game Pass and more across Xbox consoles and Windows PCs. Pick the card region that matches your Microsoft account, choose a value and check out on GameZone; the digital code arrives by e-mail and stays in your order history, ready to redeem.",
      fields: {
        region: {
          label: "Card region",
          options: {
            US: "United States",
            EU: "Europe",
            UK: "United Kingdom",
            CA: "Canada",
            AU: "Australia",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "Nintendo eShop funds buy digital Switch games, DLC, Nintendo Switch Online and more. Choose the card region that matches your Nintendo Account, select a value and pay on GameZone; we e-mail the download code and keep it in your order history so you can redeem it whenever you like.",
      fields: {
        region: {
          label: "Card region",
          options: {
            US: "United States",
            EU: "Europe",
            UK: "United Kingdom",
            CA: "Canada",
            AU: "Australia",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "Oneiric Shards exchange into Stellar Jade for Warps on limited character and Light Cone banners, and can also be spent on character outfits. Enter your UID and server, choose a pack and pay on GameZone; the Shards are delivered to your Trailblazer's account, usually within 30 minutes.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Server",
          options: {
            america: "America",
            europe: "Europe",
            asia: "Asia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "Clash of Clans Gems finish upgrades instantly, unlock extra Builder's Huts and pick up Magic Items, resources and decorations for your village. Enter your player tag, choose a Gem pack and check out on GameZone; the Gems are added to your account, usually within 30 minutes, ready for your next war.",
      fields: {
        playerTag: {
          label: "Player tag",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "Clash Royale Gems open chests, buy Gold, cards, emotes and tower skins, and cover special event entries. Enter your player tag, pick a Gem pack and pay on GameZone; the Gems are credited to your account, usually within 30 minutes, so you can finish your deck before the next ladder push.",
      fields: {
        playerTag: {
          label: "Player tag",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "Brawl Stars Gems get you the Brawl Pass, new Brawlers, skins and limited offers from the Shop. Enter your player tag, choose a Gem pack and complete checkout on GameZone; the Gems land in your account, usually within 30 minutes, so you are ready for the next event rotation.",
      fields: {
        playerTag: {
          label: "Player tag",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "Riot Points unlock champions, skins, chromas, event passes and ward skins in League of Legends. Enter your Riot ID and server, choose an RP pack and pay on GameZone; the RP is credited to your Riot account, usually within 30 minutes, ready for your next trip to the Rift.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "Server",
          options: {
            NA: "North America",
            EUW: "Europe West",
            EUNE: "Europe Nordic & East",
            OCE: "Oceania",
            BR: "Brazil",
            LAN: "Latin America North",
            LAS: "Latin America South",
            TR: "Türkiye",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Apex Coins buy the Premium Battle Pass, new Legends, Apex Packs and Store bundles. Enter your EA ID and platform, choose a coin pack and check out on GameZone; the coins are added to your account, usually within 30 minutes, ready for the next drop into the Outlands.",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "Platform",
          options: {
            pc: "PC (EA app / Steam)",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "FC Points buy Premium Passes, player packs and event offers that strengthen your Ultimate Team in EA SPORTS FC Mobile. Enter your Player ID, choose a pack and pay on GameZone; the FC Points are credited to your club, usually within 30 minutes, in time for your next Head to Head match.",
      fields: {
        playerId: {
          label: "Player ID",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "Monochrome turns into Polychrome for Signal Searches on limited Agent and W-Engine channels, and also buys outfits in New Eridu. Enter your UID and server, pick a top-up and pay on GameZone; the Monochrome arrives in your Proxy's account, usually within 30 minutes.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Server",
          options: {
            america: "America",
            europe: "Europe",
            asia: "Asia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Arena of Valor Vouchers unlock heroes, skins, the Battle Pass and limited event draws. Enter your Player ID, choose a Voucher pack and pay on GameZone; the Vouchers are sent directly to your account, usually within minutes, so you can equip that new skin before queueing for your next ranked game.",
      fields: {
        playerId: {
          label: "Player ID",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Big Cat Coins are the premium currency of Ragnarok M: Eternal Love, spent on costumes, mounts, card packs and seasonal event offers across Rune-Midgard. Enter your Character ID, choose a pack and pay on GameZone; the coins are credited to your character, usually within 30 minutes.",
      fields: {
        characterId: {
          label: "Character ID",
        },
      },
    },
    "lords-mobile": {
      description:
        "Lords Mobile Diamonds buy in-game packs full of Gems, speed-ups, hero medals and resources to grow your kingdom and your guild. Enter your IGG ID, choose a Diamond amount and pay on GameZone; the Diamonds are credited to your account within minutes, ready to spend in the in-game shop.",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "Riot Points in Teamfight Tactics buy Little Legends, arenas, Booms and the premium Pass for each new set. Enter your Riot ID and server, pick an RP pack and check out on GameZone; the RP is added to your Riot account, usually within 30 minutes, before your next lobby fills up.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "Server",
          options: {
            NA: "North America",
            EUW: "Europe West",
            EUNE: "Europe Nordic & East",
            OCE: "Oceania",
            BR: "Brazil",
            LAN: "Latin America North",
            LAS: "Latin America South",
            TR: "Türkiye",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Honor of Kings Tokens unlock heroes, skins, the Battle Pass and limited-time event draws. Enter your Player ID, choose a Token pack and pay on GameZone; we credit the Tokens directly to your account, usually within minutes, so you can show off a new skin in your very next match.",
      fields: {
        playerId: {
          label: "Player ID",
        },
      },
    },
    "wuthering-waves": {
      description:
        "Lunite exchanges into Astrite for Convenes on featured Resonator and weapon banners, and can also be spent on outfits in the in-game shop. Enter your UID and server, choose a top-up and pay on GameZone; the Lunite is credited to your Rover's account, usually within 30 minutes.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Server",
          options: {
            america: "America",
            europe: "Europe",
            asia: "Asia",
            hmt: "HMT (Hong Kong, Macao, Taiwan)",
            sea: "SEA",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Lattice is the premium currency of Marvel Rivals, converted into Units for costumes, emotes and MVP animations or spent on the Luxury Battle Pass. Enter your UID, pick a pack and pay on GameZone; the Lattice is delivered to your account, usually within 30 minutes, ready for your next team-up.",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};

type Widen<T> = { [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };
/** What every language's file must hold: the same keys as English, each translated. */
export type CatalogueTexts = Widen<typeof catalogueTextsEn>;
