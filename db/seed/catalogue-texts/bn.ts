import type { CatalogueTexts } from "./en.ts";

/** Bengali. */
export const catalogueTextsBn: CatalogueTexts = {
  categories: {
    "Battle Royale": "ব্যাটল রয়্যাল",
    Shooter: "শুটার",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "স্ট্র্যাটেজি",
    Sandbox: "স্যান্ডবক্স",
    Sports: "স্পোর্টস",
    "Gift Cards": "গিফট কার্ড",
  },
  badges: {
    "Most popular": "সবচেয়ে জনপ্রিয়",
    "Best value": "সেরা ভ্যালু",
    "First top-up bonus": "প্রথম টপ-আপ বোনাস",
  },
  headlines: {
    "mobile-legends-bang-bang": "প্রথম টপ-আপে ডাবল ডায়মন্ড",
    "genshin-impact": "Genesis Crystals সরাসরি আপনার UID-তে",
    "pubg-mobile": "কয়েক মিনিটেই UC। পরের ড্রপের আগেই গিয়ার আপ করুন",
    "free-fire": "জোন ছোট হওয়ার আগেই ডায়মন্ড হাজির",
    valorant: "এই অ্যাক্টের নতুন বান্ডেলের জন্য VP ভরে নিন",
    "honkai-star-rail": "পরের Warp-এর জন্য Oneiric Shards",
  },
  games: {
    "pubg-mobile": {
      description:
        "PUBG Mobile-এ Royale Pass, প্রিমিয়াম ক্রেট, আপগ্রেডযোগ্য গান স্কিন আর নতুন সব আউটফিট কেনা হয় UC দিয়ে। GameZone-এ আপনার সংখ্যার প্লেয়ার আইডি দিন, একটি UC প্যাক বেছে নিয়ে পেমেন্ট করুন; UC সরাসরি সেই অ্যাকাউন্টে জমা হবে, সাধারণত কয়েক মিনিটের মধ্যেই, তাই স্কোয়াডের পরের ড্রপের আগেই গিয়ার আপ করে নিতে পারবেন।",
      fields: {
        playerId: {
          label: "প্লেয়ার আইডি",
        },
      },
    },
    "free-fire": {
      description:
        "Free Fire ডায়মন্ড দিয়ে আনলক হয় Booyah Pass, ক্যারেক্টার ও পেট বান্ডেল, গান স্কিন আর Luck Royale স্পিন। GameZone-এ আপনার প্লেয়ার আইডি দিন, কত ডায়মন্ড চান বেছে নিয়ে চেকআউট করুন; কয়েক মিনিটেই সেগুলো সরাসরি আপনার অ্যাকাউন্টে পৌঁছে যাবে, পরের ম্যাচ শুরুর আগেই আপনি আবার Bermuda-য়।",
      fields: {
        playerId: {
          label: "প্লেয়ার আইডি",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "Call of Duty: Mobile-এ COD Points দিয়ে কেনা যায় প্রিমিয়াম Battle Pass, Mythic ও Legendary ওয়েপন ব্লুপ্রিন্ট, অপারেটর স্কিন আর Lucky Draw। GameZone-এ আপনার Open ID দিন, একটি CP বান্ডেল বেছে নিরাপদে পেমেন্ট করুন; কয়েক মিনিটের মধ্যেই পয়েন্ট আপনার অ্যাকাউন্টে যোগ হবে, পরের Ranked সেশনের জন্য একদম তৈরি।",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Mobile Legends ডায়মন্ড দিয়ে পাবেন নতুন হিরো, Starlight মেম্বারশিপ, ইভেন্টের লাকি ড্র আর লিমিটেড স্কিন, রিলিজের সঙ্গে সঙ্গেই। আপনার User ID ও Zone ID দিন, একটি ডায়মন্ড প্যাক বেছে পেমেন্ট করুন; GameZone ডায়মন্ড সরাসরি আপনার অ্যাকাউন্টে জমা করে দেবে, সাধারণত চেকআউটের কয়েক মিনিটের মধ্যেই।",
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
        "Genesis Crystals বদলে Primogems পাওয়া যায়, যা দিয়ে লিমিটেড ক্যারেক্টার ও ওয়েপন ব্যানারে Wish করা যায়; আবার ইন-গেম শপ থেকে ক্যারেক্টার আউটফিটও কেনা যায়। আমাদের আপনার UID ও সার্ভার জানান, একটি টপ-আপ বেছে নিন, আর GameZone Crystals সরাসরি আপনার Traveler-এর অ্যাকাউন্টে পাঠিয়ে দেবে, সাধারণত আধ ঘণ্টার মধ্যেই।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "সার্ভার",
          options: {
            america: "আমেরিকা",
            europe: "ইউরোপ",
            asia: "এশিয়া",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Robux দিয়ে খুলে যায় পুরো Roblox ক্যাটালগ: লাখো ওয়ার্ল্ড জুড়ে অ্যাভাটার আইটেম, গেম পাস, প্রাইভেট সার্ভার আর এক্সপেরিয়েন্সের ভেতরের আপগ্রেড। GameZone-এ আপনার Roblox ইউজারনেম দিন, পরিমাণ বেছে পেমেন্ট করুন; Robux সেই অ্যাকাউন্টে জমা হবে, সাধারণত 10 থেকে 30 মিনিটের মধ্যে।",
      fields: {
        username: {
          label: "Roblox ইউজারনেম",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "Fortnite-এ V-Bucks দিয়ে কেনা যায় Battle Pass, Item Shop-এর আউটফিট, ইমোট, পিকঅ্যাক্স আর গ্লাইডার। GameZone-এ আপনার Epic ডিসপ্লে নেম দিন, একটি V-Bucks প্যাক বা এক মাসের Fortnite Crew বেছে নিরাপদে পেমেন্ট করুন; আমরা আপনার Epic Games অ্যাকাউন্টে ডেলিভারি দেব, সাধারণত 30 মিনিটের মধ্যে, তাই Battle Bus ছাড়ার আগেই নতুন লুক রেডি।",
      fields: {
        epicName: {
          label: "Epic ডিসপ্লে নেম",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "VALORANT Points দিয়ে আনলক হয় প্রিমিয়াম ওয়েপন স্কিন বান্ডেল, Battle Pass টিয়ার আর এজেন্ট। আপনার Riot ID ও অ্যাকাউন্টের রিজিয়ন দিন, একটি VP প্যাক বেছে GameZone-এ চেকআউট করুন; পয়েন্ট আপনার Riot অ্যাকাউন্টে যোগ হবে, সাধারণত 30 মিনিটের মধ্যে, তাই পরের ম্যাচের আগেই নতুন Vandal হাতে।",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "অ্যাকাউন্ট রিজিয়ন",
          options: {
            NA: "উত্তর আমেরিকা",
            EU: "ইউরোপ",
            AP: "এশিয়া-প্যাসিফিক",
            KR: "কোরিয়া",
            LATAM: "লাতিন আমেরিকা",
            BR: "ব্রাজিল",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Steam Wallet ফান্ড দিয়ে কেনা যায় নতুন রিলিজ, সিজনাল সেলের গেম, DLC আর Community Market-এর আইটেম। আপনার Steam অ্যাকাউন্টের সঙ্গে মেলে এমন কার্ড রিজিয়ন বেছে নিন, মূল্য ঠিক করে GameZone-এ পেমেন্ট করুন; কোডটি আপনার ইমেইলে পাঠানো হবে এবং অর্ডার হিস্ট্রিতেও সেভ থাকবে, Steam ক্লায়েন্ট বা ব্রাউজারে রিডিম করার জন্য তৈরি।",
      fields: {
        region: {
          label: "কার্ড রিজিয়ন",
          options: {
            US: "যুক্তরাষ্ট্র",
            EU: "ইউরোপ",
            UK: "যুক্তরাজ্য",
            CA: "কানাডা",
            AU: "অস্ট্রেলিয়া",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "PlayStation Store ক্রেডিট দিয়ে কেনা যায় ফুল গেম, অ্যাড-অন, ইন-গেম কারেন্সি আর PlayStation Plus মেম্বারশিপ। আপনার PSN অ্যাকাউন্টের সঙ্গে মেলে এমন কার্ড রিজিয়ন বেছে নিন, পরিমাণ ঠিক করে পেমেন্ট করুন; GameZone কোডটি ইমেইল করবে এবং অর্ডার হিস্ট্রিতে রেখে দেবে, যাতে কনসোলে বা ওয়েবে দ্রুত রিডিম করতে পারেন।",
      fields: {
        region: {
          label: "কার্ড রিজিয়ন",
          options: {
            US: "যুক্তরাষ্ট্র",
            EU: "ইউরোপ",
            UK: "যুক্তরাজ্য",
            CA: "কানাডা",
            AU: "অস্ট্রেলিয়া",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Xbox Gift Card খরচ করা যায় Xbox কনসোল ও Windows PC-তে গেম, অ্যাড-অন, Game Pass সহ আরও অনেক কিছুতে। আপনার Microsoft অ্যাকাউন্টের সঙ্গে মেলে এমন কার্ড রিজিয়ন বেছে নিন, মূল্য ঠিক করে GameZone-এ চেকআউট করুন; ডিজিটাল কোডটি ইমেইলে আসবে এবং অর্ডার হিস্ট্রিতে থেকে যাবে, রিডিম করার জন্য তৈরি।",
      fields: {
        region: {
          label: "কার্ড রিজিয়ন",
          options: {
            US: "যুক্তরাষ্ট্র",
            EU: "ইউরোপ",
            UK: "যুক্তরাজ্য",
            CA: "কানাডা",
            AU: "অস্ট্রেলিয়া",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "Nintendo eShop ফান্ড দিয়ে কেনা যায় ডিজিটাল Switch গেম, DLC, Nintendo Switch Online সহ আরও অনেক কিছু। আপনার Nintendo Account-এর সঙ্গে মেলে এমন কার্ড রিজিয়ন বেছে নিন, মূল্য ঠিক করে GameZone-এ পেমেন্ট করুন; আমরা ডাউনলোড কোডটি ইমেইল করব এবং অর্ডার হিস্ট্রিতে রেখে দেব, যখন খুশি রিডিম করতে পারবেন।",
      fields: {
        region: {
          label: "কার্ড রিজিয়ন",
          options: {
            US: "যুক্তরাষ্ট্র",
            EU: "ইউরোপ",
            UK: "যুক্তরাজ্য",
            CA: "কানাডা",
            AU: "অস্ট্রেলিয়া",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "Oneiric Shards বদলে Stellar Jade পাওয়া যায়, যা দিয়ে লিমিটেড ক্যারেক্টার ও Light Cone ব্যানারে Warp করা যায়; ক্যারেক্টার আউটফিটেও খরচ করা যায়। আপনার UID ও সার্ভার দিন, একটি প্যাক বেছে GameZone-এ পেমেন্ট করুন; Shards আপনার Trailblazer-এর অ্যাকাউন্টে পৌঁছে যাবে, সাধারণত 30 মিনিটের মধ্যে।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "সার্ভার",
          options: {
            america: "আমেরিকা",
            europe: "ইউরোপ",
            asia: "এশিয়া",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "Clash of Clans-এর Gems দিয়ে আপগ্রেড সঙ্গে সঙ্গে শেষ হয়, বাড়তি Builder's Hut আনলক হয়, আর আপনার ভিলেজের জন্য Magic Items, রিসোর্স ও ডেকোরেশন কেনা যায়। আপনার প্লেয়ার ট্যাগ দিন, একটি Gem প্যাক বেছে GameZone-এ চেকআউট করুন; Gems আপনার অ্যাকাউন্টে যোগ হবে, সাধারণত 30 মিনিটের মধ্যে, পরের ওয়ারের জন্য তৈরি।",
      fields: {
        playerTag: {
          label: "প্লেয়ার ট্যাগ",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "Clash Royale-এর Gems দিয়ে চেস্ট খোলা যায়, Gold, কার্ড, ইমোট ও টাওয়ার স্কিন কেনা যায়, আবার স্পেশাল ইভেন্টের এন্ট্রিও হয়ে যায়। আপনার প্লেয়ার ট্যাগ দিন, একটি Gem প্যাক বেছে GameZone-এ পেমেন্ট করুন; Gems আপনার অ্যাকাউন্টে জমা হবে, সাধারণত 30 মিনিটের মধ্যে, তাই পরের ল্যাডার পুশের আগেই ডেক সাজিয়ে নিতে পারবেন।",
      fields: {
        playerTag: {
          label: "প্লেয়ার ট্যাগ",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "Brawl Stars-এর Gems দিয়ে পাবেন Brawl Pass, নতুন Brawler, স্কিন আর Shop-এর লিমিটেড অফার। আপনার প্লেয়ার ট্যাগ দিন, একটি Gem প্যাক বেছে GameZone-এ চেকআউট শেষ করুন; Gems আপনার অ্যাকাউন্টে পৌঁছে যাবে, সাধারণত 30 মিনিটের মধ্যে, পরের ইভেন্ট রোটেশনের জন্য আপনি তৈরি।",
      fields: {
        playerTag: {
          label: "প্লেয়ার ট্যাগ",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "League of Legends-এ Riot Points দিয়ে আনলক হয় চ্যাম্পিয়ন, স্কিন, ক্রোমা, ইভেন্ট পাস আর ওয়ার্ড স্কিন। আপনার Riot ID ও সার্ভার দিন, একটি RP প্যাক বেছে GameZone-এ পেমেন্ট করুন; RP আপনার Riot অ্যাকাউন্টে জমা হবে, সাধারণত 30 মিনিটের মধ্যে, Rift-এ পরের যাত্রার জন্য তৈরি।",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "সার্ভার",
          options: {
            NA: "উত্তর আমেরিকা",
            EUW: "পশ্চিম ইউরোপ",
            EUNE: "নর্ডিক ও পূর্ব ইউরোপ",
            OCE: "ওশেনিয়া",
            BR: "ব্রাজিল",
            LAN: "উত্তর লাতিন আমেরিকা",
            LAS: "দক্ষিণ লাতিন আমেরিকা",
            TR: "তুরস্ক",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Apex Coins দিয়ে কেনা যায় Premium Battle Pass, নতুন Legends, Apex Packs আর Store বান্ডেল। আপনার EA ID ও প্ল্যাটফর্ম দিন, একটি কয়েন প্যাক বেছে GameZone-এ চেকআউট করুন; কয়েন আপনার অ্যাকাউন্টে যোগ হবে, সাধারণত 30 মিনিটের মধ্যে, Outlands-এ পরের ড্রপের জন্য তৈরি।",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "প্ল্যাটফর্ম",
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
        "EA SPORTS FC Mobile-এ FC Points দিয়ে কেনা যায় Premium Pass, প্লেয়ার প্যাক আর ইভেন্ট অফার, যা আপনার Ultimate Team-কে আরও শক্তিশালী করে। আপনার প্লেয়ার আইডি দিন, একটি প্যাক বেছে GameZone-এ পেমেন্ট করুন; FC Points আপনার ক্লাবে জমা হবে, সাধারণত 30 মিনিটের মধ্যে, পরের Head to Head ম্যাচের ঠিক আগেই।",
      fields: {
        playerId: {
          label: "প্লেয়ার আইডি",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "Monochrome বদলে Polychrome হয়, যা দিয়ে লিমিটেড Agent ও W-Engine চ্যানেলে Signal Search করা যায়; New Eridu-তে আউটফিটও কেনা যায়। আপনার UID ও সার্ভার দিন, একটি টপ-আপ বেছে GameZone-এ পেমেন্ট করুন; Monochrome আপনার Proxy-র অ্যাকাউন্টে পৌঁছে যাবে, সাধারণত 30 মিনিটের মধ্যে।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "সার্ভার",
          options: {
            america: "আমেরিকা",
            europe: "ইউরোপ",
            asia: "এশিয়া",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Arena of Valor Vouchers দিয়ে আনলক হয় হিরো, স্কিন, Battle Pass আর লিমিটেড ইভেন্ট ড্র। আপনার প্লেয়ার আইডি দিন, একটি Voucher প্যাক বেছে GameZone-এ পেমেন্ট করুন; Vouchers সরাসরি আপনার অ্যাকাউন্টে পাঠানো হবে, সাধারণত কয়েক মিনিটের মধ্যেই, তাই পরের র‍্যাঙ্কড গেমের কিউতে ঢোকার আগেই নতুন স্কিন পরে নিতে পারবেন।",
      fields: {
        playerId: {
          label: "প্লেয়ার আইডি",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Big Cat Coins হলো Ragnarok M: Eternal Love-এর প্রিমিয়াম কারেন্সি, যা দিয়ে পুরো Rune-Midgard জুড়ে কস্টিউম, মাউন্ট, কার্ড প্যাক আর সিজনাল ইভেন্ট অফার কেনা যায়। আপনার Character ID দিন, একটি প্যাক বেছে GameZone-এ পেমেন্ট করুন; কয়েন আপনার ক্যারেক্টারে জমা হবে, সাধারণত 30 মিনিটের মধ্যে।",
      fields: {
        characterId: {
          label: "Character ID",
        },
      },
    },
    "lords-mobile": {
      description:
        "Lords Mobile-এর Diamonds দিয়ে কেনা যায় Gems, স্পিড-আপ, হিরো মেডেল আর রিসোর্সে ভরা ইন-গেম প্যাক, যা আপনার কিংডম ও গিল্ডকে বড় করে তোলে। আপনার IGG ID দিন, কত Diamonds চান বেছে GameZone-এ পেমেন্ট করুন; কয়েক মিনিটের মধ্যেই Diamonds আপনার অ্যাকাউন্টে জমা হবে, ইন-গেম শপে খরচের জন্য তৈরি।",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "Teamfight Tactics-এ Riot Points দিয়ে কেনা যায় Little Legends, অ্যারেনা, Booms আর প্রতিটি নতুন সেটের প্রিমিয়াম Pass। আপনার Riot ID ও সার্ভার দিন, একটি RP প্যাক বেছে GameZone-এ চেকআউট করুন; RP আপনার Riot অ্যাকাউন্টে যোগ হবে, সাধারণত 30 মিনিটের মধ্যে, পরের লবি ভরে ওঠার আগেই।",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "সার্ভার",
          options: {
            NA: "উত্তর আমেরিকা",
            EUW: "পশ্চিম ইউরোপ",
            EUNE: "নর্ডিক ও পূর্ব ইউরোপ",
            OCE: "ওশেনিয়া",
            BR: "ব্রাজিল",
            LAN: "উত্তর লাতিন আমেরিকা",
            LAS: "দক্ষিণ লাতিন আমেরিকা",
            TR: "তুরস্ক",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Honor of Kings Tokens দিয়ে আনলক হয় হিরো, স্কিন, Battle Pass আর সীমিত সময়ের ইভেন্ট ড্র। আপনার প্লেয়ার আইডি দিন, একটি Token প্যাক বেছে GameZone-এ পেমেন্ট করুন; আমরা Tokens সরাসরি আপনার অ্যাকাউন্টে জমা করব, সাধারণত কয়েক মিনিটের মধ্যেই, তাই একদম পরের ম্যাচেই নতুন স্কিন দেখাতে পারবেন।",
      fields: {
        playerId: {
          label: "প্লেয়ার আইডি",
        },
      },
    },
    "wuthering-waves": {
      description:
        "Lunite বদলে Astrite পাওয়া যায়, যা দিয়ে ফিচার্ড Resonator ও ওয়েপন ব্যানারে Convene করা যায়; ইন-গেম শপে আউটফিটেও খরচ করা যায়। আপনার UID ও সার্ভার দিন, একটি টপ-আপ বেছে GameZone-এ পেমেন্ট করুন; Lunite আপনার Rover-এর অ্যাকাউন্টে জমা হবে, সাধারণত 30 মিনিটের মধ্যে।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "সার্ভার",
          options: {
            america: "আমেরিকা",
            europe: "ইউরোপ",
            asia: "এশিয়া",
            hmt: "HMT (হংকং, ম্যাকাও, তাইওয়ান)",
            sea: "SEA (দক্ষিণ-পূর্ব এশিয়া)",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Lattice হলো Marvel Rivals-এর প্রিমিয়াম কারেন্সি; এটি বদলে Units পাওয়া যায়, যা দিয়ে কস্টিউম, ইমোট ও MVP অ্যানিমেশন কেনা যায়, অথবা সরাসরি Luxury Battle Pass-এ খরচ করা যায়। আপনার UID দিন, একটি প্যাক বেছে GameZone-এ পেমেন্ট করুন; Lattice আপনার অ্যাকাউন্টে পৌঁছে যাবে, সাধারণত 30 মিনিটের মধ্যে, পরের টিম-আপের জন্য তৈরি।",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
