import type { CatalogueTexts } from "./en.ts";

/** Simplified Chinese. */
export const catalogueTextsZh: CatalogueTexts = {
  categories: {
    "Battle Royale": "大逃杀",
    Shooter: "射击",
    MOBA: "MOBA",
    RPG: "角色扮演",
    Strategy: "策略",
    Sandbox: "沙盒",
    Sports: "体育",
    "Gift Cards": "礼品卡",
  },
  badges: {
    "Most popular": "最受欢迎",
    "Best value": "最超值",
    "First top-up bonus": "首充奖励",
  },
  headlines: {
    "mobile-legends-bang-bang": "首充钻石双倍送",
    "genshin-impact": "创世结晶，直充你的 UID",
    "pubg-mobile": "UC 几分钟到账，下次跳伞前装备拉满",
    "free-fire": "缩圈之前，钻石就已到账",
    valorant: "充好 VP，本幕新套装一个不落",
    "honkai-star-rail": "古老梦华到账，下一次跃迁说走就走",
  },
  games: {
    "pubg-mobile": {
      description:
        "在 PUBG Mobile 中，皇家通行证、高级物资箱、可升级枪械皮肤和最新时装都要用 UC 购买。在 GameZone 输入你的数字玩家 ID，选好 UC 礼包并付款，UC 会直接充值到该账户，通常几分钟内到账，让你在小队下次跳伞前就把装备准备好。",
      fields: {
        playerId: {
          label: "玩家 ID",
        },
      },
    },
    "free-fire": {
      description:
        "Free Fire 钻石可以解锁 Booyah 通行证、角色和宠物礼包、枪械皮肤以及幸运转盘抽奖。在 GameZone 输入你的玩家 ID，选择想要的钻石数量并结账，钻石几分钟内就会直接充到你的账户，下一局开始前你就能重返百慕大。",
      fields: {
        playerId: {
          label: "玩家 ID",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "在 Call of Duty: Mobile 中，CP 点数可购买高级战斗通行证、神话和传说武器蓝图、干员皮肤以及幸运抽奖。在 GameZone 输入你的 Open ID，选择 CP 礼包并安全付款，点数几分钟内就会充到你的账户，随时开打下一场排位赛。",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Mobile Legends 钻石可用于获取新英雄、星光会员和幸运活动抽奖，限定皮肤一上线就能第一时间入手。输入你的用户 ID 和区服 ID，选择钻石礼包并付款，GameZone 会把钻石直接充到你的账户，通常结账后几分钟内到账。",
      fields: {
        userId: {
          label: "用户 ID",
        },
        zoneId: {
          label: "区服 ID",
        },
      },
    },
    "genshin-impact": {
      description:
        "创世结晶可以兑换成原石，用于限定角色和武器卡池的祈愿，也能直接在游戏商城购买角色衣装。告诉我们你的 UID 和服务器，选好充值档位，GameZone 就会把创世结晶直接充到你的旅行者账户，一般半小时内到账。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "服务器",
          options: {
            america: "美服",
            europe: "欧服",
            asia: "亚服",
            tw_hk_mo: "港澳台服",
          },
        },
      },
    },
    roblox: {
      description:
        "有了 Robux，整个 Roblox 商品目录任你挑选：虚拟形象道具、游戏通行证、私人服务器，以及数百万个体验中的各种升级。在 GameZone 输入你的 Roblox 用户名，选择数量并付款，Robux 会充值到该账户，通常 10 到 30 分钟内到账。",
      fields: {
        username: {
          label: "Roblox 用户名",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "在《堡垒之夜》中，V币可用于购买战斗通行证，以及道具商店里的服装、表情、采集工具和滑翔伞。在 GameZone 输入你的 Epic 显示名称，选择 V币礼包或一个月的 Fortnite Crew 并安全付款，我们会充值到你的 Epic Games 账户，通常 30 分钟内到账，赶在战斗巴士出发前换上新造型。",
      fields: {
        epicName: {
          label: "Epic 显示名称",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "VALORANT 点数（VP）可以解锁高级武器皮肤套装、战斗通行证等级和特工。输入你的 Riot ID 和账户地区，选择 VP 礼包并在 GameZone 结账，点数会充到你的 Riot 账户，通常 30 分钟内到账，下一局开始前就能用上新的暴徒皮肤。",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "账户地区",
          options: {
            NA: "北美",
            EU: "欧洲",
            AP: "亚太",
            KR: "韩国",
            LATAM: "拉丁美洲",
            BR: "巴西",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "Steam 钱包余额可用于购买新作、季节特卖商品、DLC 和社区市场物品。选择与你的 Steam 账户相符的卡片地区，挑好面额并在 GameZone 付款，兑换码会发送到你的邮箱，并保存在订单记录中，可随时在 Steam 客户端或浏览器中兑换。",
      fields: {
        region: {
          label: "卡片地区",
          options: {
            US: "美国",
            EU: "欧洲",
            UK: "英国",
            CA: "加拿大",
            AU: "澳大利亚",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "PlayStation Store 余额可用于购买完整游戏、追加内容、游戏内货币和 PlayStation Plus 会员。选择与你的 PSN 账户相符的卡片地区，选好金额并付款，GameZone 会通过邮件发送兑换码，并保存在订单记录中，方便你在主机或网页上快速兑换。",
      fields: {
        region: {
          label: "卡片地区",
          options: {
            US: "美国",
            EU: "欧洲",
            UK: "英国",
            CA: "加拿大",
            AU: "澳大利亚",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Xbox 礼品卡可在 Xbox 主机和 Windows PC 上购买游戏、追加内容、Game Pass 等。选择与你的 Microsoft 账户相符的卡片地区，选好面额并在 GameZone 结账，数字兑换码会通过邮件发送，并保存在订单记录中，随时可以兑换。",
      fields: {
        region: {
          label: "卡片地区",
          options: {
            US: "美国",
            EU: "欧洲",
            UK: "英国",
            CA: "加拿大",
            AU: "澳大利亚",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "Nintendo eShop 余额可用于购买 Switch 数字版游戏、DLC、Nintendo Switch Online 会员等。选择与你的任天堂账号相符的卡片地区，选好面额并在 GameZone 付款，我们会通过邮件发送下载码，并保存在订单记录中，你可以随时兑换。",
      fields: {
        region: {
          label: "卡片地区",
          options: {
            US: "美国",
            EU: "欧洲",
            UK: "英国",
            CA: "加拿大",
            AU: "澳大利亚",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "古老梦华可兑换成星琼，用于限定角色和光锥卡池的跃迁，也能直接购买角色装扮。输入你的 UID 和服务器，选择礼包并在 GameZone 付款，古老梦华会充到你的开拓者账户，通常 30 分钟内到账。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "服务器",
          options: {
            america: "美服",
            europe: "欧服",
            asia: "亚服",
            tw_hk_mo: "港澳台服",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "在《部落冲突》中，宝石可以让升级瞬间完成、解锁更多建筑工人小屋，还能为你的村庄购买魔法物品、资源和装饰。输入你的玩家标签，选择宝石礼包并在 GameZone 结账，宝石会充到你的账户，通常 30 分钟内到账，随时迎接下一场部落战。",
      fields: {
        playerTag: {
          label: "玩家标签",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "在《皇室战争》中，宝石可以开启宝箱，购买金币、卡牌、表情和塔楼皮肤，还能支付特殊活动的参赛费用。输入你的玩家标签，选择宝石礼包并在 GameZone 付款，宝石会充到你的账户，通常 30 分钟内到账，下一轮冲分前就能把卡组配齐。",
      fields: {
        playerTag: {
          label: "玩家标签",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "在《荒野乱斗》中，宝石可以购买荒野通行证、新英雄、皮肤以及商店里的限时优惠。输入你的玩家标签，选择宝石礼包并在 GameZone 完成结账，宝石会充到你的账户，通常 30 分钟内到账，下一轮活动轮换时你已准备就绪。",
      fields: {
        playerTag: {
          label: "玩家标签",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "在《英雄联盟》中，Riot 点数（RP）可以解锁英雄、皮肤、炫彩、活动通行证和守卫皮肤。输入你的 Riot ID 和服务器，选择 RP 礼包并在 GameZone 付款，RP 会充到你的 Riot 账户，通常 30 分钟内到账，随时再上召唤师峡谷。",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "服务器",
          options: {
            NA: "北美",
            EUW: "西欧",
            EUNE: "北欧和东欧",
            OCE: "大洋洲",
            BR: "巴西",
            LAN: "北拉丁美洲",
            LAS: "南拉丁美洲",
            TR: "土耳其",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "Apex 币可以购买高级战斗通行证、新传奇、Apex 补给包和商店礼包。输入你的 EA ID 和平台，选择 Apex 币礼包并在 GameZone 结账，Apex 币会充到你的账户，通常 30 分钟内到账，下一次空降外域前就能用上。",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "平台",
          options: {
            pc: "PC（EA app / Steam）",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "在 EA SPORTS FC Mobile 中，FC 点数可以购买高级通行证、球员包和活动礼包，为你的终极球队增强实力。输入你的玩家 ID，选择礼包并在 GameZone 付款，FC 点数会充到你的俱乐部，通常 30 分钟内到账，赶得上你的下一场 H2H 对战。",
      fields: {
        playerId: {
          label: "玩家 ID",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "菲林底片可以兑换成菲林，用于限定代理人和音擎频段的调频，也能在新艾利都购买服装。输入你的 UID 和服务器，选择充值档位并在 GameZone 付款，菲林底片会充到你的绳匠账户，通常 30 分钟内到账。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "服务器",
          options: {
            america: "美服",
            europe: "欧服",
            asia: "亚服",
            tw_hk_mo: "港澳台服",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "在 Arena of Valor 中，点券可以解锁英雄、皮肤、战斗通行证和限定活动抽奖。输入你的玩家 ID，选择点券礼包并在 GameZone 付款，点券会直接充到你的账户，通常几分钟内到账，下一场排位开打前就能换上新皮肤。",
      fields: {
        playerId: {
          label: "玩家 ID",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "Big Cat Coins（大猫币）是 Ragnarok M: Eternal Love 的付费货币，可在符文米德加尔特王国购买时装、坐骑、卡片包和季节活动礼包。输入你的角色 ID，选择礼包并在 GameZone 付款，大猫币会充到你的角色，通常 30 分钟内到账。",
      fields: {
        characterId: {
          label: "角色 ID",
        },
      },
    },
    "lords-mobile": {
      description:
        "《王国纪元》的钻石可以购买游戏内礼包，内含大量宝石、加速、英雄勋章和资源，助你壮大王国和公会。输入你的 IGG ID，选择钻石数量并在 GameZone 付款，钻石几分钟内就会充到你的账户，随时可在游戏商城中使用。",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "在《云顶之弈》中，Riot 点数（RP）可以购买小小英雄、棋盘、击杀特效，以及每个新赛季的高级通行证。输入你的 Riot ID 和服务器，选择 RP 礼包并在 GameZone 结账，RP 会充到你的 Riot 账户，通常 30 分钟内到账，赶在下一局房间满员之前。",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "服务器",
          options: {
            NA: "北美",
            EUW: "西欧",
            EUNE: "北欧和东欧",
            OCE: "大洋洲",
            BR: "巴西",
            LAN: "北拉丁美洲",
            LAS: "南拉丁美洲",
            TR: "土耳其",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "在 Honor of Kings 中，点券可以解锁英雄、皮肤、战令和限时活动抽奖。输入你的玩家 ID，选择点券礼包并在 GameZone 付款，我们会把点券直接充到你的账户，通常几分钟内到账，下一局就能秀出新皮肤。",
      fields: {
        playerId: {
          label: "玩家 ID",
        },
      },
    },
    "wuthering-waves": {
      description:
        "月相可以兑换成星声，用于限定共鸣者和武器的活动唤取，也能在游戏商城购买服装。输入你的 UID 和服务器，选择充值档位并在 GameZone 付款，月相会充到你的漂泊者账户，通常 30 分钟内到账。",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "服务器",
          options: {
            america: "美服",
            europe: "欧服",
            asia: "亚服",
            hmt: "港澳台服",
            sea: "东南亚服",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "晶格（Lattice）是《漫威争锋》的付费货币，可兑换成 Units，用来购买服装、表情和 MVP 动画，也可直接购买豪华版战斗通行证。输入你的 UID，选择礼包并在 GameZone 付款，晶格会充到你的账户，通常 30 分钟内到账，随时准备与队友并肩作战。",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
