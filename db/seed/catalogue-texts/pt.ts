import type { CatalogueTexts } from "./en.ts";

/** Portuguese (Brazil). */
export const catalogueTextsPt: CatalogueTexts = {
  categories: {
    "Battle Royale": "Battle Royale",
    Shooter: "Tiro",
    MOBA: "MOBA",
    RPG: "RPG",
    Strategy: "Estratégia",
    Sandbox: "Sandbox",
    Sports: "Esportes",
    "Gift Cards": "Cartões-presente",
  },
  /** Package badges, keyed by the English badge. */
  badges: {
    "Most popular": "Mais popular",
    "Best value": "Melhor custo-benefício",
    "First top-up bonus": "Bônus de primeira recarga",
  },
  /** Hero carousel headlines, keyed by game slug. */
  headlines: {
    "mobile-legends-bang-bang": "Diamantes em dobro na sua primeira recarga",
    "genshin-impact": "Cristais Gênesis direto no seu UID",
    "pubg-mobile": "UC em minutos. Equipe-se antes do próximo salto",
    "free-fire": "Diamantes entregues antes de a zona fechar",
    valorant: "Garanta VP para os novos pacotes deste ato",
    "honkai-star-rail": "Fragmentos Oníricos para o seu próximo Salto",
  },
  games: {
    "pubg-mobile": {
      description:
        "Com UC você paga o Royale Pass, as caixas premium, as skins de armas evolutivas e os trajes mais novos do PUBG Mobile. Na GameZone, você digita seu ID de jogador numérico, escolhe um pacote de UC e paga; os UC são creditados direto nessa conta, geralmente em poucos minutos, para você se equipar antes do próximo salto do seu esquadrão.",
      fields: {
        playerId: {
          label: "ID de jogador",
        },
      },
    },
    "free-fire": {
      description:
        "Os Diamantes do Free Fire liberam o Passe Booyah, pacotes de personagens e pets, skins de armas e giros no Luck Royale. Informe seu ID de jogador na GameZone, escolha quantos Diamantes quer e finalize a compra; eles são entregues direto na sua conta em minutos, para você voltar a Bermuda antes de a próxima partida começar.",
      fields: {
        playerId: {
          label: "ID de jogador",
        },
      },
    },
    "call-of-duty-mobile": {
      description:
        "Os Pontos COD (CP) compram o Passe de Batalha premium, projetos de armas Míticos e Lendários, skins de operadores e Sorteios da Sorte no Call of Duty: Mobile. Na GameZone, você informa seu Open ID, escolhe um pacote de CP e paga com segurança; os pontos são adicionados à sua conta em poucos minutos, prontos para a sua próxima sessão de ranqueada.",
      fields: {
        openId: {
          label: "Open ID",
        },
      },
    },
    "mobile-legends-bang-bang": {
      description:
        "Com os Diamantes do Mobile Legends você garante novos heróis, a assinatura Starlight, sorteios de eventos e skins limitadas assim que são lançadas. Informe seu ID de usuário e seu ID da zona, escolha um pacote de Diamantes e pague; a GameZone credita os Diamantes direto na sua conta, geralmente poucos minutos depois da compra.",
      fields: {
        userId: {
          label: "ID de usuário",
        },
        zoneId: {
          label: "ID da zona",
        },
      },
    },
    "genshin-impact": {
      description:
        "Os Cristais Gênesis viram Gemas Essenciais para fazer Orações nos banners limitados de personagens e armas, e também compram trajes de personagens na loja do jogo. Informe seu UID e seu servidor, escolha uma recarga e a GameZone envia os Cristais direto para a conta do seu Viajante, normalmente em menos de meia hora.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Ásia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    roblox: {
      description:
        "Os Robux abrem todo o catálogo do Roblox: itens de avatar, passes de jogo, servidores privados e melhorias dentro das experiências em milhões de mundos. Informe seu nome de usuário do Roblox, escolha uma quantidade e pague na GameZone; os Robux são creditados nessa conta, geralmente em 10 a 30 minutos.",
      fields: {
        username: {
          label: "Nome de usuário do Roblox",
          placeholder: "BloxBuilder_22",
        },
      },
    },
    fortnite: {
      description:
        "Os V-Bucks compram o Passe de Batalha e os trajes, gestos, picaretas e asas-deltas da Loja de Itens do Fortnite. Na GameZone, você informa seu nome de exibição da Epic, escolhe um pacote de V-Bucks ou um mês do Clube Fortnite e paga com segurança; entregamos na sua conta Epic Games, geralmente em 30 minutos, para o seu visual novo ficar pronto antes de o Ônibus de Batalha partir.",
      fields: {
        epicName: {
          label: "Nome de exibição da Epic",
          placeholder: "StormChaser99",
        },
      },
    },
    valorant: {
      description:
        "Os Pontos VALORANT liberam pacotes premium de skins de armas, níveis do Passe de Batalha e agentes. Informe seu Riot ID e a região da sua conta, escolha um pacote de VP e finalize a compra na GameZone; os pontos são adicionados à sua conta Riot, geralmente em 30 minutos, para a nova Vandal estar equipada antes da sua próxima partida.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Phoenix#NA1",
        },
        region: {
          label: "Região da conta",
          options: {
            NA: "América do Norte",
            EU: "Europa",
            AP: "Ásia-Pacífico",
            KR: "Coreia",
            LATAM: "América Latina",
            BR: "Brasil",
          },
        },
      },
    },
    "steam-wallet": {
      description:
        "O saldo da Carteira Steam paga lançamentos, promoções sazonais, DLCs e itens do Mercado da Comunidade. Escolha a região do cartão que corresponde à sua conta Steam, selecione um valor e pague na GameZone; o código é enviado para o seu e-mail e salvo no seu histórico de pedidos, pronto para resgatar no cliente Steam ou no navegador.",
      fields: {
        region: {
          label: "Região do cartão",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Austrália",
          },
        },
      },
    },
    "playstation-store": {
      description:
        "O saldo da PlayStation Store vale para jogos completos, complementos, moedas de jogos e assinaturas da PlayStation Plus. Selecione a região do cartão que corresponde à sua conta PSN, escolha um valor e pague; a GameZone envia o código por e-mail e o guarda no seu histórico de pedidos para você resgatar rapidinho no console ou na web.",
      fields: {
        region: {
          label: "Região do cartão",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Austrália",
          },
        },
      },
    },
    "xbox-gift-card": {
      description:
        "Um cartão-presente Xbox pode ser usado em jogos, complementos, Game Pass e muito mais, em consoles Xbox e PCs com Windows. Escolha a região do cartão que corresponde à sua conta Microsoft, selecione um valor e finalize a compra na GameZone; o código digital chega por e-mail e fica no seu histórico de pedidos, pronto para resgatar.",
      fields: {
        region: {
          label: "Região do cartão",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Austrália",
          },
        },
      },
    },
    "nintendo-eshop": {
      description:
        "O saldo do Nintendo eShop compra jogos digitais de Switch, DLCs, Nintendo Switch Online e muito mais. Escolha a região do cartão que corresponde à sua Conta Nintendo, selecione um valor e pague na GameZone; enviamos o código de download por e-mail e o guardamos no seu histórico de pedidos para você resgatar quando quiser.",
      fields: {
        region: {
          label: "Região do cartão",
          options: {
            US: "Estados Unidos",
            EU: "Europa",
            UK: "Reino Unido",
            CA: "Canadá",
            AU: "Austrália",
          },
        },
      },
    },
    "honkai-star-rail": {
      description:
        "Os Fragmentos Oníricos são trocados por Jade Estelar para fazer Saltos nos banners limitados de personagens e Cones de Luz, e também podem ser gastos em trajes de personagens. Informe seu UID e seu servidor, escolha um pacote e pague na GameZone; os Fragmentos são entregues na conta do seu Desbravador, geralmente em 30 minutos.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Ásia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "clash-of-clans": {
      description:
        "As Gemas do Clash of Clans concluem melhorias na hora, liberam Cabanas de Construtor extras e garantem Itens Mágicos, recursos e decorações para a sua vila. Informe sua tag de jogador, escolha um pacote de Gemas e finalize a compra na GameZone; as Gemas são adicionadas à sua conta, geralmente em 30 minutos, prontas para a sua próxima guerra.",
      fields: {
        playerTag: {
          label: "Tag de jogador",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "clash-royale": {
      description:
        "As Gemas do Clash Royale abrem baús, compram ouro, cartas, emotes e skins de torre, e pagam a entrada em eventos especiais. Informe sua tag de jogador, escolha um pacote de Gemas e pague na GameZone; as Gemas são creditadas na sua conta, geralmente em 30 minutos, para você completar seu deck antes da próxima subida no ranking.",
      fields: {
        playerTag: {
          label: "Tag de jogador",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "brawl-stars": {
      description:
        "Com as Gemas do Brawl Stars você garante o Brawl Pass, novos Brawlers, skins e ofertas limitadas da Loja. Informe sua tag de jogador, escolha um pacote de Gemas e conclua a compra na GameZone; as Gemas chegam à sua conta, geralmente em 30 minutos, para você estar pronto para a próxima rotação de eventos.",
      fields: {
        playerTag: {
          label: "Tag de jogador",
          placeholder: "#2PP0JCCL",
        },
      },
    },
    "league-of-legends": {
      description:
        "Os Riot Points liberam campeões, skins, cromas, passes de evento e skins de sentinela no League of Legends. Informe seu Riot ID e seu servidor, escolha um pacote de RP e pague na GameZone; os RP são creditados na sua conta Riot, geralmente em 30 minutos, prontos para a sua próxima ida a Summoner's Rift.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Faker Fan#EUW1",
        },
        server: {
          label: "Servidor",
          options: {
            NA: "América do Norte",
            EUW: "Europa Ocidental",
            EUNE: "Europa Nórdica e Leste",
            OCE: "Oceania",
            BR: "Brasil",
            LAN: "América Latina Norte",
            LAS: "América Latina Sul",
            TR: "Turquia",
          },
        },
      },
    },
    "apex-legends": {
      description:
        "As Moedas Apex compram o Passe de Batalha Premium, novas Lendas, Pacotes Apex e ofertas da Loja. Informe seu EA ID e sua plataforma, escolha um pacote de moedas e finalize a compra na GameZone; as moedas são adicionadas à sua conta, geralmente em 30 minutos, prontas para o seu próximo salto nas Terras Selvagens.",
      fields: {
        eaId: {
          label: "EA ID",
          placeholder: "Wraith_Main",
        },
        platform: {
          label: "Plataforma",
          options: {
            pc: "PC (app EA / Steam)",
            playstation: "PlayStation",
            xbox: "Xbox",
            switch: "Nintendo Switch",
          },
        },
      },
    },
    "ea-sports-fc-mobile": {
      description:
        "Os FC Points compram Passes Premium, pacotes de jogadores e ofertas de eventos que reforçam o seu Ultimate Team no EA SPORTS FC Mobile. Informe seu ID de jogador, escolha um pacote e pague na GameZone; os FC Points são creditados no seu clube, geralmente em 30 minutos, a tempo da sua próxima partida Cara a Cara.",
      fields: {
        playerId: {
          label: "ID de jogador",
        },
      },
    },
    "zenless-zone-zero": {
      description:
        "O Monocromo vira Policromo para Buscas de Sinal nos canais limitados de Agentes e Motores-W, e também compra trajes em Nova Eridu. Informe seu UID e seu servidor, escolha uma recarga e pague na GameZone; o Monocromo chega à conta do seu Proxy, geralmente em 30 minutos.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Ásia",
            tw_hk_mo: "TW/HK/MO",
          },
        },
      },
    },
    "arena-of-valor": {
      description:
        "Os Vouchers do Arena of Valor liberam heróis, skins, o Passe de Batalha e sorteios de eventos limitados. Informe seu ID de jogador, escolha um pacote de Vouchers e pague na GameZone; os Vouchers são enviados direto para a sua conta, geralmente em poucos minutos, para você equipar aquela skin nova antes de entrar na fila da próxima ranqueada.",
      fields: {
        playerId: {
          label: "ID de jogador",
        },
      },
    },
    "ragnarok-m-eternal-love": {
      description:
        "As Big Cat Coins são a moeda premium do Ragnarok M: Eternal Love, usadas em trajes, montarias, pacotes de cartas e ofertas de eventos sazonais por toda Rune-Midgard. Informe o ID do seu personagem, escolha um pacote e pague na GameZone; as moedas são creditadas no seu personagem, geralmente em 30 minutos.",
      fields: {
        characterId: {
          label: "ID do personagem",
        },
      },
    },
    "lords-mobile": {
      description:
        "Os Diamantes do Lords Mobile compram pacotes do jogo cheios de Gemas, aceleradores, medalhas de herói e recursos para fazer crescer o seu reino e a sua guilda. Informe seu IGG ID, escolha uma quantidade de Diamantes e pague na GameZone; os Diamantes são creditados na sua conta em poucos minutos, prontos para gastar na loja do jogo.",
      fields: {
        iggId: {
          label: "IGG ID",
        },
      },
    },
    "teamfight-tactics": {
      description:
        "No Teamfight Tactics, os Riot Points compram Pequenas Lendas, arenas, Booms e o passe premium de cada novo set. Informe seu Riot ID e seu servidor, escolha um pacote de RP e finalize a compra na GameZone; os RP são adicionados à sua conta Riot, geralmente em 30 minutos, antes de o seu próximo lobby lotar.",
      fields: {
        riotId: {
          label: "Riot ID",
          placeholder: "Tactician#EUW1",
        },
        server: {
          label: "Servidor",
          options: {
            NA: "América do Norte",
            EUW: "Europa Ocidental",
            EUNE: "Europa Nórdica e Leste",
            OCE: "Oceania",
            BR: "Brasil",
            LAN: "América Latina Norte",
            LAS: "América Latina Sul",
            TR: "Turquia",
          },
        },
      },
    },
    "honor-of-kings": {
      description:
        "Os Tokens do Honor of Kings liberam heróis, skins, o Passe de Batalha e sorteios de eventos por tempo limitado. Informe seu ID de jogador, escolha um pacote de Tokens e pague na GameZone; creditamos os Tokens direto na sua conta, geralmente em poucos minutos, para você exibir uma skin nova já na próxima partida.",
      fields: {
        playerId: {
          label: "ID de jogador",
        },
      },
    },
    "wuthering-waves": {
      description:
        "A Lunita é trocada por Astrita para fazer Convocações nos banners de Ressonadores e armas em destaque, e também pode ser gasta em trajes na loja do jogo. Informe seu UID e seu servidor, escolha uma recarga e pague na GameZone; a Lunita é creditada na conta do seu Andarilho, geralmente em 30 minutos.",
      fields: {
        uid: {
          label: "UID",
        },
        server: {
          label: "Servidor",
          options: {
            america: "América",
            europe: "Europa",
            asia: "Ásia",
            hmt: "HMT (Hong Kong, Macau, Taiwan)",
            sea: "SEA",
          },
        },
      },
    },
    "marvel-rivals": {
      description:
        "Lattice é a moeda premium do Marvel Rivals: vira Unidades para trajes, emotes e animações de MVP, ou é gasta no Passe de Batalha de Luxo. Informe seu UID, escolha um pacote e pague na GameZone; o Lattice é entregue na sua conta, geralmente em 30 minutos, pronto para o seu próximo Team-Up.",
      fields: {
        uid: {
          label: "UID",
        },
      },
    },
  },
};
