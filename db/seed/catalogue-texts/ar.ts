import type { CatalogueTexts } from "./en.ts";

/** Arabic. */
export const catalogueTextsAr: CatalogueTexts = {
  categories: {
    "Battle Royale": "باتل رويال",
    Shooter: "تصويب",
    MOBA: "MOBA",
    RPG: "تقمّص الأدوار",
    Strategy: "استراتيجية",
    Sandbox: "ساندبوكس",
    Sports: "رياضة",
    "Gift Cards": "بطاقات الهدايا",
  },
  badges: {
    "Most popular": "الأكثر طلبًا",
    "Best value": "أفضل قيمة",
    "First top-up bonus": "مكافأة أول شحن",
  },
  headlines: {
    "mobile-legends-bang-bang": "جواهر مضاعفة مع أول شحن لك",
    "genshin-impact": "Genesis Crystals مباشرةً إلى الـ UID الخاص بك",
    "pubg-mobile": "UC خلال دقائق. جهّز عتادك قبل الهبوط القادم",
    "free-fire": "الجواهر تصلك قبل أن تضيق المنطقة",
    valorant: "اشحن VP ولا تفوّتك حزم هذا الفصل الجديدة",
    "honkai-star-rail": "Oneiric Shards جاهزة لـ Warp القادم",
  },
  games: {
    "pubg-mobile": {
      description:
        "بـ UC تدفع ثمن Royale Pass والصناديق المميزة وسكنات الأسلحة القابلة للتطوير وأحدث الأزياء في PUBG Mobile. على GameZone تكتب معرّف اللاعب الرقمي، وتختار باقة UC وتدفع، فتُضاف UC مباشرةً إلى ذلك الحساب، عادةً خلال دقائق، لتتجهّز قبل هبوط فريقك القادم.",
      fields: {
        playerId: {
          label: "معرّف اللاعب",
        },
      },
    },
    "free-fire": {
      description:
        "جواهر Free Fire تفتح لك Booyah Pass وحزم الشخصيات والحيوانات الأليفة وسكنات الأسلحة ولفّات Luck Royale. أدخل معرّف اللاعب على GameZone، واختر عدد الجواهر الذي تريده وأتمم الدفع؛ فتصل مباشرةً إلى حسابك خلال دقائق، وتعود إلى Bermuda قبل أن تبدأ المباراة التالية.",
      fields: {
        playerId: {
          label: "معرّف اللاعب",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "بنقاط COD Points تشتري Battle Pass المميز، ومخططات الأسلحة الأسطورية والخرافية، وسكنات المشغّلين، وسحوبات Lucky Draw في Call of Duty: Mobile. على GameZone تُدخل الـ Open ID، وتختار حزمة CP وتدفع بأمان؛ فتُضاف النقاط إلى حسابك خلال دقائق، جاهزةً لجولتك القادمة في المباريات المصنّفة.",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "جواهر Mobile Legends تمنحك أبطالًا جددًا وعضوية Starlight وسحوبات الفعاليات والسكنات المحدودة لحظة إطلاقها. أدخل معرّف المستخدم (User ID) ومعرّف المنطقة (Zone ID)، واختر باقة الجواهر وادفع؛ فتضيف GameZone الجواهر مباشرةً إلى حسابك، عادةً خلال دقائق من إتمام الدفع.",
      fields: {
        userId: {
          label: "معرّف المستخدم (User ID)",
        },
        zoneId: {
          label: "معرّف المنطقة (Zone ID)",
        },
      },
    },
    "genshin-impact": {
      description:
        "تتحوّل Genesis Crystals إلى Primogems لإجراء الأمنيات (Wishes) على لافتات الشخصيات والأسلحة المحدودة، ويمكنك أيضًا شراء أزياء الشخصيات بها من متجر اللعبة. أعطنا الـ UID والسيرفر، واختر باقة الشحن، فترسل GameZone الكريستالات مباشرةً إلى حساب المسافر الخاص بك، عادةً خلال نصف ساعة.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "السيرفر",
          options: {
            america: "أمريكا",
            europe: "أوروبا",
            asia: "آسيا",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "تفتح لك Robux كتالوج Roblox بالكامل: عناصر الأفاتار وتصاريح الألعاب والسيرفرات الخاصة والترقيات داخل التجارب عبر ملايين العوالم. أدخل اسم المستخدم في Roblox، واختر المبلغ وادفع على GameZone؛ فتُضاف Robux إلى ذلك الحساب، عادةً خلال 10 إلى 30 دقيقة.",
      fields: {
        username: {
          label: "اسم المستخدم في Roblox",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "بـ V-Bucks تشتري Battle Pass وأزياء متجر العناصر والحركات التعبيرية والفؤوس والطائرات الشراعية في Fortnite. على GameZone تُدخل اسم العرض في Epic، وتختار باقة V-Bucks أو شهرًا من Fortnite Crew وتدفع بأمان؛ ونسلّمها إلى حسابك في Epic Games، عادةً خلال 30 دقيقة، ليكون مظهرك الجديد جاهزًا قبل أن تنطلق حافلة المعركة.",
      fields: {
        epicName: {
          label: "اسم العرض في Epic",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "تفتح لك نقاط VALORANT Points حزم سكنات الأسلحة المميزة ومستويات Battle Pass والعملاء. أدخل Riot ID ومنطقة حسابك، واختر حزمة VP وأتمم الدفع على GameZone؛ فتُضاف النقاط إلى حسابك في Riot، عادةً خلال 30 دقيقة، ليكون الـ Vandal الجديد بين يديك قبل مباراتك القادمة.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "منطقة الحساب",
          options: {
            NA: "أمريكا الشمالية",
            EU: "أوروبا",
            AP: "آسيا والمحيط الهادئ",
            KR: "كوريا",
            LATAM: "أمريكا اللاتينية",
            BR: "البرازيل",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "رصيد محفظة Steam تدفع به ثمن الإصدارات الجديدة وتخفيضات المواسم والمحتوى الإضافي (DLC) وعناصر سوق المجتمع. اختر منطقة البطاقة المطابقة لحساب Steam، وحدّد القيمة وادفع على GameZone؛ فيصلك الرمز عبر البريد الإلكتروني ويُحفظ في سجل طلباتك، جاهزًا للاسترداد في تطبيق Steam أو المتصفح.",
      fields: {
        region: {
          label: "منطقة البطاقة",
          options: {
            US: "الولايات المتحدة",
            EU: "أوروبا",
            UK: "المملكة المتحدة",
            CA: "كندا",
            AU: "أستراليا",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "رصيد PlayStation Store يغطي الألعاب الكاملة والإضافات والعملات داخل الألعاب واشتراكات PlayStation Plus. اختر منطقة البطاقة المطابقة لحساب PSN، وحدّد المبلغ وادفع؛ فترسل GameZone الرمز إلى بريدك الإلكتروني وتحتفظ به في سجل طلباتك لتسترده بسرعة على الجهاز أو عبر الويب.",
      fields: {
        region: {
          label: "منطقة البطاقة",
          options: {
            US: "الولايات المتحدة",
            EU: "أوروبا",
            UK: "المملكة المتحدة",
            CA: "كندا",
            AU: "أستراليا",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "يمكنك إنفاق بطاقة هدايا Xbox على الألعاب والإضافات و Game Pass وغيرها على أجهزة Xbox وحواسيب Windows. اختر منطقة البطاقة المطابقة لحساب Microsoft، وحدّد القيمة وأتمم الدفع على GameZone؛ فيصلك الرمز الرقمي عبر البريد الإلكتروني ويبقى في سجل طلباتك، جاهزًا للاسترداد.",
      fields: {
        region: {
          label: "منطقة البطاقة",
          options: {
            US: "الولايات المتحدة",
            EU: "أوروبا",
            UK: "المملكة المتحدة",
            CA: "كندا",
            AU: "أستراليا",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "رصيد Nintendo eShop تشتري به ألعاب Switch الرقمية والمحتوى الإضافي (DLC) واشتراك Nintendo Switch Online وغيرها. اختر منطقة البطاقة المطابقة لحساب Nintendo، وحدّد القيمة وادفع على GameZone؛ فنرسل رمز التنزيل إلى بريدك الإلكتروني ونحتفظ به في سجل طلباتك لتسترده متى شئت.",
      fields: {
        region: {
          label: "منطقة البطاقة",
          options: {
            US: "الولايات المتحدة",
            EU: "أوروبا",
            UK: "المملكة المتحدة",
            CA: "كندا",
            AU: "أستراليا",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "تُستبدل Oneiric Shards بـ Stellar Jade لإجراء Warps على لافتات الشخصيات و Light Cones المحدودة، ويمكن أيضًا إنفاقها على أزياء الشخصيات. أدخل الـ UID والسيرفر، واختر الباقة وادفع على GameZone؛ فتصل الـ Shards إلى حساب الـ Trailblazer الخاص بك، عادةً خلال 30 دقيقة.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "السيرفر",
          options: {
            america: "أمريكا",
            europe: "أوروبا",
            asia: "آسيا",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "جواهر Clash of Clans تُنهي الترقيات فورًا، وتفتح أكواخ بنّائين إضافية، وتشتري العناصر السحرية والموارد والزينة لقريتك. أدخل وسم اللاعب (Player Tag)، واختر باقة الجواهر وأتمم الدفع على GameZone؛ فتُضاف الجواهر إلى حسابك، عادةً خلال 30 دقيقة، جاهزةً لحربك القادمة.",
      fields: {
        playerTag: {
          label: "وسم اللاعب (Player Tag)",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "جواهر Clash Royale تفتح الصناديق، وتشتري الذهب والبطاقات والتعبيرات وسكنات الأبراج، وتغطي رسوم دخول الفعاليات الخاصة. أدخل وسم اللاعب (Player Tag)، واختر باقة الجواهر وادفع على GameZone؛ فتُضاف الجواهر إلى حسابك، عادةً خلال 30 دقيقة، لتُكمل مجموعتك قبل صعودك القادم في السلّم.",
      fields: {
        playerTag: {
          label: "وسم اللاعب (Player Tag)",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "جواهر Brawl Stars تمنحك Brawl Pass وشخصيات Brawlers جديدة وسكنات وعروضًا محدودة من المتجر. أدخل وسم اللاعب (Player Tag)، واختر باقة الجواهر وأكمل الدفع على GameZone؛ فتصل الجواهر إلى حسابك، عادةً خلال 30 دقيقة، لتكون جاهزًا لدورة الفعاليات القادمة.",
      fields: {
        playerTag: {
          label: "وسم اللاعب (Player Tag)",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "تفتح لك Riot Points الأبطال والسكنات والـ Chromas وتصاريح الفعاليات وسكنات الـ Wards في League of Legends. أدخل Riot ID والسيرفر، واختر حزمة RP وادفع على GameZone؛ فتُضاف الـ RP إلى حسابك في Riot، عادةً خلال 30 دقيقة، جاهزةً لجولتك القادمة في الـ Rift.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "السيرفر",
          options: {
            NA: "أمريكا الشمالية",
            EUW: "غرب أوروبا",
            EUNE: "شمال وشرق أوروبا",
            OCE: "أوقيانوسيا",
            BR: "البرازيل",
            LAN: "شمال أمريكا اللاتينية",
            LAS: "جنوب أمريكا اللاتينية",
            TR: "تركيا",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "بـ Apex Coins تشتري Battle Pass المميز والأساطير الجديدة و Apex Packs وحزم المتجر. أدخل EA ID والمنصة، واختر حزمة العملات وأتمم الدفع على GameZone؛ فتُضاف العملات إلى حسابك، عادةً خلال 30 دقيقة، جاهزةً لهبوطك القادم في الـ Outlands.",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "المنصة",
          options: {
            pc: "الكمبيوتر (تطبيق EA / Steam)",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "بـ FC Points تشتري التصاريح المميزة (Premium Passes) وحزم اللاعبين وعروض الفعاليات التي تقوّي فريق Ultimate Team في EA SPORTS FC Mobile. أدخل معرّف اللاعب، واختر الحزمة وادفع على GameZone؛ فتُضاف FC Points إلى ناديك، عادةً خلال 30 دقيقة، في الوقت المناسب لمباراة Head to Head القادمة.",
      fields: {
        playerId: {
          label: "معرّف اللاعب",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "يتحوّل Monochrome إلى Polychrome لإجراء عمليات Signal Search على قنوات الـ Agents و W-Engines المحدودة، ويمكنك به أيضًا شراء الأزياء في New Eridu. أدخل الـ UID والسيرفر، واختر باقة الشحن وادفع على GameZone؛ فيصل الـ Monochrome إلى حساب الـ Proxy الخاص بك، عادةً خلال 30 دقيقة.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "السيرفر",
          options: {
            america: "أمريكا",
            europe: "أوروبا",
            asia: "آسيا",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "قسائم Arena of Valor (Vouchers) تفتح لك الأبطال والسكنات و Battle Pass وسحوبات الفعاليات المحدودة. أدخل معرّف اللاعب، واختر باقة القسائم وادفع على GameZone؛ فتُرسل القسائم مباشرةً إلى حسابك، عادةً خلال دقائق، لتجهّز سكنك الجديد قبل دخول مباراتك المصنّفة القادمة.",
      fields: {
        playerId: {
          label: "معرّف اللاعب",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Big Cat Coins هي العملة المميزة في Ragnarok M: Eternal Love، تُنفق على الأزياء والمطايا وحزم البطاقات وعروض الفعاليات الموسمية في أرجاء Rune-Midgard. أدخل معرّف الشخصية (Character ID)، واختر الباقة وادفع على GameZone؛ فتُضاف العملات إلى شخصيتك، عادةً خلال 30 دقيقة.",
      fields: {
        characterId: {
          label: "معرّف الشخصية (Character ID)",
        },
      },
    },
    "lords-mobile": {
      description:
        "بجواهر Lords Mobile (Diamonds) تشتري حزمًا داخل اللعبة مليئة بالجواهر (Gems) والمسرّعات وأوسمة الأبطال والموارد لتنمية مملكتك ونقابتك. أدخل IGG ID، واختر عدد الجواهر وادفع على GameZone؛ فتُضاف إلى حسابك خلال دقائق، جاهزةً للإنفاق في متجر اللعبة.",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "في Teamfight Tactics تشتري بـ Riot Points الـ Little Legends والساحات والـ Booms والتصريح المميز (Pass) لكل مجموعة جديدة. أدخل Riot ID والسيرفر، واختر حزمة RP وأتمم الدفع على GameZone؛ فتُضاف الـ RP إلى حسابك في Riot، عادةً خلال 30 دقيقة، قبل أن تمتلئ ردهتك القادمة.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "السيرفر",
          options: {
            NA: "أمريكا الشمالية",
            EUW: "غرب أوروبا",
            EUNE: "شمال وشرق أوروبا",
            OCE: "أوقيانوسيا",
            BR: "البرازيل",
            LAN: "شمال أمريكا اللاتينية",
            LAS: "جنوب أمريكا اللاتينية",
            TR: "تركيا",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "رموز Honor of Kings (Tokens) تفتح لك الأبطال والسكنات و Battle Pass وسحوبات الفعاليات محدودة المدة. أدخل معرّف اللاعب، واختر باقة الرموز وادفع على GameZone؛ فنضيف الرموز مباشرةً إلى حسابك، عادةً خلال دقائق، لتستعرض سكنك الجديد في مباراتك التالية مباشرةً.",
      fields: {
        playerId: {
          label: "معرّف اللاعب",
        },
      },
    },
    "wuthering-waves": {
      description:
        "يُستبدل Lunite بـ Astrite لإجراء عمليات Convene على لافتات الـ Resonators والأسلحة المميزة، ويمكن أيضًا إنفاقه على الأزياء في متجر اللعبة. أدخل الـ UID والسيرفر، واختر باقة الشحن وادفع على GameZone؛ فيُضاف الـ Lunite إلى حساب الـ Rover الخاص بك، عادةً خلال 30 دقيقة.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "السيرفر",
          options: {
            america: "أمريكا",
            europe: "أوروبا",
            asia: "آسيا",
            hmt: "HMT (هونغ كونغ، ماكاو، تايوان)",
            sea: "جنوب شرق آسيا (SEA)",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Lattice هي العملة المميزة في Marvel Rivals، تتحوّل إلى Units لشراء الأزياء والتعبيرات ورسوم MVP المتحركة، أو تُنفق على Luxury Battle Pass. أدخل الـ UID، واختر الباقة وادفع على GameZone؛ فتصل الـ Lattice إلى حسابك، عادةً خلال 30 دقيقة، جاهزةً لتحالفك القادم.",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
