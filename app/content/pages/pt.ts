import type { PagesContent } from "./page-content.ts";

/** Brazilian Portuguese: the static pages, translated from the English source. */
export const pt: PagesContent = {
  about: {
    meta: {
      title: "Sobre a GameZone",
      description:
        "A GameZone é uma loja independente de recargas de jogos e gift cards: ID de jogador verificado, entrega automática e suporte 24/7. Nossa história e valores.",
    },
    title: "Sobre a GameZone",
    intro:
      "A GameZone é uma loja online independente de moedas de jogos e gift cards. Ajudamos os jogadores a recarregar os jogos que amam com rapidez, segurança e preço justo.",
    sections: {
      story: {
        heading: "Nossa história",
        paragraphs: [
          "A GameZone nasceu em Singapura, criada por jogadores cansados de esperar horas por uma recarga, de mandar prints para desconhecidos e de nunca saber se a moeda ia chegar.",
          "Criamos a loja que nós mesmos queríamos usar: escolher um jogo, verificar a conta do jogador, pagar em uma página segura e ver o pedido chegar, com uma pessoa de verdade para conversar se algo der errado.",
          "Hoje a GameZone vende moedas para jogos populares de celular e PC, além de gift cards das principais lojas das plataformas, em dez idiomas.",
        ],
      },
      mission: {
        heading: "Nossa missão",
        paragraphs: [
          "Recarga instantânea, vitória instantânea. Queremos que recarregar um jogo leve menos tempo do que uma partida: preços claros, a conta certa todas as vezes e uma entrega que você acompanha em tempo real.",
        ],
      },
    },
    valuesHeading: "No que acreditamos",
    values: [
      {
        title: "Honestidade",
        text: "O preço que você vê no checkout é o preço que você paga, sem nenhuma taxa extra da nossa parte. Os descontos mostram uma comparação real com o preço normal, nunca um preço inventado.",
      },
      {
        title: "A conta certa",
        text: "Antes de você pagar, verificamos o ID de jogador com o jogo e mostramos o seu apelido no jogo, para que a moeda vá para a conta que você escolheu.",
      },
      {
        title: "Segurança",
        text: "Você paga em uma página de pagamento segura e nunca vemos os dados do seu cartão. Nunca pedimos a senha do seu jogo.",
      },
      {
        title: "Assumir nossos erros",
        text: "Se uma entrega falhar, reembolsamos o valor total automaticamente. Você nunca deveria precisar correr atrás do seu dinheiro.",
      },
    ],
    featuresHeading: "Por que os jogadores escolhem a GameZone",
    features: [
      {
        title: "Entrega automática",
        text: "Os pedidos são processados assim que o pagamento é confirmado. Nos jogos mais populares, a maioria chega em 5 a 15 minutos.",
      },
      {
        title: "Contas de jogador verificadas",
        text: "Toda recarga vai para uma conta de jogador confirmada pelo jogo, com o apelido exibido antes de você pagar.",
      },
      {
        title: "Acompanhamento do pedido ao vivo",
        text: "A página do seu pedido se atualiza sozinha, de Processando a Concluído, e enviamos por e-mail um recibo e uma confirmação de entrega.",
      },
      {
        title: "Formas de pagamento",
        text: "{{methods}}, todas em uma página de pagamento segura.",
      },
      {
        title: "Suporte 24/7",
        text: "Nossa equipe de suporte responde por e-mail em {{email}} a qualquer hora, e o chat da nossa comunidade é aberto a todos.",
      },
      {
        title: "Dez idiomas",
        text: "Navegue e compre em inglês, espanhol, chinês, hindi, francês, árabe, bengali, português, russo ou japonês.",
      },
    ],
  },

  payments: {
    meta: {
      title: "Formas de pagamento",
      description:
        "Pague recargas em uma página de pagamento segura, sem taxas extras da GameZone. Com pagamento na hora, entrega em 5 minutos.",
    },
    title: "Formas de pagamento",
    intro:
      "Escolha como pagar no checkout. Todas as formas abrem uma página de pagamento segura, e nenhuma tem custo extra da GameZone.",
    methodsHeading: "Formas de pagamento aceitas",
    methods: {
      card: {
        name: "Cartão",
        description:
          "Visa, MasterCard e outros cartões de débito e crédito. Seu banco pode pedir que você aprove o pagamento no app ou com um código de uso único.",
        timing: "Na hora",
      },
      ewallet: {
        name: "Carteira digital",
        description: "Pague com a sua carteira digital e aprove o valor na própria carteira.",
        timing: "Na hora",
      },
      qr: {
        name: "Pagamento por QR Code",
        description:
          "A página de pagamento mostra um QR Code: escaneie com o app do seu banco ou da sua carteira digital no celular e confirme.",
        timing: "Na hora",
      },
      bank_transfer: {
        name: "Transferência bancária online",
        description:
          "Pague direto pelo internet banking. Boa opção se você prefere não usar cartão, mas a confirmação é mais lenta.",
        timing: "1 a 2 horas",
      },
    },
    transferNote:
      "Uma transferência bancária online é confirmada quando o dinheiro chega, normalmente em 1 a 2 horas; a entrega começa depois disso. O pedido espera por ela até {{transferWait}} e depois é cancelado.",
    sections: {
      processing: {
        heading: "Prazos de processamento",
        paragraphs: [
          "A entrega começa assim que o pagamento é confirmado, então a forma de pagamento escolhida define quando o relógio começa a contar.",
        ],
        items: [
          "Os métodos instantâneos são confirmados na hora; pedidos pagos assim costumam ser entregues em até 5 minutos nos jogos da categoria Instantânea.",
          "Um pedido que não for pago em até 30 minutos é cancelado, e nada é cobrado.",
        ],
      },
      fees: {
        heading: "Sem taxas extras",
        paragraphs: [
          "A GameZone não cobra taxa em nenhuma forma de pagamento: o total no checkout é exatamente o que cobramos.",
          "Seu banco ou a operadora do seu cartão podem cobrar as próprias tarifas, por exemplo em pagamentos internacionais ou com conversão de moeda. Essas tarifas dependem do seu banco, não de nós.",
        ],
      },
      currency: {
        heading: "Moeda",
        paragraphs: [
          "Os preços são cobrados em dólares americanos. Se você escolher outra moeda no topo do site, os preços exibidos são conversões aproximadas, e o checkout indica que são aproximados.",
        ],
      },
      security: {
        heading: "Pagamento seguro",
        paragraphs: [
          "Você paga em uma página de pagamento segura, operada pelo nosso provedor de pagamentos. A GameZone nunca vê nem armazena os dados do seu cartão; recebemos apenas a confirmação de que o pagamento foi aprovado.",
          "Ninguém da GameZone vai pedir número de cartão, código de segurança ou senha do banco, nem por e-mail nem pelo chat.",
          "Se você cancelar na página de pagamento ou se um pagamento for recusado, nada é cobrado e seu carrinho continua como estava.",
        ],
      },
    },
    contact: {
      heading: "Dúvidas sobre um pagamento?",
      text: "Se o dinheiro saiu da sua conta, mas o pedido ainda aparece aguardando pagamento, escreva para {{email}} informando o número do pedido e o horário em que você pagou. O suporte funciona 24/7.",
      chatLabel: "Chat ao vivo",
      emailLabel: "Suporte por e-mail",
    },
  },

  faq: {
    meta: {
      title: "Perguntas frequentes",
      description:
        "Dúvidas sobre comprar recargas na GameZone: prazos de entrega, formas de pagamento, reembolsos, acompanhamento de pedidos, ID de jogador e suporte 24/7.",
    },
    title: "Perguntas frequentes",
    intro:
      "Respostas rápidas sobre compra, pagamento e entrega. Não encontrou a sua? Estamos aqui 24/7.",
    questions: {
      "how-to-buy": {
        question: "Como faço uma compra?",
        answer:
          "Abra a página do seu jogo, informe seu ID de jogador e toque em Verificar jogador: mostramos seu apelido no jogo para você saber que é a conta certa. Escolha um pacote, adicione ao carrinho ou toque em Comprar agora, depois finalize a compra e pague na página de pagamento segura. Para comprar, você precisa de uma conta gratuita na GameZone.",
      },
      "is-it-safe": {
        question: "É seguro comprar na GameZone?",
        answer:
          "Sim. Você paga em uma página de pagamento segura e nunca vemos os dados do seu cartão. Só precisamos do seu ID de jogador, nunca da senha do seu jogo. Toda recarga vai para uma conta de jogador que o jogo confirmou antes de você pagar.",
      },
      "delivery-time": {
        question: "Quanto tempo demora a entrega?",
        answer:
          "Nos jogos mais populares, a maioria das recargas chega de 5 a 15 minutos depois da confirmação do pagamento. Nos horários de pico, pode levar de 15 a 30 minutos, e jogos novos ou menos comuns e gift cards podem levar até 2 horas. A página de cada jogo mostra a categoria de entrega dele.",
      },
      "payment-methods": {
        question: "Quais formas de pagamento vocês aceitam?",
        answer:
          "Aceitamos {{methods}}, sempre em uma página de pagamento segura. A GameZone não cobra taxas extras.",
      },
      refunds: {
        question: "Posso pedir reembolso?",
        answer:
          "Depois que a moeda ou o código é entregue, em geral não é possível reembolsar, porque não dá para retirá-lo do jogo. Se uma entrega falhar, reembolsamos o valor total automaticamente na forma de pagamento original. Veja os detalhes na nossa página Devoluções e reembolsos.",
      },
      "support-hours": {
        question: "Quando o atendimento ao cliente está disponível?",
        answer:
          "Nossa equipe de suporte atende 24/7. Mande um e-mail para {{email}} com o número do seu pedido ou fale com a gente no chat ao vivo.",
      },
      "supported-games": {
        question: "Quais jogos vocês atendem?",
        answer:
          "Jogos populares de celular e PC, como PUBG Mobile, Free Fire, Mobile Legends, Genshin Impact, Roblox, Fortnite e Valorant, além de gift cards de Steam, PlayStation, Xbox e Nintendo. A página Jogos lista todos os jogos que vendemos no momento.",
      },
      privacy: {
        question: "O que vocês fazem com meus dados pessoais?",
        answer:
          "Guardamos apenas o necessário para manter sua conta e entregar seus pedidos: seu nome, e-mail, data de nascimento, pedidos e os IDs de jogador usados neles. Nunca vendemos seus dados. Nossa Política de Privacidade explica tudo.",
      },
      "order-tracking": {
        question: "Como acompanho meu pedido?",
        answer:
          "Depois de pagar, você cai na página do pedido, que se atualiza sozinha: Processando, Em andamento e, por fim, Concluído. Você pode abrir qualquer pedido de novo pela sua conta, e enviamos por e-mail um recibo no pagamento e uma confirmação na entrega.",
      },
      "wrong-account": {
        question: "E se eu informar os dados da conta errados?",
        answer:
          "É por isso que mostramos o apelido no jogo antes do pagamento: confira com atenção. Se um pedido foi para a conta errada, fale com o suporte imediatamente informando o número do pedido. Em geral, a moeda entregue em outra conta existente não pode ser recuperada, mas, se a entrega falhou, você é reembolsado automaticamente.",
      },
      "bulk-discounts": {
        question: "Vocês dão desconto para compras em grande quantidade?",
        answer:
          "Não temos descontos por volume nem para compras em grande quantidade. Os pacotes maiores costumam incluir moeda bônus, e os pacotes em promoção mostram o preço normal ao lado do preço promocional para você ver quanto economiza.",
      },
      "multiple-devices": {
        question: "Posso usar minha conta GameZone em vários dispositivos?",
        answer:
          "Sim. Entre pelo celular, tablet ou computador, e seu carrinho, seus pedidos e suas configurações vão junto. A moeda em si vai para a sua conta do jogo, então ela aparece em todos os dispositivos em que você joga.",
      },
    },
    contact: {
      heading: "Ainda tem dúvidas?",
      text: "Nossa equipe de suporte atende 24/7. Fale com a gente no chat ou mande um e-mail, e retornaremos o contato.",
      chatLabel: "Chat ao vivo",
      emailLabel: "Suporte por e-mail",
    },
  },

  guide: {
    meta: {
      title: "Como comprar",
      description:
        "Recarregue um jogo na GameZone em quatro passos: escolha o jogo e um pacote para o seu ID verificado, pague com segurança e acompanhe a entrega ao vivo.",
    },
    title: "Como comprar na GameZone",
    intro:
      "Recarregar leva só alguns minutos. Veja os quatro passos e, em seguida, cada etapa em detalhes.",
    stepsHeading: "Quatro passos",
    steps: [
      {
        title: "Escolha um jogo",
        text: "Encontre seu jogo na página Jogos ou pela busca.",
      },
      {
        title: "Selecione um pacote",
        text: "Informe seu ID de jogador, confira o apelido que mostramos e escolha a quantidade que você quer.",
      },
      {
        title: "Pague com segurança",
        text: "Pague em uma página de pagamento segura: {{methods}}.",
      },
      {
        title: "Receba sua recarga",
        text: "A entrega começa assim que o pagamento é confirmado, e você pode acompanhá-la ao vivo.",
      },
    ],
    stagesHeading: "Passo a passo",
    stages: {
      account: {
        title: "1. Crie sua conta",
        items: [
          "Crie uma conta gratuita com seu nome, e-mail, data de nascimento e uma senha, ou continue com o Google.",
          "Confirme seu endereço de e-mail com o código de 6 dígitos que enviamos para você.",
          "Não salvamos contas de jogo no seu perfil: você informa o ID de jogador na página do jogo a cada compra, e nós o verificamos ali mesmo.",
        ],
      },
      game: {
        title: "2. Escolha seu jogo",
        items: [
          "Abra Jogos no menu ou digite o nome do jogo na busca.",
          "Filtre a lista por categoria, como Battle Royale, MOBA ou Gift Cards.",
          "Abra um jogo para ver os pacotes, os preços, os bônus e a categoria de entrega.",
        ],
      },
      package: {
        title: "3. Informe seu ID de jogador e escolha um pacote",
        items: [
          "Preencha o ID de jogador exatamente como aparece no jogo e, se o jogo pedir, a zona ou o servidor. Para gift cards, escolha a região do cartão que corresponde à sua conta da loja.",
          "Toque em Verificar jogador: consultamos o jogo e mostramos o apelido no jogo. Confirme que é o seu antes de continuar.",
          "Escolha um pacote e uma quantidade e adicione ao carrinho ou toque em Comprar agora.",
          "Confira o total no carrinho. Os preços são em dólares americanos; outras moedas aparecem como conversões aproximadas.",
        ],
      },
      payment: {
        title: "4. Pague",
        items: [
          "Vá para o checkout e revise o resumo do pedido. Se algum preço mudou desde que você adicionou o item, primeiro você confirma o novo preço.",
          "Escolha a forma de pagamento e informe o e-mail para receber o recibo.",
          "Toque em Pagar: a página de pagamento segura se abre. Conclua o pagamento nela.",
        ],
      },
      completion: {
        title: "5. Receba sua recarga",
        items: [
          "Você volta para a página do pedido, que acompanha a entrega ao vivo: Processando, Em andamento, Concluído.",
          "Enviamos por e-mail um recibo quando você paga e uma confirmação quando o pedido é entregue; os códigos de gift card vêm nesse e-mail e na página do pedido.",
          "Nos jogos mais populares, a recarga chega em 5 a 15 minutos. Você encontra todos os seus pedidos na sua conta.",
        ],
      },
    },
    help: {
      heading: "Precisa de uma ajuda?",
      paragraphs: [
        "Nossa equipe de suporte atende 24/7 em {{email}}. Se a dúvida for sobre um pedido, informe o número dele.",
      ],
    },
  },

  shipping: {
    meta: {
      title: "Informações de entrega",
      description:
        "Como a GameZone entrega recargas: automaticamente após o pagamento, em 5 a 15 minutos nos jogos mais populares, categorias por jogo, acompanhamento e garantia.",
    },
    title: "Informações de entrega",
    intro:
      "Tudo o que a GameZone vende é entregue digitalmente: a moeda vai direto para a sua conta do jogo, ou o código do gift card chega por e-mail. Não há nada para enviar e nenhum frete.",
    howItWorks: {
      heading: "Como funciona a entrega",
      paragraphs: [
        "Seu pedido é processado e verificado automaticamente segundos depois da confirmação do pagamento. A entrega também é automática: enviamos a recarga para a conta de jogador que você verificou ou emitimos o código do seu gift card.",
        "Quando a entrega é concluída, enviamos uma confirmação por e-mail. Os códigos de gift card vêm nesse e-mail e na página do seu pedido.",
      ],
    },
    deliveryTimes: {
      heading: "Prazos de entrega",
      paragraphs: [
        "Os prazos contam a partir da confirmação do pagamento; a página “Formas de pagamento” informa quanto tempo cada forma leva para ser confirmada.",
      ],
      items: [
        "Jogos mais populares: 5 a 15 minutos.",
        "Horários de pico, como noites, fins de semana e grandes eventos nos jogos: 15 a 30 minutos.",
        "Jogos novos ou menos comuns: 30 a 120 minutos.",
      ],
    },
    gameSpecific: {
      heading: "Entrega por jogo",
      intro:
        "Cada jogo pertence a uma de três categorias de entrega, indicada na página dele. Estes são os jogos de cada categoria no momento:",
      tiers: {
        instant: {
          name: "Instantânea",
          description: "Recargas diretas no seu ID de jogador para os maiores jogos de celular.",
        },
        fast: {
          name: "Rápida",
          description:
            "Recargas que levam um pouco mais de tempo para ser confirmadas pela publicadora do jogo.",
        },
        standard: {
          name: "Padrão",
          description: "Gift cards e códigos de carteira, entregues como código por e-mail.",
        },
      },
      noGames: "Nenhum jogo nesta categoria no momento.",
      regionsHeading: "Entrega por região",
      regionsIntro: "A velocidade também depende de onde sua conta do jogo está registrada:",
      regions: {
        asia_pacific: "Ásia-Pacífico",
        north_america: "América do Norte",
        europe: "Europa",
        other: "Outras regiões",
      },
      speeds: {
        fastest: "Mais rápida",
        fast: "Rápida",
        standard: "Padrão",
        varies: "Pode variar",
      },
    },
    notes: {
      heading: "Observações importantes sobre a entrega",
      paragraphs: [],
      items: [
        "Confira com atenção o apelido no jogo que mostramos antes de pagar. Um ID de conta errado é a causa mais comum de uma recarga que não chega onde você esperava.",
        "As publicadoras pausam as recargas durante a manutenção do jogo. Um pedido feito nesse período aguarda os servidores do jogo, e a página do pedido mostra isso; ele continua sozinho assim que eles voltam. Se o jogo ainda estiver fora do ar após {{maintenanceWait}}, o pedido é reembolsado integralmente, de forma automática.",
        "Se o pedido aparece como Concluído, mas você não vê a moeda, feche o jogo completamente e entre de novo: muitos jogos só atualizam o saldo em um novo login.",
        "Os códigos de gift card só funcionam na região para a qual foram emitidos, então escolha a região que corresponde à sua conta da loja.",
        "Não faça um segundo pedido para acelerar o primeiro: os dois seriam cobrados.",
      ],
    },
    tracking: {
      heading: "Acompanhe seu pedido",
      paragraphs: [
        "Depois de pagar, você cai na página do pedido, que se atualiza sozinha. Você pode abri-la de novo a qualquer momento pela sua conta. Cada pedido mostra uma destas etapas:",
      ],
      stages: {
        processing: {
          title: "Processando",
          text: "Seu pagamento foi confirmado e seu pedido está sendo preparado.",
        },
        in_progress: {
          title: "Em andamento",
          text: "Sua moeda do jogo está sendo entregue. Se o jogo estiver em manutenção, a página do pedido mostra que ele está aguardando os servidores do jogo.",
        },
        completed: {
          title: "Concluído",
          text: "Sua moeda foi entregue ou seu código foi enviado.",
        },
        on_hold: {
          title: "Em espera",
          text: "Identificamos um problema e nossa equipe de suporte já foi avisada. Você não precisa fazer nada para iniciar a análise.",
        },
      },
    },
    issues: {
      heading: "Problemas na entrega",
      paragraphs: [
        "Se o seu pedido estiver demorando mais do que os prazos acima, confira primeiro a página do pedido: ela mostra exatamente em que etapa ele está. Se o jogo estiver em manutenção, o pedido continua assim que ele voltar, ou é reembolsado se ele não voltar em até {{maintenanceWait}}.",
        "Se algo ainda parecer errado, escreva para {{email}} informando o número do pedido, o jogo e o ID de jogador que você informou. Nossa equipe de suporte atende 24/7.",
      ],
    },
    guarantee: {
      title: "Nossa garantia de entrega",
      text: "Se uma entrega falhar e o problema não puder ser resolvido, você recebe o reembolso total na forma de pagamento original. Isso acontece automaticamente: você não precisa pedir.",
    },
    contact: {
      heading: "Precisa de ajuda com uma entrega?",
      text: "Nossa equipe de suporte atende 24/7.",
      chatLabel: "Chat ao vivo",
      emailLabel: "Suporte por e-mail",
    },
  },

  terms: {
    meta: {
      title: "Termos de Serviço",
      description:
        "Os termos de uso da GameZone e da compra de recargas de jogos e gift cards: contas, pedidos, preços, entrega, reembolsos e suas responsabilidades.",
    },
    title: "Termos de Serviço",
    intro:
      "Estes termos se aplicam quando você usa a GameZone ou compra conosco. Leia-os antes de fazer um pedido.",
    sections: {
      agreement: {
        heading: "1. Quem somos",
        paragraphs: [
          "A GameZone é operada pela GameZone Pte. Ltd., sociedade de responsabilidade limitada com sede em Singapura (“GameZone”, “nós”). Ao usar o site ou fazer um pedido, você concorda com estes termos.",
        ],
      },
      service: {
        heading: "2. O que vendemos",
        paragraphs: [
          "Vendemos moedas de jogos, passes e códigos de gift card como revendedora independente. Os nomes e marcas dos jogos pertencem aos respectivos donos; não somos afiliados às publicadoras dos jogos nem endossados por elas, a menos que informemos o contrário.",
          "As moedas de jogos estão sujeitas aos termos da própria publicadora, que passam a valer quando elas estão na sua conta do jogo.",
        ],
      },
      accounts: {
        heading: "3. Sua conta",
        paragraphs: [
          "Você precisa de uma conta GameZone para comprar. Forneça informações corretas, não compartilhe sua senha e avise-nos se achar que outra pessoa usou sua conta.",
          "Se você for menor de idade segundo a lei do lugar onde mora, precisa da autorização dos pais ou do responsável legal para comprar.",
          "Você pode excluir sua conta a qualquer momento em Configurações.",
        ],
      },
      orders: {
        heading: "4. Pedidos e contas de jogador",
        paragraphs: [
          "Você é responsável por informar corretamente o ID de jogador, a zona ou o servidor e a região do gift card. Antes do pagamento, verificamos o jogador com o jogo e mostramos o apelido no jogo; confirme que é a conta certa.",
          "Um pedido é aceito quando o pagamento é confirmado. Podemos colocar um pedido em espera para análise, por exemplo quando uma conta de jogador recebe um número incomum de recargas em pouco tempo, e podemos recusar ou reembolsar um pedido que consideremos fraudulento.",
        ],
      },
      prices: {
        heading: "5. Preços e pagamento",
        paragraphs: [
          "Os preços são definidos e cobrados em dólares americanos. Os preços em outras moedas são conversões aproximadas, exibidas para sua conveniência. A GameZone não cobra taxas de pagamento; seu banco pode cobrar as próprias.",
          "Se um preço mudar depois que você adicionar um item ao carrinho, você confirma o novo preço no checkout antes de pagar. Pedidos não pagos em até 30 minutos são cancelados.",
        ],
      },
      delivery: {
        heading: "6. Entrega",
        paragraphs: [
          "A entrega é digital e automática. Os prazos da nossa página Informações de entrega são habituais, não garantidos: manutenção do jogo, horários de pico e análises podem fazer uma entrega demorar mais.",
        ],
      },
      refunds: {
        heading: "7. Reembolsos",
        paragraphs: [
          "Em geral, moedas e códigos entregues não podem ser reembolsados. Se uma entrega falhar, reembolsamos o valor total automaticamente. Nossa política de Devoluções e reembolsos explica os detalhes e faz parte destes termos.",
        ],
      },
      conduct: {
        heading: "8. Uso adequado",
        paragraphs: [
          "Não use a GameZone para fraudes, com formas de pagamento que você não está autorizado a usar, nem para revender nossos produtos sem um acordo de parceria. Seja respeitoso no chat da comunidade; mensagens que violam as regras dele são removidas.",
          "Podemos suspender contas que violem estes termos.",
        ],
      },
      liability: {
        heading: "9. Nossa responsabilidade",
        paragraphs: [
          "Tomamos cuidado para entregar o que você pediu, mas não somos responsáveis pelo que as publicadoras fazem em seus jogos, como alterações em itens, banimentos ou o encerramento de um jogo. Nada nestes termos limita os direitos que você tem pela legislação de defesa do consumidor aplicável a você.",
        ],
      },
      changes: {
        heading: "10. Alterações destes termos",
        paragraphs: [
          "Podemos atualizar estes termos. A data no topo desta página indica a versão mais recente; os pedidos são regidos pelos termos em vigor no momento em que foram feitos.",
        ],
      },
      law: {
        heading: "11. Lei aplicável",
        paragraphs: ["Estes termos são regidos pelas leis de Singapura."],
      },
      contact: {
        heading: "12. Contato",
        paragraphs: ["Dúvidas sobre estes termos? Escreva para {{email}}."],
      },
    },
  },

  privacy: {
    meta: {
      title: "Política de Privacidade",
      description:
        "O que a GameZone armazena sobre você, por quê, com quem compartilhamos, o que fica no seu navegador e como excluir sua conta e seus dados.",
    },
    title: "Política de Privacidade",
    intro:
      "Coletamos apenas o necessário para manter sua conta e entregar seus pedidos, e nunca vendemos seus dados.",
    sections: {
      controller: {
        heading: "Quem é o responsável",
        paragraphs: [
          "A GameZone Pte. Ltd., de Singapura, é a responsável pelos seus dados pessoais neste site. Você pode falar conosco em {{email}}.",
        ],
      },
      collected: {
        heading: "O que armazenamos",
        paragraphs: [],
        items: [
          "Sua conta: nome, endereço de e-mail, data de nascimento, uma senha protegida por hash seguro (ou, no lugar dela, o vínculo com seu login do Google) e a data de criação da conta.",
          "Seus pedidos: os jogos e pacotes, os IDs de jogador e apelidos que você informou, os preços, a forma de pagamento, o e-mail do recibo e o histórico de entrega do pedido.",
          "Seu endereço de e-mail para a newsletter, somente se você se inscrever e confirmar a inscrição.",
          "As mensagens que você envia no chat da comunidade, incluindo os arquivos anexados.",
          "Registros de segurança, como logins e alterações na conta, para proteger sua conta.",
        ],
      },
      browser: {
        heading: "O que fica no seu navegador",
        paragraphs: [
          "Usamos o armazenamento do seu navegador apenas para o site funcionar, não para publicidade:",
        ],
        items: [
          "Login: um token de acesso de curta duração e seu nome e função no armazenamento local, além de um cookie seguro que mantém você conectado.",
          "Compra: o item que você ia comprar enquanto faz login, guardado apenas naquela aba do navegador. O carrinho em si fica salvo na sua conta.",
          "Preferências: seu idioma, no armazenamento local e em um cookie para que as páginas carreguem no seu idioma, e sua moeda de exibição, se você permitir.",
          "Sua escolha de armazenamento: na primeira visita, uma barra pergunta se também podemos lembrar sua moeda de exibição entre as visitas. Guardamos sua resposta, e você pode ler esta política pela própria barra.",
          "Não usamos cookies de publicidade nem de rastreamento.",
        ],
      },
      use: {
        heading: "Como usamos seus dados",
        paragraphs: [],
        items: [
          "Para criar sua conta, fazer seu login e mantê-la segura.",
          "Para verificar contas de jogador, processar pagamentos, entregar seus pedidos e enviar recibos e e-mails de entrega.",
          "Para responder quando você entra em contato com o suporte.",
          "Para evitar fraudes, por exemplo analisando pedidos incomuns.",
          "Para enviar a newsletter, somente se você pediu; toda newsletter tem um link para cancelar a inscrição.",
        ],
      },
      sharing: {
        heading: "Com quem compartilhamos",
        paragraphs: [
          "Compartilhamos apenas o que cada parceiro precisa para fazer o seu trabalho, e nunca vendemos seus dados:",
        ],
        items: [
          "Nosso provedor de pagamentos recebe o valor, a referência do pedido, os itens e o e-mail do recibo. Você informa os dados de pagamento na página dele, não na nossa.",
          "Nossos fornecedores de recargas recebem o jogo, o ID de jogador e o pacote a ser entregue, nunca seu nome, e-mail ou dados de pagamento.",
          "Nosso serviço de e-mail entrega as mensagens que enviamos a você.",
          "Autoridades, quando a lei exigir.",
        ],
      },
      retention: {
        heading: "Por quanto tempo guardamos",
        paragraphs: [
          "Mantemos sua conta até que você a exclua. Os pedidos são guardados para fins contábeis; quando você exclui sua conta, removemos deles o que identifica você.",
        ],
      },
      rights: {
        heading: "Suas escolhas e seus direitos",
        paragraphs: [
          "Você pode ver e editar seu perfil em Configurações e excluir sua conta ali a qualquer momento (Zona de perigo). Para pedir uma cópia dos seus dados ou qualquer outra coisa relacionada a eles, escreva para {{email}}.",
        ],
      },
      security: {
        heading: "Segurança",
        paragraphs: [
          "As senhas são armazenadas apenas como hashes fortes, as conexões são criptografadas e os dados de pagamento nunca chegam aos nossos servidores. As sessões podem ser encerradas, e um token de acesso roubado expira em poucos minutos.",
        ],
      },
      children: {
        heading: "Crianças",
        paragraphs: [
          "A GameZone não se destina a crianças sem o envolvimento dos pais ou do responsável legal. Se você acredita que uma criança nos forneceu dados pessoais sem autorização, fale conosco e vamos excluí-los.",
        ],
      },
      changes: {
        heading: "Alterações desta política",
        paragraphs: ["Quando alteramos esta política, atualizamos a data no topo desta página."],
      },
      contact: {
        heading: "Contato",
        paragraphs: ["Dúvidas ou solicitações sobre privacidade: {{email}}."],
      },
    },
  },

  returns: {
    meta: {
      title: "Devoluções e reembolsos",
      description:
        "Política de reembolso da GameZone: em geral, moeda entregue não é reembolsável, entregas que falham são reembolsadas automaticamente e como relatar um problema.",
    },
    title: "Devoluções e reembolsos",
    intro:
      "Moeda digital não pode ser devolvida depois que entra no seu jogo, por isso nossa política se concentra em acertar sua entrega e reembolsar você rapidamente quando não conseguimos.",
    sections: {
      summary: {
        heading: "Em resumo",
        paragraphs: [],
        items: [
          "Depois que a moeda ou o código é entregue, em geral não é possível reembolsar.",
          "Se uma entrega falhar, você recebe o reembolso total automaticamente.",
          "Se algo deu errado com um pedido entregue, fale conosco em até 7 dias e vamos analisar o caso.",
        ],
      },
      automatic: {
        heading: "Reembolso automático para entregas que falharam",
        paragraphs: [
          "Se o jogo recusar uma recarga ou não conseguirmos concluir uma entrega, reembolsamos o valor total automaticamente na forma de pagamento original, e o pedido aparece como Reembolsado. Você não precisa pedir.",
          "Pedidos não pagos são cancelados após 30 minutos, e nada é cobrado.",
        ],
      },
      eligible: {
        heading: "Quando podemos ajudar depois da entrega",
        paragraphs: ["Fale conosco e vamos investigar se:"],
        items: [
          "seu pedido aparece como Concluído, mas nada chegou, mesmo depois de fechar o jogo e entrar de novo;",
          "você recebeu menos do que pagou;",
          "você foi cobrado duas vezes pelo mesmo pedido;",
          "um código de gift card não funciona no primeiro resgate.",
        ],
      },
      notEligible: {
        heading: "Quando não podemos reembolsar",
        paragraphs: [],
        items: [
          "Moeda entregue na conta de jogador que você verificou e confirmou, inclusive um ID errado que pertence a outra conta existente.",
          "Códigos de gift card que já foram resgatados ou que foram emitidos para a região que você escolheu.",
          "Arrependimento depois da entrega ou mudanças que a publicadora faz no jogo, como um banimento ou o encerramento do jogo.",
        ],
      },
      howTo: {
        heading: "Como relatar um problema",
        paragraphs: ["Escreva para {{email}} em até 7 dias após o pedido e informe:"],
        items: [
          "o número do pedido;",
          "o jogo e o ID de jogador que você informou;",
          "o que você está vendo, de preferência com um print da página do pedido e do seu saldo no jogo.",
        ],
      },
      timing: {
        heading: "Quando o dinheiro cai",
        paragraphs: [
          "Os reembolsos voltam para a forma de pagamento que você usou. Nós os enviamos na hora; o tempo até o dinheiro aparecer depende do seu banco ou da sua carteira digital.",
        ],
      },
      contact: {
        heading: "Contato",
        paragraphs: ["Nossa equipe de suporte atende 24/7 em {{email}}."],
      },
    },
  },

  partner: {
    meta: {
      title: "Seja um parceiro",
      description:
        "Seja parceiro da GameZone: revendedores, criadores de conteúdo e publicadoras de jogos. Conte sobre você e nossa equipe de parcerias vai entrar em contato.",
    },
    title: "Seja um parceiro",
    intro:
      "Trabalhamos com pessoas e empresas que ajudam os jogadores a recarregar com segurança. Se esse é o seu caso, queremos conversar com você.",
    kindsHeading: "Com quem fazemos parceria",
    kinds: {
      reseller: {
        title: "Revendedores",
        text: "Lojas e serviços de recarga que querem um fornecimento confiável para os jogos que oferecemos.",
      },
      creator: {
        title: "Criadores de conteúdo",
        text: "Streamers, criadores de vídeo e líderes de comunidade que querem indicar uma loja de recargas em que o público deles possa confiar.",
      },
      publisher: {
        title: "Publicadoras de jogos",
        text: "Estúdios e publicadoras que querem a moeda do seu jogo vendida oficialmente, com contas de jogador verificadas e suporte em dez idiomas.",
      },
    },
    offerHeading: "O que esperar",
    offer: [
      "Uma pessoa da nossa equipe de parcerias lê cada proposta e responde por e-mail.",
      "Uma conversa direta sobre o que funciona para os dois lados, sem nenhum compromisso da sua parte.",
      "O mesmo cuidado com os seus jogadores que temos com os nossos próprios clientes.",
    ],
    formHeading: "Conte sobre você",
    formFallback:
      "Escreva para {{email}} informando seu nome, sua empresa e o que você tem em mente.",
  },
};
