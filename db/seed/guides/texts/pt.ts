import type { GuideTexts } from "#db/seed/guides/guide-list.ts";

/** Brazilian Portuguese guides, translated from the English source. */
export const guideTextsPt: GuideTexts = {
  "how-to-find-your-pubg-mobile-player-id": {
    title: "Como encontrar seu ID de jogador no PUBG Mobile",
    html:
      "<p>Seu ID de jogador no PUBG Mobile, que o jogo chama de ID do personagem, é o número de que precisamos para entregar seus UC, e você consegue copiá-lo do seu perfil em menos de um minuto. " +
      "Este guia mostra onde ele fica, qual a diferença entre ele e o seu apelido e quais confusões de conta fazem os UC irem parar no lugar errado.</p>" +
      "<h2>Onde encontrar o ID do personagem</h2>" +
      "<ol>" +
      "<li>Abra o PUBG Mobile e espere o lobby carregar. Confira se você está conectado na conta em que realmente joga.</li>" +
      "<li>Toque no seu avatar no canto superior esquerdo do lobby para abrir o perfil.</li>" +
      "<li>Olhe ao lado do seu apelido: o número marcado como <strong>ID</strong> é o ID do personagem. A maioria dos IDs tem cerca de dez dígitos.</li>" +
      "<li>Toque no pequeno ícone de copiar ao lado do número. O ID agora está na sua área de transferência.</li>" +
      '<li>Na GameZone, abra <a href="/games/pubg-mobile">PUBG Mobile</a>, cole o número no campo <strong>ID de jogador</strong> e toque em <strong>Verificar jogador</strong>.</li>' +
      "</ol>" +
      "<p>Copiar é mais seguro do que digitar. Um único dígito trocado pode apontar para outra conta que existe de verdade, e números longos são fáceis de ler errado numa tela pequena.</p>" +
      "<h2>ID de jogador x apelido</h2>" +
      "<p>Seu apelido é o nome que os outros jogadores veem nas partidas. Ele não é único e pode ser trocado com um Cartão de Renomeação, então não serve para entregar UC. " +
      "O ID do personagem é permanente: ele é criado junto com a conta e continua o mesmo quando você muda de nome, de clã ou de celular. Sempre nos passe o número, nunca o nome.</p>" +
      "<p>Quando você toca em <strong>Verificar jogador</strong>, a GameZone consulta o ID no jogo e mostra o apelido que pertence a ele. " +
      "Se o apelido for o seu, é só escolher um pacote de UC. Se for de outra pessoa, ou se a verificação não encontrar o jogador, pare e compare o ID com o seu perfil de novo antes de pagar.</p>" +
      "<h2>Erros comuns</h2>" +
      "<h3>Mais de uma conta</h3>" +
      "<p>O PUBG Mobile permite entrar com vários provedores, como Facebook, Google Play, Game Center, X e Apple. Um método de login que não está vinculado à sua conta principal abre uma conta separada, com outro ID do personagem. " +
      "Se você joga em um segundo aparelho, ou já criou uma conta nova para testar alguma coisa, confira em qual conta você está antes de copiar o ID. " +
      "Vincular todos os seus métodos de login à conta principal nas configurações do jogo acaba com a confusão de vez.</p>" +
      "<h3>Edições regionais do jogo</h3>" +
      "<p>A GameZone entrega na edição global do PUBG Mobile. Edições regionais como Battlegrounds Mobile India (BGMI), PUBG Mobile KR e a edição vietnamita usam sistemas de contas separados: os IDs delas não passam na nossa verificação de jogador e não podem receber UC da gente. " +
      "Se a verificação falhar com um ID que você copiou corretamente, essa é a primeira coisa a conferir.</p>" +
      "<h3>Contas de convidado</h3>" +
      "<p>Uma conta de convidado fica salva só no seu aparelho. Os UC entregues nela estão seguros enquanto o jogo estiver instalado, mas somem junto com a conta se o celular for resetado ou perdido, ou se os dados do jogo forem apagados. " +
      "Vincule a conta a um provedor de login antes de recarregar; o ID do personagem não muda quando você faz isso.</p>" +
      "<h2>Checklist antes de pagar</h2>" +
      "<ul>" +
      "<li>O ID foi copiado do perfil da conta em que você joga.</li>" +
      "<li>O apelido mostrado pela verificação de jogador é o seu.</li>" +
      "<li>Você joga a edição global do PUBG Mobile.</li>" +
      "<li>Sua conta está vinculada a um provedor de login, e não é uma conta de convidado.</li>" +
      "</ul>" +
      "<p>Depois que o pagamento é confirmado, os UC do PUBG Mobile costumam chegar em 5–10 minutos, e a página do pedido mostra cada etapa assim que ela acontece. " +
      'Se os UC não chegarem nesse prazo, leia <a href="/guides/what-to-do-when-your-top-up-is-late">O que fazer quando sua recarga atrasar</a> ou escreva para support@gamezone.example informando o número do pedido.</p>',
  },

  "how-to-find-your-mobile-legends-user-id-and-zone-id": {
    title: "Como encontrar seu ID de usuário e ID da zona no Mobile Legends",
    html:
      "<p>Para recarregar o Mobile Legends: Bang Bang você precisa de dois números, o ID de usuário e o ID da zona, e os dois aparecem juntos no seu perfil dentro do jogo. " +
      "Veja como ler os dois corretamente, incluindo a parte em que quase todo mundo erra: o número entre parênteses.</p>" +
      "<h2>Encontre os dois números em quatro passos</h2>" +
      "<ol>" +
      "<li>Abra o Mobile Legends: Bang Bang e entre na conta que você quer recarregar.</li>" +
      "<li>Na tela principal, toque no seu avatar no canto superior esquerdo para abrir o perfil.</li>" +
      "<li>Embaixo do seu apelido você verá uma linha como <strong>ID: 123456789 (2001)</strong>.</li>" +
      "<li>Anote os dois números. Se a sua versão mostrar um ícone de copiar, use-o; se não, tire um print para comparar os dígitos com calma.</li>" +
      "</ol>" +
      "<h2>Qual número vai em cada campo</h2>" +
      "<ul>" +
      "<li>O <strong>ID de usuário</strong> é o número longo antes dos parênteses, <em>123456789</em> no exemplo. Ele identifica a sua conta.</li>" +
      "<li>O <strong>ID da zona</strong> é o número curto dentro dos parênteses, <em>2001</em> no exemplo. Ele identifica o servidor em que a sua conta está.</li>" +
      "</ul>" +
      '<p>Na <a href="/games/mobile-legends-bang-bang">página do Mobile Legends</a>, digite o ID de usuário no primeiro campo e o ID da zona no segundo. ' +
      "Digite só os números: sem parênteses, sem espaços e sem a palavra “ID”. Depois toque em <strong>Verificar jogador</strong>. " +
      "A GameZone pergunta ao jogo a quem pertence essa combinação e mostra o apelido dentro do jogo; você só consegue continuar quando um jogador é encontrado.</p>" +
      "<h2>Por que o ID da zona importa</h2>" +
      "<p>O jogo encontra a sua conta pelos dois números juntos, e os Diamantes são creditados numa conta de um servidor específico. " +
      "Com o ID da zona errado, a verificação normalmente não encontra ninguém; com um erro de digitação azarado, ela pode encontrar outro jogador. " +
      "É por isso que o apelido aparece antes do pagamento: leia e só continue se for o seu.</p>" +
      "<h2>Erros frequentes</h2>" +
      "<ul>" +
      "<li><strong>Trocar os campos.</strong> Colocar o número da zona no campo do ID de usuário, ou colar o “123456789 (2001)” inteiro num campo só.</li>" +
      "<li><strong>Usar o apelido.</strong> Apelidos podem ser trocados e não são únicos; só os números identificam a sua conta.</li>" +
      "<li><strong>Olhar a conta errada.</strong> Se você tem contas vinculadas a logins diferentes de Moonton, Google, Facebook ou outros, os números na tela são os da conta que está conectada naquele momento. Abra o perfil pela conta em que você realmente joga.</li>" +
      "<li><strong>Digitar de memória.</strong> É fácil errar um pouquinho um número de nove dígitos. Confira no perfil toda vez, ou salve o número numa nota no celular.</li>" +
      "</ul>" +
      "<h2>Vincule a conta antes de recarregar</h2>" +
      "<p>Se você ainda joga numa conta que não está vinculada a nenhum login, vincule-a primeiro na seção de conta das configurações do jogo, a uma conta Moonton ou a outro provedor de login. " +
      "Uma conta não vinculada existe só no seu aparelho, e os Diamantes dela se perdem junto se o celular for resetado ou trocado. Vincular não muda o seu ID de usuário nem o seu ID da zona.</p>" +
      "<h2>Depois de pagar</h2>" +
      "<p>O Mobile Legends é um dos nossos jogos com entrega Instantânea: os Diamantes normalmente chegam em 5–10 minutos depois que o pagamento é confirmado. " +
      'A página do pedido mostra o andamento ao vivo, de Processando até Concluído, e todos os pedidos ficam listados com o status em <a href="/account">sua conta</a>. ' +
      "Também enviamos um e-mail com o recibo quando você paga e um e-mail de entrega quando os Diamantes caem na conta.</p>" +
      '<p>Algumas quantidades de Diamantes têm um bônus de primeira recarga definido pelo próprio jogo. Para entender como funcionam os bônus, os passes e os preços “de”, leia <a href="/guides/getting-the-most-from-your-top-up-bonuses-passes-and-budgets">Como aproveitar ao máximo sua recarga</a>. ' +
      "Se algo parecer errado num pedido, escreva para support@gamezone.example informando o número do pedido.</p>",
  },

  "how-to-find-your-genshin-impact-uid-and-server": {
    title: "Como encontrar seu UID e servidor no Genshin Impact",
    html:
      "<p>As recargas de Genshin Impact precisam de duas informações, o seu UID e o servidor em que a sua conta joga, e encontrar as duas leva só alguns segundos. " +
      "Acertar esses dados garante que os seus Cristais Gênesis cheguem ao Viajante certo. Este guia também explica a relação entre os Cristais e as Gemas Essenciais e como funciona o bônus de primeira recarga.</p>" +
      "<h2>Onde encontrar o seu UID</h2>" +
      "<h3>Na tela, enquanto você joga</h3>" +
      "<p>No mundo aberto, olhe o canto inferior direito da tela. O pequeno número marcado como <strong>UID</strong> é o seu. Ele fica visível durante o jogo normal, então dá para ler sem abrir nenhum menu.</p>" +
      "<h3>No Menu Paimon</h3>" +
      "<ol>" +
      "<li>Toque no ícone da Paimon no canto superior esquerdo (no PC, aperte Esc; no controle, aperte o botão de menu).</li>" +
      "<li>Seu perfil aparece com o seu cartão de nome, o Nível de Aventura e o UID.</li>" +
      "<li>Anote o UID ou tire um print. Ele tem nove dígitos na maioria das contas e dez em algumas contas mais novas.</li>" +
      "</ol>" +
      "<h2>Em qual servidor você está</h2>" +
      "<p>Nosso formulário oferece os quatro servidores globais: <strong>América</strong>, <strong>Europa</strong>, <strong>Ásia</strong> e <strong>TW/HK/MO</strong>. " +
      "Seu servidor é o que aparece selecionado na tela inicial do jogo quando você entra. Cada servidor é uma conta totalmente separada, com UID, progresso e Cristais próprios; então, se você já jogou em mais de um, escolha o servidor do UID que quer recarregar.</p>" +
      "<p>Uma dica rápida: num UID de nove dígitos, o primeiro dígito costuma indicar o servidor, com 6 para América, 7 para Europa, 8 para Ásia e 9 para TW/HK/MO. " +
      "UIDs de dez dígitos não seguem esse padrão, então, na dúvida, confie no nome do servidor na tela inicial. Contas dos servidores da China continental são separadas e não podem ser recarregadas pela GameZone.</p>" +
      "<h2>Preencha e verifique seus dados</h2>" +
      "<ol>" +
      '<li>Abra <a href="/games/genshin-impact">Genshin Impact</a> na GameZone.</li>' +
      "<li>Digite o seu UID e escolha o seu servidor na lista.</li>" +
      "<li>Toque em <strong>Verificar jogador</strong>. Consultamos a conta no jogo e mostramos o apelido dela.</li>" +
      "<li>Só continue se o apelido for o seu. Se nenhum jogador for encontrado, confira primeiro o servidor: um UID certo com o servidor errado é o motivo mais comum.</li>" +
      "</ol>" +
      "<h2>Cristais Gênesis x Gemas Essenciais</h2>" +
      "<p>A GameZone entrega <strong>Cristais Gênesis</strong>, a moeda premium do Genshin. Eles não são Gemas Essenciais, mas viram Gemas Essenciais:</p>" +
      "<ul>" +
      "<li>Na Loja do jogo, você troca Cristais Gênesis por Gemas Essenciais na proporção de um para um. A cada 160 Gemas Essenciais você compra um Destino Entrelaçado ou um Destino Conhecido para fazer Orações.</li>" +
      "<li>Os Cristais Gênesis também podem ser gastos diretamente em trajes de personagens, sem precisar converter antes.</li>" +
      "<li>As Gemas Essenciais não podem voltar a ser Cristais Gênesis, então converta só o que você pretende gastar em Orações.</li>" +
      "</ul>" +
      "<h2>O bônus em dobro da primeira recarga</h2>" +
      "<p>Na loja do próprio jogo, cada faixa de Cristais Gênesis dá o dobro de Cristais na primeira vez que você a compra. " +
      "A HoYoverse reinicia esses bônus de tempos em tempos, muitas vezes perto de um aniversário, então faixas que você comprou há muito tempo podem voltar a valer. A página de recarga de Cristais na Loja do jogo mostra quais faixas estão com o bônus no momento.</p>" +
      "<p>Os pacotes da GameZone entregam a quantidade escrita no nome do pacote, por exemplo <em>980 + 110 Cristais Gênesis</em>. " +
      "Se o jogo vai somar o dobro de primeira compra por cima disso depende das regras da HoYoverse para aquela faixa e do seu histórico de compras, então encare isso como um possível extra, e não como parte do que você está pagando.</p>" +
      "<h2>Entrega e manutenção</h2>" +
      "<p>O Genshin Impact está na nossa faixa de entrega Rápida: os Cristais costumam chegar em 10–30 minutos depois do pagamento. " +
      "Durante a manutenção do jogo, normalmente quando sai uma nova versão, as recargas não podem ser creditadas até os servidores voltarem, então um pedido atrasado em dia de atualização geralmente não é motivo para preocupação. " +
      'Você pode acompanhar cada pedido ao vivo em <a href="/account">sua conta</a>, e <a href="/guides/what-to-do-when-your-top-up-is-late">este guia sobre recargas atrasadas</a> explica o que fazer se algum demorar mais do que o esperado.</p>',
  },

  "how-to-find-your-free-fire-player-id-and-protect-a-guest-account": {
    title: "Como encontrar seu ID de jogador no Free Fire (e proteger uma conta de convidado)",
    html:
      "<p>Seu ID de jogador no Free Fire é o número que aparece embaixo do seu apelido no perfil, e é só disso que a GameZone precisa para entregar seus Diamantes. " +
      "Antes de recarregar, confira também se a conta está vinculada a um login: Diamantes numa conta de convidado não vinculada podem ser perdidos para sempre.</p>" +
      "<h2>Encontre seu ID de jogador</h2>" +
      "<ol>" +
      "<li>Abra o Free Fire ou o Free Fire MAX e espere o lobby carregar.</li>" +
      "<li>Toque no seu banner de perfil ou no seu avatar no canto superior esquerdo.</li>" +
      "<li>Seu ID de jogador é o número que aparece embaixo do seu apelido, muitas vezes marcado como <strong>ID</strong> ou <strong>UID</strong>.</li>" +
      "<li>Toque no ícone de copiar ao lado do número.</li>" +
      '<li>Na GameZone, abra <a href="/games/free-fire">Free Fire</a>, cole o número em <strong>ID de jogador</strong> e toque em <strong>Verificar jogador</strong>.</li>' +
      "</ol>" +
      "<p>A verificação mostra o apelido dentro do jogo que pertence a esse ID. Só continue se for o seu; se não for, ou se nenhum jogador for encontrado, compare o número com o seu perfil de novo.</p>" +
      "<p>O Free Fire e o Free Fire MAX usam as mesmas contas, então o seu ID de jogador e os Diamantes que você comprar valem nas duas versões.</p>" +
      "<h2>Por que pedimos o ID, e não o apelido</h2>" +
      "<p>Apelidos podem ser trocados, muitas vezes têm símbolos especiais e não há garantia de que sejam únicos. O ID de jogador é criado junto com a sua conta e nunca muda, e é por isso que os jogos entregam a moeda pelo ID. " +
      "Digite só os números, sem espaços e sem o rótulo “ID”.</p>" +
      "<h2>Contas de convidado: vincule antes de comprar</h2>" +
      "<p>Se você começou a jogar sem fazer login, está numa conta de convidado. Ela existe só no aparelho em que você joga. " +
      "Desinstalar o jogo, apagar os dados dele, resetar ou perder o celular pode apagá-la para sempre, e os Diamantes e itens dela vão junto. " +
      "Contas de convidado não vinculadas são muito difíceis de recuperar, e a GameZone não consegue transferir Diamantes depois que eles foram entregues.</p>" +
      "<p>Vincular leva um minuto:</p>" +
      "<ol>" +
      "<li>No lobby, abra as <strong>Configurações</strong> (o ícone de engrenagem).</li>" +
      "<li>Encontre a seção de conta e escolha vincular a sua conta.</li>" +
      "<li>Escolha um provedor de login. Dependendo do aparelho e da região, as opções incluem Google, Facebook, Apple, X, VK e Huawei.</li>" +
      "<li>Entre no provedor e confirme. Seu ID de jogador, seu progresso e seus Diamantes continuam exatamente iguais.</li>" +
      "</ol>" +
      "<p>Depois de vincular, você pode entrar em qualquer aparelho com o mesmo provedor e encontrar a mesma conta.</p>" +
      "<h2>Contas vinculadas e troca de conta</h2>" +
      "<p>Cada conta do Free Fire tem o seu próprio ID de jogador. Se você tem uma conta no celular e outra no tablet, ou usa logins diferentes para cada uma, copie o ID da conta que você quer recarregar.</p>" +
      "<p>Cuidado com esta armadilha: entrar com um provedor que não está vinculado a nenhuma conta cria uma conta novinha, com um ID novo. " +
      "Se de repente o seu ID parecer diferente, ou se o seu nível e os seus itens sumiram, provavelmente você está nessa conta nova. Saia e entre com o provedor ao qual a sua conta principal está vinculada antes de copiar o ID.</p>" +
      "<h2>Checklist antes de pagar</h2>" +
      "<ul>" +
      "<li>A conta está vinculada a um login, e não é uma conta de convidado.</li>" +
      "<li>O ID de jogador foi copiado da conta em que você joga.</li>" +
      "<li>O apelido mostrado pela verificação de jogador é o seu.</li>" +
      "</ul>" +
      "<h2>Depois de pagar</h2>" +
      "<p>O Free Fire está na nossa faixa de entrega Instantânea: os Diamantes costumam chegar em 5–10 minutos depois que o pagamento é confirmado. " +
      'Acompanhe o pedido ao vivo em <a href="/account">sua conta</a>, onde cada compra aparece com o status. ' +
      'Se os Diamantes não aparecerem depois de reiniciar o jogo, veja <a href="/guides/what-to-do-when-your-top-up-is-late">O que fazer quando sua recarga atrasar</a> ou escreva para support@gamezone.example informando o número do pedido.</p>',
  },

  "player-ids-for-call-of-duty-mobile-honkai-star-rail-roblox-and-riot-games": {
    title: "IDs de jogador em Call of Duty: Mobile, Honkai: Star Rail, Roblox e jogos da Riot",
    html:
      "<p>Cada jogo identifica as contas de um jeito: Call of Duty: Mobile usa um Open ID longo, Honkai: Star Rail um UID mais o servidor, Roblox o seu nome de usuário e os jogos da Riot o seu Riot ID. " +
      "Veja onde encontrar cada um e o que digitar no formulário da GameZone.</p>" +
      "<p>Seja qual for o jogo, o último passo é o mesmo: toque em <strong>Verificar jogador</strong> e só continue se o apelido que mostrarmos for o seu.</p>" +
      "<h2>Call of Duty: Mobile: Open ID</h2>" +
      "<ol>" +
      "<li>No lobby, toque no seu avatar no canto superior esquerdo para abrir o perfil.</li>" +
      "<li>Encontre o número longo ao lado do ícone de copiar, marcado como <strong>UID</strong> no jogo. As lojas de recarga, incluindo a GameZone, chamam esse número de <strong>Open ID</strong>.</li>" +
      '<li>Toque no ícone de copiar e cole o número no campo <strong>Open ID</strong> da <a href="/games/call-of-duty-mobile">página do Call of Duty: Mobile</a>.</li>' +
      "</ol>" +
      "<p>O Open ID é um número longo, muitas vezes com 19 dígitos, então copie em vez de digitar. Se você joga como convidado, vincule a conta primeiro: toque no ícone de engrenagem, depois no ícone + amarelo no topo das Configurações, e escolha uma conta para vincular. O progresso como convidado fica salvo só no seu aparelho.</p>" +
      "<h2>Honkai: Star Rail: UID e servidor</h2>" +
      "<ol>" +
      "<li>Abra o menu do celular do jogo: toque no ícone do celular no mobile, ou aperte Esc no PC.</li>" +
      "<li>Seu perfil, na parte de cima, mostra o seu apelido, o Nível de Desbravamento e o <strong>UID</strong>.</li>" +
      '<li>Na <a href="/games/honkai-star-rail">página do Honkai: Star Rail</a>, digite o UID e escolha o seu servidor: América, Europa, Ásia ou TW/HK/MO. É o servidor selecionado na tela inicial quando você entra.</li>' +
      "</ol>" +
      "<p>Num UID de nove dígitos, o primeiro dígito é uma dica útil: 6 para América, 7 para Europa, 8 para Ásia, 9 para TW/HK/MO. " +
      "Entregamos Fragmentos Oníricos, que você troca por Jade Estelar na proporção de um para um na loja do jogo ou gasta diretamente em trajes.</p>" +
      "<h2>Roblox: nome de usuário, não nome de exibição</h2>" +
      "<p>As contas do Roblox têm dois nomes. O <strong>nome de exibição</strong> é o nome grande no seu perfil e nas experiências; ele não é único. " +
      "O <strong>nome de usuário</strong> é único, e é dele que precisamos.</p>" +
      "<ol>" +
      "<li>Abra o seu perfil no app do Roblox ou no site. Seu nome de usuário é o nome depois do @, embaixo do seu nome de exibição.</li>" +
      "<li>Ou abra <strong>Configurações</strong>, depois <strong>Informações da conta</strong>, e veja a linha <strong>Nome de usuário</strong>.</li>" +
      '<li>Digite o nome no campo <strong>Nome de usuário do Roblox</strong> da <a href="/games/roblox">página do Roblox</a>, sem o @.</li>' +
      "</ol>" +
      "<p>Nomes de usuário têm de 3 a 20 caracteres: letras, números e sublinhados. Se você mudou o nome de usuário recentemente, use o novo.</p>" +
      "<h2>VALORANT, League of Legends e Teamfight Tactics: Riot ID</h2>" +
      "<p>Um Riot ID tem duas partes: o seu nome de jogo e uma tag depois do sinal #, por exemplo <em>Phoenix#NA1</em>. Digite as duas partes, incluindo o #.</p>" +
      "<ul>" +
      "<li>No Riot Client ou em qualquer jogo da Riot, abra o seu perfil ou o painel social: o seu Riot ID aparece com a tag.</li>" +
      "<li>Você também pode vê-lo na seção Riot ID das configurações da sua conta Riot.</li>" +
      "<li>Se você mudou o seu Riot ID recentemente, use o atual; o nome antigo não leva mais à sua conta.</li>" +
      "</ul>" +
      "<p>Os jogos da Riot também perguntam onde a sua conta joga:</p>" +
      "<ul>" +
      "<li><strong>VALORANT</strong> pede a <strong>região da conta</strong>: América do Norte, Europa, Ásia-Pacífico, Coreia, América Latina ou Brasil. Os Pontos VALORANT só funcionam na região a que a sua conta pertence.</li>" +
      "<li><strong>League of Legends</strong> e <strong>Teamfight Tactics</strong> pedem o <strong>servidor</strong>, como Europa Ocidental ou América do Norte. Os Riot Points pertencem à sua conta nesse servidor e podem ser gastos nos dois jogos.</li>" +
      "</ul>" +
      '<p>Comece pela página de <a href="/games/valorant">VALORANT</a>, <a href="/games/league-of-legends">League of Legends</a> ou <a href="/games/teamfight-tactics">Teamfight Tactics</a>.</p>' +
      "<h2>Ainda com dúvida?</h2>" +
      "<p>Cada página de jogo da GameZone mostra exatamente quais campos são necessários, com um exemplo em cada um. " +
      "Se a verificação não encontrar uma conta que você tem certeza de que está correta, não chute: escreva para support@gamezone.example com o jogo e os dados que você digitou, e ajudamos você a encontrar o ID certo antes de pagar.</p>",
  },

  "safe-top-up-practices-how-to-protect-your-game-account": {
    title: "Recarga segura: como proteger sua conta de jogo",
    html:
      "<p>Uma recarga segura precisa só do seu ID de jogador, nunca da sua senha, dos seus códigos de login ou de acesso à sua conta. " +
      "Estes hábitos mantêm a sua conta, o seu dinheiro e as suas compras protegidos, seja na GameZone ou em qualquer outro lugar.</p>" +
      "<h2>1. Nunca compartilhe sua senha ou seus códigos de login</h2>" +
      "<p>A GameZone entrega usando o identificador público da sua conta: um ID de jogador, UID, nome de usuário ou Riot ID. É só disso que precisamos. " +
      "Nunca vamos pedir a senha do jogo, códigos de verificação, códigos de verificação em duas etapas ou e-mails de recuperação: nem no checkout, nem por e-mail, nem no chat. " +
      "O mesmo vale para os códigos de login que enviamos por e-mail para a sua conta GameZone: eles são só para você.</p>" +
      "<p>Quem pedir essas informações, mesmo dizendo ser da GameZone ou de uma publisher de jogos, está tentando roubar a sua conta.</p>" +
      "<h2>2. Compre onde o jogador é verificado antes do pagamento</h2>" +
      "<p>Na GameZone você informa os dados do jogador e toca em <strong>Verificar jogador</strong>. Consultamos a conta no jogo e mostramos o apelido dela, e você só consegue pagar depois que um jogador é encontrado. " +
      "Se o serviço de verificação de um jogo estiver fora do ar, as compras para esse jogo ficam pausadas até ele voltar. Preferimos que você espere alguns minutos a pagar por uma conta que ninguém confirmou.</p>" +
      "<p>Lojas que pulam essa etapa deixam você descobrir um erro de digitação depois que o dinheiro já foi. Seja qual for a loja, leia o apelido antes de pagar.</p>" +
      "<h2>3. Desconfie de preços bons demais</h2>" +
      "<p>Descontos pequenos são normais: na GameZone, um preço “de” riscado mostra uma redução de verdade. Ofertas pela metade do preço ou menos são outra história. " +
      "Muitas vezes elas são bancadas com cartões roubados ou abuso de reembolso, e quando o pagamento original é estornado, a publisher pode retirar a moeda ou suspender a conta que a recebeu. " +
      "“Geradores de moeda grátis” e sorteios que pedem para você fazer login por um link são golpe, sempre.</p>" +
      "<h2>4. Diga não a esquemas de compartilhamento de conta</h2>" +
      "<p>Cuidado com ofertas para recarregar “por você” se você passar o seu login, para vender uma conta pronta ou para dividir uma conta entre vários jogadores. " +
      "A maioria das publishers proíbe compartilhar, comprar e vender contas, e quem teve o seu login pode pegar a conta de volta quando quiser.</p>" +
      "<h2>5. Confira o endereço antes de digitar qualquer coisa</h2>" +
      "<p>Sites de phishing copiam a aparência de lojas de verdade. Abra a GameZone por um favorito ou digitando o endereço você mesmo, e não por links em mensagens diretas, comentários ou anúncios que prometem moeda grátis. " +
      'Se um e-mail mencionar um pedido que você não reconhece, não clique nos links dele: entre direto em <a href="/account">sua conta</a> e confira as suas compras lá.</p>' +
      "<h2>6. Proteja também a conta do jogo</h2>" +
      "<ul>" +
      "<li>Ative a verificação em duas etapas sempre que o sistema de contas do seu jogo oferecer; Riot, Epic, Roblox e muitos outros oferecem.</li>" +
      "<li>Vincule contas de convidado a um login antes de gastar dinheiro nelas.</li>" +
      "<li>Mantenha atualizados o e-mail e o número de celular de recuperação da sua conta de jogo.</li>" +
      "<li>Use uma senha diferente para cada jogo e para o seu e-mail.</li>" +
      "</ul>" +
      "<h2>7. Guarde seus recibos</h2>" +
      "<p>A GameZone envia um e-mail com o recibo quando você paga e um e-mail de entrega quando o pedido é concluído, e a página da sua conta lista cada compra com o status. " +
      "Guarde esses e-mails até a moeda estar no jogo e por um tempo depois. Se algum dia você precisar de ajuda nossa ou do suporte do próprio jogo, o número do pedido e o horário da compra agilizam tudo.</p>" +
      "<h2>Se algo der errado</h2>" +
      "<ol>" +
      "<li>Se você acha que outra pessoa acessou a sua conta de jogo, troque a senha, saia dos outros aparelhos e fale com o suporte do próprio jogo.</li>" +
      "<li>Troque também a senha do e-mail vinculado à conta.</li>" +
      "<li>Para qualquer assunto sobre um pedido da GameZone, escreva para support@gamezone.example informando o número do pedido. Nossa equipe está disponível 24 horas por dia, 7 dias por semana, e nunca vai pedir a sua senha.</li>" +
      "</ol>" +
      '<p>Para saber mais sobre como a compra funciona, veja <a href="/guide">Como comprar</a> e as nossas <a href="/faq">Perguntas frequentes</a>.</p>',
  },

  "what-to-do-when-your-top-up-is-late": {
    title: "O que fazer quando sua recarga atrasar",
    html:
      "<p>A maioria das recargas chega em minutos; se a sua está demorando mais, confira primeiro o status do pedido e depois siga os passos abaixo. " +
      "Se uma entrega falhar, a GameZone reembolsa você automaticamente, então o seu dinheiro nunca fica no limbo.</p>" +
      "<h2>Quanto tempo é normal?</h2>" +
      "<ul>" +
      "<li><strong>Jogos mais populares:</strong> 5–15 minutos depois que o pagamento é confirmado.</li>" +
      "<li><strong>Horários de pico</strong> (noites, fins de semana e grandes eventos nos jogos): 15–30 minutos.</li>" +
      "<li><strong>Jogos novos ou menos comuns e cartões-presente:</strong> 30–120 minutos.</li>" +
      "<li><strong>Transferência bancária on-line:</strong> o próprio pagamento leva 1–2 horas para ser confirmado, e a entrega começa depois disso.</li>" +
      "</ul>" +
      '<p>Se você ainda está dentro desses prazos, espere mais um pouco. Cada página de jogo mostra a faixa de entrega dele, e <a href="/shipping">Informações de entrega</a> explica as faixas em detalhes.</p>' +
      "<h2>Passo 1: confira o status do pedido</h2>" +
      '<p>Abra <a href="/account">sua conta</a>, encontre o pedido e abra. A página do pedido se atualiza sozinha, então não precisa recarregar. Você verá uma destas etapas:</p>' +
      "<ul>" +
      "<li><strong>Processando:</strong> seu pagamento foi confirmado e o pedido está sendo preparado.</li>" +
      "<li><strong>Em andamento:</strong> a moeda está sendo entregue na sua conta de jogo.</li>" +
      "<li><strong>Concluído:</strong> a entrega foi feita. Também enviamos um e-mail de entrega.</li>" +
      "<li><strong>Em espera:</strong> identificamos um problema, por exemplo com a conta do jogador ou um pedido fora do comum, e a nossa equipe de suporte já foi avisada. Você não precisa fazer nada para a análise começar.</li>" +
      "</ul>" +
      "<p>Se o pedido ainda está aguardando pagamento, o pagamento ainda não foi confirmado. Pagamentos com cartão, carteira digital e QR Code são confirmados em segundos; transferências bancárias demoram mais.</p>" +
      "<h2>Passo 2: veja se o jogo está em manutenção</h2>" +
      "<p>As publishers pausam as recargas durante a manutenção, que costuma acontecer perto de novas temporadas e atualizações de versão. Enquanto um jogo está fora do ar, os pedidos não podem ser creditados e esperam os servidores voltarem. " +
      "Confira os canais oficiais de notícias do jogo ou os avisos dentro do jogo. Quando a manutenção termina, o seu pedido continua sozinho.</p>" +
      "<h2>Passo 3: reinicie o jogo e entre de novo</h2>" +
      "<p>Se o pedido diz Concluído mas você não vê a moeda:</p>" +
      "<ol>" +
      "<li>Feche o jogo por completo, e não só em segundo plano, e abra de novo.</li>" +
      "<li>Confira se você está conectado na conta cujo ID está no pedido.</li>" +
      "<li>Veja o seu saldo na tela da loja, e também o correio do jogo, se o jogo entregar as compras por lá.</li>" +
      "</ol>" +
      "<p>Muitos jogos só atualizam o saldo num novo login, então esse passo resolve boa parte das recargas “sumidas”.</p>" +
      "<h2>Passo 4: confira o jogador no pedido</h2>" +
      "<p>Um ID de conta errado é a causa mais comum de uma recarga que “nunca chegou”. A página do pedido mostra o ID e o apelido do jogador em cada item. " +
      "Se o ID for de outra conta sua, como uma segunda conta ou uma em outro servidor, a moeda está esperando por você lá. " +
      "Se for de alguém que você não conhece, fale com o suporte imediatamente. Moeda creditada em outra conta existente geralmente não pode ser recuperada, e é por isso que mostramos o apelido antes do pagamento.</p>" +
      "<h2>Se a entrega falhar: reembolso automático</h2>" +
      "<p>Se o jogo recusar a recarga ou se não conseguirmos concluí-la, a GameZone reembolsa automaticamente o valor total na forma de pagamento original, e o pedido passa a mostrar <strong>Reembolsado</strong>. " +
      'Você não precisa pedir. O tempo para o dinheiro aparecer depende do seu banco ou da sua carteira digital. Mais detalhes na nossa página de <a href="/returns">Devoluções e reembolsos</a>.</p>' +
      "<h2>Fale com o suporte</h2>" +
      "<p>Escreva para a gente se o pedido diz Concluído mas nada chegou depois de entrar de novo, se ele está Em espera há muito tempo, ou se você pagou mas não encontra o pedido. " +
      "Mande um e-mail para support@gamezone.example com:</p>" +
      "<ul>" +
      "<li>o número do pedido;</li>" +
      "<li>o jogo e o ID de jogador que você informou;</li>" +
      "<li>uma breve descrição do que você está vendo, de preferência com um print da página do pedido e do seu saldo no jogo.</li>" +
      "</ul>" +
      '<p>O suporte atende 24 horas por dia, 7 dias por semana, por e-mail, e você também pode falar com a gente pelo chat ao vivo da nossa <a href="/community">comunidade</a>. ' +
      "Por favor, não faça um segundo pedido para “empurrar” o primeiro: os dois seriam cobrados, e o primeiro ainda está a caminho.</p>",
  },

  "payment-methods-explained-card-e-wallet-qr-and-bank-transfer": {
    title:
      "Formas de pagamento explicadas: cartão, carteira digital, QR Code e transferência bancária",
    html:
      "<p>A GameZone oferece quatro formas de pagamento no checkout: cartão, carteira digital, pagamento por QR Code e transferência bancária on-line. " +
      "As três primeiras são instantâneas, enquanto a transferência bancária leva 1–2 horas para ser confirmada. Veja como cada uma funciona e como escolher.</p>" +
      "<h2>As quatro formas de pagamento</h2>" +
      "<h3>Cartão</h3>" +
      "<p>Pague com Visa, MasterCard e outros cartões. O pagamento é confirmado na hora. Seu banco pode pedir que você aprove o pagamento no app dele ou com um código de uso único; essa etapa acontece na tela do seu banco, e o código é só para o seu banco.</p>" +
      "<h3>Carteira digital</h3>" +
      "<p>Pague com a sua carteira digital. Você entra na carteira pela página de pagamento ou pelo app dela e aprova o valor. O pagamento é confirmado na hora.</p>" +
      "<h3>Pagamento por QR Code</h3>" +
      "<p>A página de pagamento mostra um QR Code. Abra o app do seu banco, escaneie o código e confirme. O pagamento é confirmado na hora. " +
      "É prático quando você está comprando no computador e com o celular na mão; se estiver comprando no próprio celular, cartão ou carteira digital costumam ser mais fáceis.</p>" +
      "<h3>Transferência bancária on-line</h3>" +
      "<p>Pague direto pelo internet banking. Como as transferências bancárias demoram mais para ser confirmadas, os pedidos pagos assim são entregues em 1–2 horas. " +
      "É uma boa escolha se você prefere não usar cartão, mas não quando precisa da moeda antes de um evento do jogo acabar.</p>" +
      "<h2>Em quanto tempo o pedido chega</h2>" +
      "<p>Com cartão, carteira digital e pagamento por QR Code, a entrega começa assim que o pagamento é confirmado, e as recargas dos nossos jogos com entrega Instantânea costumam chegar cerca de 5 minutos depois do pagamento. " +
      'Os outros jogos seguem a faixa de entrega deles, que aparece em cada página de jogo e é explicada em <a href="/guides/how-delivery-times-work-instant-fast-and-standard-tiers">Como funcionam os prazos de entrega</a>. ' +
      "Com transferência bancária, some as 1–2 horas que o pagamento leva para ser confirmado.</p>" +
      "<h2>Quanto custa</h2>" +
      "<ul>" +
      "<li><strong>Nenhuma taxa extra da GameZone.</strong> O total no checkout é o que cobramos, seja qual for a forma de pagamento.</li>" +
      "<li><strong>Os preços são cobrados em USD.</strong> Se você escolher outra moeda no topo do site, os valores exibidos são conversões aproximadas; o checkout indica que são aproximados.</li>" +
      "<li><strong>Seu banco pode cobrar uma taxa</strong> de conversão de moeda ou de pagamento internacional. Isso depende do seu banco ou do emissor do cartão, e não da GameZone; em caso de dúvida, consulte-os.</li>" +
      "</ul>" +
      "<h2>É seguro?</h2>" +
      "<p>Você paga numa página de pagamento segura. A GameZone nunca vê nem armazena os dados do seu cartão; só recebemos a confirmação de que o pagamento foi aprovado. " +
      "Ninguém da GameZone vai pedir números de cartão, códigos de segurança ou senhas de banco por e-mail ou no chat.</p>" +
      "<h2>O checkout passo a passo</h2>" +
      "<ol>" +
      "<li>Adicione pacotes ao carrinho ou use <strong>Comprar agora</strong>. Cada item do carrinho é um pacote para um jogador verificado.</li>" +
      "<li>Vá para o checkout e confira o resumo do pedido. Se algum preço mudou desde que você adicionou um item, você confirma o novo preço antes de pagar.</li>" +
      "<li>Escolha a forma de pagamento.</li>" +
      "<li>Informe o e-mail de contato para o recibo e as atualizações da entrega.</li>" +
      "<li>Toque em <strong>Pagar</strong>. A página de pagamento segura abre; conclua o pagamento lá.</li>" +
      "<li>Você volta para a GameZone, onde a página do pedido acompanha a entrega ao vivo. Enviamos um recibo por e-mail quando você paga e uma confirmação de entrega quando o pedido é concluído.</li>" +
      "</ol>" +
      "<p>Se você cancelar na página de pagamento, nada é cobrado e o seu carrinho continua como estava.</p>" +
      "<h2>Se um pagamento falhar</h2>" +
      "<p>Um pagamento recusado ou vencido aparece como <strong>Falhou</strong> ou <strong>Expirado</strong> no pedido, e nenhuma entrega começa. Você pode tentar de novo ou escolher outra forma de pagamento. " +
      "Se o dinheiro saiu da sua conta, mas o pedido continua aguardando pagamento depois do prazo normal da sua forma de pagamento, escreva para support@gamezone.example informando o número do pedido e o horário em que você pagou.</p>" +
      '<p>Para ver a lista completa das formas aceitas, acesse <a href="/payments">Formas de pagamento</a>.</p>',
  },

  "how-delivery-times-work-instant-fast-and-standard-tiers": {
    title: "Como funcionam os prazos de entrega: Instantânea, Rápida e Padrão",
    html:
      "<p>Todo jogo na GameZone pertence a uma de três faixas de entrega, Instantânea (5–10 minutos), Rápida (10–30 minutos) ou Padrão (30–120 minutos), e cada página de jogo mostra a sua faixa. " +
      "Este guia explica o que cada faixa significa, quais jogos fazem parte dela e o que pode deixar uma entrega mais rápida ou mais lenta.</p>" +
      "<h2>Quando o relógio começa a contar</h2>" +
      "<p>Os prazos de entrega contam a partir do momento em que o pagamento é confirmado. Pagamentos com cartão, carteira digital e QR Code são confirmados em segundos; uma transferência bancária on-line leva 1–2 horas até a entrega poder começar. " +
      "Você pode acompanhar cada etapa ao vivo na página do pedido.</p>" +
      "<h2>Instantânea: 5–10 minutos</h2>" +
      "<p>Recargas diretas no seu ID de jogador para os maiores jogos mobile:</p>" +
      "<ul>" +
      '<li><a href="/games/pubg-mobile">PUBG Mobile</a> (UC)</li>' +
      '<li><a href="/games/free-fire">Free Fire</a> (Diamantes)</li>' +
      '<li><a href="/games/call-of-duty-mobile">Call of Duty: Mobile</a> (CP)</li>' +
      '<li><a href="/games/mobile-legends-bang-bang">Mobile Legends: Bang Bang</a> (Diamantes)</li>' +
      "</ul>" +
      "<p>Honor of Kings, Arena of Valor e Lords Mobile também estão nessa faixa.</p>" +
      "<h2>Rápida: 10–30 minutos</h2>" +
      "<p>As recargas destes jogos levam um pouco mais de tempo para serem confirmadas pela publisher:</p>" +
      "<ul>" +
      '<li><a href="/games/genshin-impact">Genshin Impact</a> (Cristais Gênesis)</li>' +
      '<li><a href="/games/roblox">Roblox</a> (Robux)</li>' +
      '<li><a href="/games/fortnite">Fortnite</a> (V-Bucks e Clube Fortnite)</li>' +
      '<li><a href="/games/valorant">VALORANT</a> (Pontos VALORANT)</li>' +
      "</ul>" +
      "<p>A maioria dos outros jogos do nosso catálogo, incluindo Honkai: Star Rail, League of Legends, Apex Legends e os jogos Clash, também está na faixa Rápida.</p>" +
      "<h2>Padrão: 30–120 minutos</h2>" +
      "<p>Cartões-presente e códigos de saldo para as grandes lojas das plataformas:</p>" +
      "<ul>" +
      '<li><a href="/games/steam-wallet">Steam Wallet</a></li>' +
      '<li><a href="/games/playstation-store">PlayStation Store</a></li>' +
      '<li><a href="/games/xbox-gift-card">Xbox Gift Card</a></li>' +
      '<li><a href="/games/nintendo-eshop">Nintendo eShop</a></li>' +
      "</ul>" +
      "<p>Eles não são creditados num ID de jogador. Cada código é emitido para a região do cartão que você escolher e chega por e-mail e na página do pedido.</p>" +
      "<h2>Como chegam os códigos dos cartões-presente</h2>" +
      "<ol>" +
      "<li>No checkout, escolha a região do cartão que corresponde à sua conta na loja. Um código de outra região normalmente não pode ser resgatado.</li>" +
      "<li>Quando o pedido é concluído, o código é enviado para o seu e-mail de contato e aparece na página do pedido, com um número de série se o cartão tiver um.</li>" +
      "<li>Resgate o código na opção de resgate da própria loja, no console ou no app ou site da loja.</li>" +
      "</ol>" +
      "<p>Trate um código como dinheiro vivo: qualquer pessoa que o veja pode resgatá-lo. Não publique prints do código e resgate-o logo depois que ele chegar.</p>" +
      "<h2>Onde a sua conta está também importa</h2>" +
      "<p>A velocidade da entrega também depende da região em que a sua conta de jogo está registrada:</p>" +
      "<ul>" +
      "<li><strong>Ásia-Pacífico:</strong> geralmente a mais rápida.</li>" +
      "<li><strong>América do Norte:</strong> rápida.</li>" +
      "<li><strong>Europa:</strong> padrão.</li>" +
      "<li><strong>Outras regiões:</strong> os prazos podem variar.</li>" +
      "</ul>" +
      "<h2>O que pode atrasar uma entrega</h2>" +
      "<ul>" +
      "<li><strong>Horários de pico.</strong> Noites, fins de semana e o lançamento de uma nova temporada ou banner podem somar 15–30 minutos.</li>" +
      "<li><strong>Manutenção do jogo.</strong> Enquanto um jogo está fora do ar para atualizações, as recargas esperam até ele voltar.</li>" +
      "<li><strong>Análises.</strong> Pedidos fora do comum, como muitas recargas para o mesmo jogador em pouco tempo, podem ficar <strong>Em espera</strong> para uma checagem rápida. Nossa equipe de suporte é avisada automaticamente.</li>" +
      "<li><strong>Transferência bancária.</strong> O pagamento precisa ser confirmado antes de a entrega começar.</li>" +
      "</ul>" +
      "<h2>Planeje-se para os prazos</h2>" +
      "<p>Se você precisa de moeda antes de um banner, uma promoção ou uma temporada acabar, reserve pelo menos o tempo máximo da faixa do jogo, mais uma folga nos horários de pico. " +
      "Pague com cartão, carteira digital ou QR Code para a entrega começar na hora, e confira com atenção os dados do jogador: um pedido corrigido começa a contagem do zero.</p>" +
      '<p>Se uma entrega não puder ser concluída de jeito nenhum, você recebe o reembolso total automaticamente. Para qualquer entrega que passe do prazo da faixa, siga <a href="/guides/what-to-do-when-your-top-up-is-late">O que fazer quando sua recarga atrasar</a> ou escreva para support@gamezone.example informando o número do pedido.</p>',
  },

  "getting-the-most-from-your-top-up-bonuses-passes-and-budgets": {
    title: "Como aproveitar ao máximo sua recarga: bônus, passes e orçamento",
    html:
      "<p>Tirar o máximo de uma recarga se resume a quatro coisas: ler o nome dos pacotes, entender a moeda bônus, escolher entre passes e pacotes avulsos, e definir um orçamento antes de comprar. " +
      "Veja como fazer cada uma, e o que você precisa saber sobre reembolsos.</p>" +
      "<h2>Leia o nome do pacote: base mais bônus</h2>" +
      "<p>Muitos pacotes mostram dois números, por exemplo <em>980 + 110 Cristais Gênesis</em>. O primeiro é a quantidade base e o segundo, o bônus, e você recebe os dois: 1.090 Cristais nesse caso. " +
      "Alguns jogos já incluem o bônus num número só, então <em>706 Diamantes</em> no Mobile Legends já contam com o bônus. De qualquer forma, o nome do pacote diz exatamente o que chega na sua conta.</p>" +
      "<p>Para comparar pacotes, calcule o preço a cada 100 unidades. Usando o Genshin Impact como exemplo:</p>" +
      "<ul>" +
      "<li>60 Cristais por US$ 0,99 saem por cerca de US$ 1,65 a cada 100.</li>" +
      "<li>980 + 110 Cristais por US$ 14,99 saem por cerca de US$ 1,38 a cada 100.</li>" +
      "<li>6480 + 1600 Cristais por US$ 94,99 saem por cerca de US$ 1,18 a cada 100.</li>" +
      "</ul>" +
      "<p>Pacotes maiores são mais baratos por unidade, mas só economizam dinheiro se você realmente for gastar a moeda.</p>" +
      "<h2>Bônus de primeira recarga</h2>" +
      "<p>Vários jogos, incluindo Genshin Impact, Honkai: Star Rail e Mobile Legends, dão moeda extra na primeira vez que você compra certas quantidades, e alguns reiniciam esses bônus de tempos em tempos. " +
      "Um selo <strong>Bônus de primeira recarga</strong> num pacote indica uma dessas quantidades. Se o extra vai ser somado à sua conta é decisão do jogo e depende do seu histórico de compras nele. " +
      "O que a GameZone garante é a quantidade que está no nome do pacote; o que o jogo somar é um extra bem-vindo.</p>" +
      "<h2>Preços de comparação (“de”)</h2>" +
      "<p>Um preço riscado ao lado de um pacote é o preço pelo qual ele normalmente é vendido, e o preço que você paga é o menor, que aparece ao lado. O desconto é real, mas um preço “de” não é motivo para comprar um pacote maior do que você precisa. " +
      "Os preços podem mudar, e se algum mudar depois que você adicionou um pacote ao carrinho, o checkout pede que você confirme o novo preço. Você nunca paga um preço que não viu.</p>" +
      "<h2>Passes x pacotes avulsos</h2>" +
      "<p>Muitos jogos vendem passes junto com os pacotes de moeda:</p>" +
      "<ul>" +
      "<li><strong>Assinaturas</strong> como o Clube Fortnite, disponível na GameZone, ou a Bênção da Lua Welkin do Genshin Impact, na loja do próprio jogo, distribuem as recompensas ao longo de um mês. Elas dão mais moeda por dólar, mas só se você entrar no jogo com frequência; dia perdido é recompensa perdida.</li>" +
      "<li><strong>Passes de temporada</strong>, como os passes de batalha comprados com moeda do jogo, recompensam você por jogar ao longo de uma temporada. Valem muito a pena se você joga a temporada toda, e pouco se você para no meio.</li>" +
      "<li><strong>Pacotes avulsos</strong> não têm compromisso. São ideais para quem joga em fases ou está juntando para uma skin, um personagem ou um banner específico.</li>" +
      "</ul>" +
      "<p>Uma regra simples: se você joga quase todo dia, o passe costuma compensar mais; se joga de vez em quando, compre pacotes quando realmente precisar.</p>" +
      "<h2>Defina um orçamento antes de comprar</h2>" +
      "<ul>" +
      '<li>Decida um valor mensal e respeite-o. <a href="/account">Sua conta</a> lista todas as compras, o que facilita ver quanto você já gastou.</li>' +
      "<li>Junte para um objetivo específico, como um banner ou uma skin, em vez de recarregar por impulso.</li>" +
      "<li>Não deixe contagens regressivas apressarem você. A maioria das ofertas limitadas volta de alguma forma.</li>" +
      "<li>A GameZone não tem desconto por volume nem pontos de fidelidade, então dividir ou juntar pedidos não muda o preço. Compre o que precisar, quando precisar.</li>" +
      "</ul>" +
      "<h2>Conheça as regras de reembolso</h2>" +
      "<p>Depois que a moeda é entregue na sua conta de jogo, ela geralmente não pode ser reembolsada: ela já foi creditada pelo jogo e não pode ser retirada. " +
      "O mesmo vale para recargas enviadas para um ID de jogador errado, mas existente, então sempre leia o apelido que a verificação de jogador mostra. " +
      'Se uma entrega falhar, você recebe o reembolso total automaticamente, sem precisar pedir. Os detalhes estão na nossa página de <a href="/returns">Devoluções e reembolsos</a>, e o support@gamezone.example atende 24 horas por dia, 7 dias por semana, se você tiver dúvidas sobre um pedido.</p>',
  },
};
