import type { CatalogueTexts } from "./en.ts";

/** Japanese. */
export const catalogueTextsJa: CatalogueTexts = {
  categories: {
    "Battle Royale": "バトルロイヤル",
    Shooter: "シューティング",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "ストラテジー",
    Sandbox: "サンドボックス",
    Sports: "スポーツ",
    "Gift Cards": "ギフトカード",
  },
  badges: {
    "Most popular": "一番人気",
    "Best value": "いちばんお得",
    "First top-up bonus": "初回チャージボーナス",
  },
  headlines: {
    "mobile-legends-bang-bang": "初回チャージでダイヤが2倍",
    "genshin-impact": "創世結晶をあなたのUIDへ直接お届け",
    "pubg-mobile": "UCは数分でお届け。次の降下までに装備を整えよう",
    "free-fire": "エリアが縮む前にダイヤをお届け",
    valorant: "今アクトの新バンドルに備えてVPをチャージ",
    "honkai-star-rail": "次の跳躍に、古の夢華を",
  },
  games: {
    "pubg-mobile": {
      description:
        "PUBG MOBILEでは、ロイヤルパスやプレミアムクレート、アップグレードできる銃スキン、最新の衣装の購入にUCを使います。GameZoneなら数字のプレイヤーIDを入力し、UCパックを選んでお支払いいただくだけ。UCはそのアカウントに直接チャージされ、通常は数分で反映されるので、スクワッドの次の降下までに装備を整えられます。",
      fields: {
        playerId: {
          label: "プレイヤーID",
        },
      },
    },
    "free-fire": {
      description:
        "Free Fireのダイヤモンドで、Booyahパス、キャラクターやペットのバンドル、銃スキン、ラックロワイヤルのガチャが手に入ります。GameZoneでプレイヤーIDを入力し、ダイヤモンドの数を選んで購入手続きをすれば、数分でアカウントに直接お届け。次のマッチが始まる前にバミューダへ戻れます。",
      fields: {
        playerId: {
          label: "プレイヤーID",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "Call of Duty: MobileのCODポイント（CP）で、プレミアムバトルパス、ミシック・レジェンダリーの武器設計図、オペレータースキン、ラッキードローを購入できます。GameZoneでOpen IDを入力し、CPバンドルを選んで安全にお支払いいただくと、数分以内にアカウントへ追加され、次のランクマッチにすぐ備えられます。",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "モバイル・レジェンド: Bang Bangのダイヤで、新ヒーローやスターライト会員、イベントのラッキーガチャ、そして登場したばかりの限定スキンをすぐに手に入れられます。ユーザーIDとゾーンIDを入力し、ダイヤパックを選んでお支払いいただくと、GameZoneがアカウントに直接チャージします。通常、購入手続きから数分で反映されます。",
      fields: {
        userId: {
          label: "ユーザーID",
        },
        zoneId: {
          label: "ゾーンID",
        },
      },
    },
    "genshin-impact": {
      description:
        "創世結晶は原石に交換して、限定キャラクターや武器のイベント祈願に使えるほか、ゲーム内ショップでキャラクターの衣装を直接購入することもできます。UIDとサーバーを入力してチャージ額を選べば、GameZoneが旅人のアカウントへ創世結晶を直接お届けします。通常は30分以内に反映されます。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "サーバー",
          options: {
            america: "アメリカ",
            europe: "ヨーロッパ",
            asia: "アジア",
            tw_hk_mo: "TW・HK・MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Robuxがあれば、アバターアイテム、ゲームパス、プライベートサーバー、そして数百万の体験内でのアップグレードなど、Robloxのカタログ全体を楽しめます。GameZoneでRobloxのユーザー名を入力し、金額を選んでお支払いいただくと、そのアカウントにRobuxがチャージされます。通常は10〜30分で反映されます。",
      fields: {
        username: {
          label: "Robloxのユーザー名",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "フォートナイトのV-Bucksで、バトルパスや、アイテムショップのコスチューム、エモート、収集ツール、グライダーを購入できます。GameZoneでEpicの表示名を入力し、V-Bucksパックまたはフォートナイトクルー1か月分を選んで安全にお支払いいただくと、Epic Gamesアカウントにお届けします。通常は30分以内に届くので、バトルバスが飛び立つ前に新しい見た目で準備万端です。",
      fields: {
        epicName: {
          label: "Epicの表示名",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "VALORANTポイント（VP）で、プレミアム武器スキンのバンドル、バトルパスのティア、エージェントをアンロックできます。Riot IDとアカウントの地域を入力し、VPパックを選んでGameZoneで購入手続きをすると、Riotアカウントにポイントが追加されます。通常は30分以内なので、次のマッチまでに新しいヴァンダルを装備できます。",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "アカウントの地域",
          options: {
            NA: "北米",
            EU: "ヨーロッパ",
            AP: "アジア太平洋",
            KR: "韓国",
            LATAM: "ラテンアメリカ",
            BR: "ブラジル",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Steamウォレットの残高は、新作ゲーム、季節のセール、DLC、コミュニティマーケットのアイテムに使えます。Steamアカウントに合ったカードの地域と金額を選んでGameZoneでお支払いいただくと、コードをメールでお送りし、注文履歴にも保存します。Steamクライアントやブラウザですぐに使用できます。",
      fields: {
        region: {
          label: "カードの地域",
          options: {
            US: "アメリカ",
            EU: "ヨーロッパ",
            UK: "イギリス",
            CA: "カナダ",
            AU: "オーストラリア",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "PlayStation Storeのクレジットは、ゲーム本編、追加コンテンツ、ゲーム内通貨、PlayStation Plusのメンバーシップに使えます。PSNアカウントに合ったカードの地域と金額を選んでお支払いいただくと、GameZoneがコードをメールでお送りし、注文履歴にも保存するので、本体やWebですぐに利用できます。",
      fields: {
        region: {
          label: "カードの地域",
          options: {
            US: "アメリカ",
            EU: "ヨーロッパ",
            UK: "イギリス",
            CA: "カナダ",
            AU: "オーストラリア",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Xboxギフトカードは、Xbox本体やWindows PCでのゲーム、追加コンテンツ、Game Passなどに使えます。Microsoftアカウントに合ったカードの地域と金額を選んでGameZoneで購入手続きをすると、デジタルコードがメールで届き、注文履歴にも保存されるので、いつでも引き換えられます。",
      fields: {
        region: {
          label: "カードの地域",
          options: {
            US: "アメリカ",
            EU: "ヨーロッパ",
            UK: "イギリス",
            CA: "カナダ",
            AU: "オーストラリア",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "ニンテンドーeショップの残高で、Nintendo Switchのダウンロード版ソフト、DLC、Nintendo Switch Onlineなどを購入できます。ニンテンドーアカウントに合ったカードの地域と金額を選んでGameZoneでお支払いいただくと、ダウンロード番号をメールでお送りし、注文履歴にも保存するので、お好きなときに引き換えられます。",
      fields: {
        region: {
          label: "カードの地域",
          options: {
            US: "アメリカ",
            EU: "ヨーロッパ",
            UK: "イギリス",
            CA: "カナダ",
            AU: "オーストラリア",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "古の夢華は星玉に交換して、限定キャラクターや光円錐のイベント跳躍に使えるほか、キャラクターの衣装の購入にも使えます。UIDとサーバーを入力し、パックを選んでGameZoneでお支払いいただくと、開拓者のアカウントに古の夢華をお届けします。通常は30分以内に反映されます。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "サーバー",
          options: {
            america: "アメリカ",
            europe: "ヨーロッパ",
            asia: "アジア",
            tw_hk_mo: "TW・HK・MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "クラッシュ・オブ・クランのジェムで、アップグレードを即完了したり、職人の小屋を増やしたり、村のための魔法のアイテム、資源、飾りを手に入れたりできます。プレイヤータグを入力し、ジェムパックを選んでGameZoneで購入手続きをすると、アカウントにジェムが追加されます。通常は30分以内なので、次のクラン対戦にすぐ備えられます。",
      fields: {
        playerTag: {
          label: "プレイヤータグ",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "クラッシュ・ロワイヤルのジェムで、宝箱を開けたり、ゴールド、カード、エモート、タワースキンを購入したり、特別イベントに参加したりできます。プレイヤータグを入力し、ジェムパックを選んでGameZoneでお支払いいただくと、アカウントにジェムがチャージされます。通常は30分以内なので、次のトロフィー上げまでにデッキを仕上げられます。",
      fields: {
        playerTag: {
          label: "プレイヤータグ",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "ブロスタのジェムで、ブロスタパス、新キャラクター、スキン、ショップの期間限定オファーを手に入れられます。プレイヤータグを入力し、ジェムパックを選んでGameZoneで購入手続きを完了すると、アカウントにジェムが届きます。通常は30分以内なので、次のイベントローテーションに備えられます。",
      fields: {
        playerTag: {
          label: "プレイヤータグ",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "リーグ・オブ・レジェンドのRiot Points（RP）で、チャンピオン、スキン、クロマ、イベントパス、ワードスキンをアンロックできます。Riot IDとサーバーを入力し、RPパックを選んでGameZoneでお支払いいただくと、RiotアカウントにRPがチャージされます。通常は30分以内なので、すぐにまたリフトへ向かえます。",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "サーバー",
          options: {
            NA: "北米",
            EUW: "西ヨーロッパ",
            EUNE: "北欧・東欧",
            OCE: "オセアニア",
            BR: "ブラジル",
            LAN: "ラテンアメリカ北部",
            LAS: "ラテンアメリカ南部",
            TR: "トルコ",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Apexコインで、プレミアムバトルパス、新しいレジェンド、Apexパック、ストアのバンドルを購入できます。EA IDとプラットフォームを入力し、コインパックを選んでGameZoneで購入手続きをすると、アカウントにコインが追加されます。通常は30分以内なので、次のアウトランズへの降下に間に合います。",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "プラットフォーム",
          options: {
            pc: "PC（EAアプリ / Steam）",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "EA SPORTS FC MobileのFCポイントで、プレミアムパス、選手パック、イベントオファーを購入し、アルティメットチームを強化できます。プレイヤーIDを入力し、パックを選んでGameZoneでお支払いいただくと、クラブにFCポイントがチャージされます。通常は30分以内なので、次のHead to Headの試合に間に合います。",
      fields: {
        playerId: {
          label: "プレイヤーID",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "モノクロフィルムはポリクロームに交換して、限定エージェントや音動機のチャンネルでの調律に使えるほか、新エリー都での衣装の購入にも使えます。UIDとサーバーを入力し、チャージ額を選んでGameZoneでお支払いいただくと、プロキシのアカウントにモノクロフィルムが届きます。通常は30分以内に反映されます。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "サーバー",
          options: {
            america: "アメリカ",
            europe: "ヨーロッパ",
            asia: "アジア",
            tw_hk_mo: "TW・HK・MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Arena of Valorのバウチャーで、ヒーロー、スキン、バトルパス、期間限定イベントのガチャをアンロックできます。プレイヤーIDを入力し、バウチャーパックを選んでGameZoneでお支払いいただくと、アカウントに直接お届けします。通常は数分で届くので、次のランク戦の前に新しいスキンを装備できます。",
      fields: {
        playerId: {
          label: "プレイヤーID",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "ビッグキャットコインはRagnarok M: Eternal Loveの課金通貨で、ルーンミッドガッツ各地でコスチューム、マウント、カードパック、シーズンイベントのオファーに使えます。キャラクターIDを入力し、パックを選んでGameZoneでお支払いいただくと、キャラクターにコインがチャージされます。通常は30分以内に反映されます。",
      fields: {
        characterId: {
          label: "キャラクターID",
        },
      },
    },
    "lords-mobile": {
      description:
        "ロードモバイルのダイヤで、ジェム、スピードアップ、英雄メダル、資源がたっぷり詰まったゲーム内パックを購入し、王国とギルドを成長させられます。IGG IDを入力し、ダイヤの数を選んでGameZoneでお支払いいただくと、数分でアカウントにダイヤがチャージされ、すぐにゲーム内ショップで使えます。",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "チームファイト タクティクスでは、Riot Points（RP）でリトルレジェンド、アリーナ、ブーム、そして新セットごとのプレミアムパスを購入できます。Riot IDとサーバーを入力し、RPパックを選んでGameZoneで購入手続きをすると、RiotアカウントにRPが追加されます。通常は30分以内なので、次のロビーが埋まる前に間に合います。",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "サーバー",
          options: {
            NA: "北米",
            EUW: "西ヨーロッパ",
            EUNE: "北欧・東欧",
            OCE: "オセアニア",
            BR: "ブラジル",
            LAN: "ラテンアメリカ北部",
            LAS: "ラテンアメリカ南部",
            TR: "トルコ",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Honor of Kingsのトークンで、ヒーロー、スキン、バトルパス、期間限定イベントのガチャをアンロックできます。プレイヤーIDを入力し、トークンパックを選んでGameZoneでお支払いいただくと、アカウントに直接チャージします。通常は数分で届くので、次のマッチでさっそく新しいスキンを披露できます。",
      fields: {
        playerId: {
          label: "プレイヤーID",
        },
      },
    },
    "wuthering-waves": {
      description:
        "月相は星声に交換して、ピックアップ共鳴者や武器のガチャに使えるほか、ゲーム内ショップでの衣装の購入にも使えます。UIDとサーバーを入力し、チャージ額を選んでGameZoneでお支払いいただくと、漂泊者のアカウントに月相がチャージされます。通常は30分以内に反映されます。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "サーバー",
          options: {
            america: "アメリカ",
            europe: "ヨーロッパ",
            asia: "アジア",
            hmt: "HMT（香港・マカオ・台湾）",
            sea: "東南アジア",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "ラティスはMarvel Rivalsの課金通貨で、ユニットに交換してコスチューム、エモート、MVPアニメーションを購入したり、ラグジュアリーバトルパスに使ったりできます。UIDを入力し、パックを選んでGameZoneでお支払いいただくと、アカウントにラティスが届きます。通常は30分以内なので、次のチームアップにすぐ備えられます。",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
