import type { CatalogueTexts } from "./en.ts";

/** Hindi. */
export const catalogueTextsHi: CatalogueTexts = {
  categories: {
    "Battle Royale": "बैटल रॉयल",
    Shooter: "शूटर",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "स्ट्रैटेजी",
    Sandbox: "सैंडबॉक्स",
    Sports: "स्पोर्ट्स",
    "Gift Cards": "गिफ्ट कार्ड",
  },
  badges: {
    "Most popular": "सबसे लोकप्रिय",
    "Best value": "सबसे किफ़ायती",
    "First top-up bonus": "पहले टॉप-अप पर बोनस",
  },
  headlines: {
    "mobile-legends-bang-bang": "पहले टॉप-अप पर डबल डायमंड",
    "genshin-impact": "Genesis Crystals, सीधे आपकी UID पर",
    "pubg-mobile": "मिनटों में UC। अगली ड्रॉप से पहले पूरी तैयारी कर लें",
    "free-fire": "ज़ोन सिकुड़ने से पहले डायमंड आपके अकाउंट में",
    valorant: "इस एक्ट के नए बंडल के लिए VP भर लें",
    "honkai-star-rail": "अगले Warp के लिए Oneiric Shards",
  },
  games: {
    "pubg-mobile": {
      description:
        "PUBG Mobile में Royale Pass, प्रीमियम क्रेट, अपग्रेड होने वाली गन स्किन और नए आउटफ़िट UC से ही खरीदे जाते हैं। GameZone पर अपनी नंबर वाली प्लेयर ID डालें, UC पैक चुनें और पेमेंट करें; UC सीधे उसी अकाउंट में क्रेडिट हो जाता है, आम तौर पर कुछ ही मिनटों में, ताकि आपके स्क्वॉड की अगली ड्रॉप से पहले आप पूरी तरह तैयार रहें।",
      fields: {
        playerId: {
          label: "प्लेयर ID",
        },
      },
    },
    "free-fire": {
      description:
        "Free Fire डायमंड से Booyah Pass, कैरेक्टर और पेट बंडल, गन स्किन और Luck Royale स्पिन अनलॉक होते हैं। GameZone पर अपनी प्लेयर ID डालें, जितने डायमंड चाहिए उतने चुनें और चेकआउट करें; डायमंड मिनटों में सीधे आपके अकाउंट में पहुंच जाते हैं, ताकि अगला मैच शुरू होने से पहले आप फिर से Bermuda पर हों।",
      fields: {
        playerId: {
          label: "प्लेयर ID",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "Call of Duty: Mobile में COD Points से प्रीमियम Battle Pass, Mythic और Legendary वेपन ब्लूप्रिंट, ऑपरेटर स्किन और Lucky Draw खरीदे जाते हैं। GameZone पर अपनी Open ID डालें, CP बंडल चुनें और सुरक्षित पेमेंट करें; पॉइंट्स कुछ ही मिनटों में आपके अकाउंट में जुड़ जाते हैं, अगले Ranked सेशन के लिए तैयार।",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Mobile Legends डायमंड से आपको नए हीरो, Starlight मेंबरशिप, लकी इवेंट ड्रॉ और लिमिटेड स्किन मिलती हैं, वो भी आते ही। अपनी यूज़र ID और ज़ोन ID डालें, डायमंड पैक चुनें और पेमेंट करें; GameZone डायमंड सीधे आपके अकाउंट में क्रेडिट करता है, आम तौर पर चेकआउट के कुछ ही मिनटों में।",
      fields: {
        userId: {
          label: "यूज़र ID",
        },
        zoneId: {
          label: "ज़ोन ID",
        },
      },
    },
    "genshin-impact": {
      description:
        "Genesis Crystals को Primogems में बदलकर लिमिटेड कैरेक्टर और वेपन बैनर पर Wish किए जा सकते हैं, और इन-गेम शॉप से कैरेक्टर आउटफ़िट भी खरीदे जा सकते हैं। हमें अपनी UID और सर्वर बताएं, टॉप-अप चुनें, और GameZone Crystals सीधे आपके Traveler के अकाउंट में भेज देता है, आम तौर पर आधे घंटे के अंदर।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "सर्वर",
          options: {
            america: "अमेरिका",
            europe: "यूरोप",
            asia: "एशिया",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Robux से Roblox का पूरा कैटलॉग आपके लिए खुल जाता है: अवतार आइटम, गेम पास, प्राइवेट सर्वर और लाखों दुनियाओं में एक्सपीरियंस के अंदर अपग्रेड। GameZone पर अपना Roblox यूज़रनेम डालें, मात्रा चुनें और पेमेंट करें; Robux उसी अकाउंट में क्रेडिट हो जाते हैं, आम तौर पर 10 से 30 मिनट में।",
      fields: {
        username: {
          label: "Roblox यूज़रनेम",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "Fortnite में V-Bucks से Battle Pass और Item Shop के आउटफ़िट, इमोट, पिकैक्स और ग्लाइडर खरीदे जाते हैं। GameZone पर अपना Epic डिस्प्ले नेम डालें, V-Bucks पैक या एक महीने का Fortnite Crew चुनें और सुरक्षित पेमेंट करें; हम आपके Epic Games अकाउंट में डिलीवरी करते हैं, आम तौर पर 30 मिनट के अंदर, ताकि Battle Bus के निकलने से पहले आपका नया लुक तैयार हो।",
      fields: {
        epicName: {
          label: "Epic डिस्प्ले नेम",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "VALORANT Points से प्रीमियम वेपन स्किन बंडल, Battle Pass टियर और एजेंट अनलॉक होते हैं। अपनी Riot ID और अकाउंट रीजन डालें, VP पैक चुनें और GameZone पर चेकआउट करें; पॉइंट्स आपके Riot अकाउंट में जुड़ जाते हैं, आम तौर पर 30 मिनट के अंदर, ताकि अगले मैच से पहले नया Vandal आपके हाथ में हो।",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "अकाउंट रीजन",
          options: {
            NA: "उत्तरी अमेरिका",
            EU: "यूरोप",
            AP: "एशिया-पैसिफ़िक",
            KR: "कोरिया",
            LATAM: "लैटिन अमेरिका",
            BR: "ब्राज़ील",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Steam Wallet फ़ंड से नई रिलीज़, सीज़नल सेल, DLC और Community Market के आइटम खरीदे जा सकते हैं। अपने Steam अकाउंट से मेल खाने वाला कार्ड रीजन चुनें, वैल्यू चुनें और GameZone पर पेमेंट करें; कोड आपको ईमेल पर भेजा जाता है और आपकी ऑर्डर हिस्ट्री में सेव रहता है, Steam क्लाइंट या ब्राउज़र में रिडीम करने के लिए तैयार।",
      fields: {
        region: {
          label: "कार्ड रीजन",
          options: {
            US: "अमेरिका",
            EU: "यूरोप",
            UK: "यूनाइटेड किंगडम",
            CA: "कनाडा",
            AU: "ऑस्ट्रेलिया",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "PlayStation Store क्रेडिट से पूरे गेम, ऐड-ऑन, इन-गेम करेंसी और PlayStation Plus मेंबरशिप खरीदी जा सकती है। अपने PSN अकाउंट से मेल खाने वाला कार्ड रीजन चुनें, रकम चुनें और पेमेंट करें; GameZone कोड ईमेल करता है और उसे आपकी ऑर्डर हिस्ट्री में रखता है, ताकि आप कंसोल या वेब पर उसे झट से रिडीम कर सकें।",
      fields: {
        region: {
          label: "कार्ड रीजन",
          options: {
            US: "अमेरिका",
            EU: "यूरोप",
            UK: "यूनाइटेड किंगडम",
            CA: "कनाडा",
            AU: "ऑस्ट्रेलिया",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Xbox Gift Card को Xbox कंसोल और Windows PC पर गेम, ऐड-ऑन, Game Pass और बहुत कुछ पर खर्च किया जा सकता है। अपने Microsoft अकाउंट से मेल खाने वाला कार्ड रीजन चुनें, वैल्यू चुनें और GameZone पर चेकआउट करें; डिजिटल कोड ईमेल पर आता है और आपकी ऑर्डर हिस्ट्री में रहता है, रिडीम करने के लिए तैयार।",
      fields: {
        region: {
          label: "कार्ड रीजन",
          options: {
            US: "अमेरिका",
            EU: "यूरोप",
            UK: "यूनाइटेड किंगडम",
            CA: "कनाडा",
            AU: "ऑस्ट्रेलिया",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "Nintendo eShop फ़ंड से डिजिटल Switch गेम, DLC, Nintendo Switch Online और भी बहुत कुछ खरीदा जा सकता है। अपने Nintendo Account से मेल खाने वाला कार्ड रीजन चुनें, वैल्यू चुनें और GameZone पर पेमेंट करें; हम डाउनलोड कोड ईमेल करते हैं और उसे आपकी ऑर्डर हिस्ट्री में रखते हैं, ताकि आप जब चाहें उसे रिडीम कर सकें।",
      fields: {
        region: {
          label: "कार्ड रीजन",
          options: {
            US: "अमेरिका",
            EU: "यूरोप",
            UK: "यूनाइटेड किंगडम",
            CA: "कनाडा",
            AU: "ऑस्ट्रेलिया",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "Oneiric Shards को Stellar Jade में बदलकर लिमिटेड कैरेक्टर और Light Cone बैनर पर Warp किए जा सकते हैं, और इन्हें कैरेक्टर आउटफ़िट पर भी खर्च किया जा सकता है। अपनी UID और सर्वर डालें, पैक चुनें और GameZone पर पेमेंट करें; Shards आपके Trailblazer के अकाउंट में पहुंच जाते हैं, आम तौर पर 30 मिनट के अंदर।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "सर्वर",
          options: {
            america: "अमेरिका",
            europe: "यूरोप",
            asia: "एशिया",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "Clash of Clans जेम्स से अपग्रेड तुरंत पूरे होते हैं, अतिरिक्त Builder's Hut अनलॉक होते हैं और आपके गांव के लिए Magic Items, रिसोर्स और डेकोरेशन मिलते हैं। अपना प्लेयर टैग डालें, जेम पैक चुनें और GameZone पर चेकआउट करें; जेम्स आपके अकाउंट में जुड़ जाते हैं, आम तौर पर 30 मिनट के अंदर, अगली वॉर के लिए तैयार।",
      fields: {
        playerTag: {
          label: "प्लेयर टैग",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "Clash Royale जेम्स से चेस्ट खुलते हैं, गोल्ड, कार्ड, इमोट और टावर स्किन खरीदी जाती हैं, और स्पेशल इवेंट की एंट्री भी होती है। अपना प्लेयर टैग डालें, जेम पैक चुनें और GameZone पर पेमेंट करें; जेम्स आपके अकाउंट में क्रेडिट हो जाते हैं, आम तौर पर 30 मिनट के अंदर, ताकि अगली लैडर पुश से पहले आपका डेक पूरा हो जाए।",
      fields: {
        playerTag: {
          label: "प्लेयर टैग",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "Brawl Stars जेम्स से आपको Brawl Pass, नए Brawlers, स्किन और Shop के लिमिटेड ऑफ़र मिलते हैं। अपना प्लेयर टैग डालें, जेम पैक चुनें और GameZone पर चेकआउट पूरा करें; जेम्स आपके अकाउंट में पहुंच जाते हैं, आम तौर पर 30 मिनट के अंदर, ताकि अगले इवेंट रोटेशन के लिए आप तैयार रहें।",
      fields: {
        playerTag: {
          label: "प्लेयर टैग",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "League of Legends में Riot Points से चैंपियन, स्किन, क्रोमा, इवेंट पास और वार्ड स्किन अनलॉक होती हैं। अपनी Riot ID और सर्वर डालें, RP पैक चुनें और GameZone पर पेमेंट करें; RP आपके Riot अकाउंट में क्रेडिट हो जाता है, आम तौर पर 30 मिनट के अंदर, Rift पर अगली एंट्री के लिए तैयार।",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "सर्वर",
          options: {
            NA: "उत्तरी अमेरिका",
            EUW: "यूरोप पश्चिम",
            EUNE: "यूरोप नॉर्डिक और पूर्व",
            OCE: "ओशिनिया",
            BR: "ब्राज़ील",
            LAN: "लैटिन अमेरिका उत्तर",
            LAS: "लैटिन अमेरिका दक्षिण",
            TR: "तुर्किये",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Apex Coins से Premium Battle Pass, नए Legends, Apex Packs और Store बंडल खरीदे जाते हैं। अपनी EA ID और प्लेटफ़ॉर्म डालें, कॉइन पैक चुनें और GameZone पर चेकआउट करें; कॉइन्स आपके अकाउंट में जुड़ जाते हैं, आम तौर पर 30 मिनट के अंदर, Outlands में अगली ड्रॉप के लिए तैयार।",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "प्लेटफ़ॉर्म",
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
        "EA SPORTS FC Mobile में FC Points से Premium Pass, प्लेयर पैक और इवेंट ऑफ़र खरीदे जाते हैं, जो आपकी Ultimate Team को मज़बूत बनाते हैं। अपनी प्लेयर ID डालें, पैक चुनें और GameZone पर पेमेंट करें; FC Points आपके क्लब में क्रेडिट हो जाते हैं, आम तौर पर 30 मिनट के अंदर, आपके अगले Head to Head मैच से पहले।",
      fields: {
        playerId: {
          label: "प्लेयर ID",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "Monochrome, Polychrome में बदलकर लिमिटेड Agent और W-Engine चैनल पर Signal Search के काम आता है, और इससे New Eridu में आउटफ़िट भी खरीदे जा सकते हैं। अपनी UID और सर्वर डालें, टॉप-अप चुनें और GameZone पर पेमेंट करें; Monochrome आपके Proxy के अकाउंट में पहुंच जाता है, आम तौर पर 30 मिनट के अंदर।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "सर्वर",
          options: {
            america: "अमेरिका",
            europe: "यूरोप",
            asia: "एशिया",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Arena of Valor Vouchers से हीरो, स्किन, Battle Pass और लिमिटेड इवेंट ड्रॉ अनलॉक होते हैं। अपनी प्लेयर ID डालें, Voucher पैक चुनें और GameZone पर पेमेंट करें; Vouchers सीधे आपके अकाउंट में भेजे जाते हैं, आम तौर पर कुछ ही मिनटों में, ताकि अगले रैंक्ड गेम की क्यू से पहले आप नई स्किन लगा सकें।",
      fields: {
        playerId: {
          label: "प्लेयर ID",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Big Cat Coins, Ragnarok M: Eternal Love की प्रीमियम करेंसी है, जिसे पूरे Rune-Midgard में कॉस्ट्यूम, माउंट, कार्ड पैक और सीज़नल इवेंट ऑफ़र पर खर्च किया जाता है। अपनी कैरेक्टर ID डालें, पैक चुनें और GameZone पर पेमेंट करें; कॉइन्स आपके कैरेक्टर में क्रेडिट हो जाते हैं, आम तौर पर 30 मिनट के अंदर।",
      fields: {
        characterId: {
          label: "कैरेक्टर ID",
        },
      },
    },
    "lords-mobile": {
      description:
        "Lords Mobile डायमंड से ऐसे इन-गेम पैक खरीदे जाते हैं जिनमें जेम्स, स्पीड-अप, हीरो मेडल और रिसोर्स भरपूर होते हैं, ताकि आपका किंगडम और गिल्ड आगे बढ़ें। अपनी IGG ID डालें, डायमंड की मात्रा चुनें और GameZone पर पेमेंट करें; डायमंड मिनटों में आपके अकाउंट में क्रेडिट हो जाते हैं, इन-गेम शॉप में खर्च करने के लिए तैयार।",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "Teamfight Tactics में Riot Points से Little Legends, एरीना, Booms और हर नए सेट का प्रीमियम Pass खरीदा जाता है। अपनी Riot ID और सर्वर डालें, RP पैक चुनें और GameZone पर चेकआउट करें; RP आपके Riot अकाउंट में जुड़ जाता है, आम तौर पर 30 मिनट के अंदर, आपकी अगली लॉबी भरने से पहले।",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "सर्वर",
          options: {
            NA: "उत्तरी अमेरिका",
            EUW: "यूरोप पश्चिम",
            EUNE: "यूरोप नॉर्डिक और पूर्व",
            OCE: "ओशिनिया",
            BR: "ब्राज़ील",
            LAN: "लैटिन अमेरिका उत्तर",
            LAS: "लैटिन अमेरिका दक्षिण",
            TR: "तुर्किये",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Honor of Kings Tokens से हीरो, स्किन, Battle Pass और लिमिटेड-टाइम इवेंट ड्रॉ अनलॉक होते हैं। अपनी प्लेयर ID डालें, Token पैक चुनें और GameZone पर पेमेंट करें; हम Tokens सीधे आपके अकाउंट में क्रेडिट करते हैं, आम तौर पर कुछ ही मिनटों में, ताकि अपने अगले ही मैच में आप नई स्किन दिखा सकें।",
      fields: {
        playerId: {
          label: "प्लेयर ID",
        },
      },
    },
    "wuthering-waves": {
      description:
        "Lunite को Astrite में बदलकर फ़ीचर्ड Resonator और वेपन बैनर पर Convene किए जा सकते हैं, और इसे इन-गेम शॉप में आउटफ़िट पर भी खर्च किया जा सकता है। अपनी UID और सर्वर डालें, टॉप-अप चुनें और GameZone पर पेमेंट करें; Lunite आपके Rover के अकाउंट में क्रेडिट हो जाता है, आम तौर पर 30 मिनट के अंदर।",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "सर्वर",
          options: {
            america: "अमेरिका",
            europe: "यूरोप",
            asia: "एशिया",
            hmt: "HMT (हांगकांग, मकाओ, ताइवान)",
            sea: "SEA (दक्षिण-पूर्व एशिया)",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Lattice, Marvel Rivals की प्रीमियम करेंसी है, जिसे Units में बदलकर कॉस्ट्यूम, इमोट और MVP एनिमेशन खरीदे जाते हैं या Luxury Battle Pass पर खर्च किया जाता है। अपनी UID डालें, पैक चुनें और GameZone पर पेमेंट करें; Lattice आपके अकाउंट में पहुंच जाता है, आम तौर पर 30 मिनट के अंदर, आपकी अगली टीम-अप के लिए तैयार।",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
