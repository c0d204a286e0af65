import type { GuideTexts } from "#db/seed/guides/guide-list.ts";

/** French guides, translated from the English source. */
export const guideTextsFr: GuideTexts = {
  "how-to-find-your-pubg-mobile-player-id": {
    title: "Comment trouver votre ID joueur PUBG Mobile",
    html:
      "<p>Votre ID joueur PUBG Mobile, que le jeu appelle ID de personnage, est le numéro dont nous avons besoin pour livrer vos UC, et vous pouvez le copier depuis votre profil en moins d’une minute. " +
      "Ce guide vous montre où le trouver, en quoi il diffère de votre pseudo et quelles confusions de compte envoient les UC au mauvais endroit.</p>" +
      "<h2>Où trouver votre ID de personnage</h2>" +
      "<ol>" +
      "<li>Ouvrez PUBG Mobile et attendez que le lobby se charge. Vérifiez que vous êtes connecté au compte sur lequel vous jouez réellement.</li>" +
      "<li>Touchez votre avatar en haut à gauche du lobby pour ouvrir votre profil.</li>" +
      "<li>Regardez à côté de votre pseudo : le numéro indiqué <strong>ID</strong> est votre ID de personnage. La plupart des ID comptent une dizaine de chiffres.</li>" +
      "<li>Touchez la petite icône de copie à côté du numéro. L’ID est maintenant dans votre presse-papiers.</li>" +
      '<li>Sur GameZone, ouvrez <a href="/games/pubg-mobile">PUBG Mobile</a>, collez le numéro dans le champ <strong>ID joueur</strong> et touchez <strong>Vérifier le joueur</strong>.</li>' +
      "</ol>" +
      "<p>Copier est plus sûr que taper. Un seul chiffre inversé peut désigner un autre compte, bien réel, et les longs numéros sont faciles à mal lire sur un petit écran.</p>" +
      "<h2>ID joueur ou pseudo</h2>" +
      "<p>Votre pseudo est le nom que les autres joueurs voient en partie. Il n’est pas unique et peut être changé avec une Carte de renommage, il ne peut donc pas servir à livrer des UC. " +
      "Votre ID de personnage est permanent : il est créé avec le compte et reste le même quand vous changez de nom, de clan ou de téléphone. Donnez-nous toujours le numéro, jamais le nom.</p>" +
      "<p>Quand vous touchez <strong>Vérifier le joueur</strong>, GameZone interroge le jeu avec cet ID et affiche le pseudo qui lui correspond. " +
      "Si ce pseudo est le vôtre, vous pouvez choisir un pack d’UC. S’il s’agit de celui de quelqu’un d’autre, ou si la vérification ne trouve aucun joueur, arrêtez-vous et comparez de nouveau l’ID avec votre profil avant de payer.</p>" +
      "<h2>Les pièges courants</h2>" +
      "<h3>Plusieurs comptes</h3>" +
      "<p>PUBG Mobile permet de se connecter avec plusieurs services, comme Facebook, Google Play, Game Center, X et Apple. Une méthode de connexion qui n’est pas liée à votre compte principal ouvre un compte distinct, avec son propre ID de personnage. " +
      "Si vous jouez sur un deuxième appareil, ou si vous avez un jour créé un nouveau compte pour tester quelque chose, vérifiez dans quel compte vous êtes avant de copier l’ID. " +
      "Lier toutes vos méthodes de connexion à votre compte principal dans les paramètres du jeu règle le problème une bonne fois pour toutes.</p>" +
      "<h3>Les éditions régionales du jeu</h3>" +
      "<p>GameZone livre sur l’édition mondiale de PUBG Mobile. Les éditions régionales comme Battlegrounds Mobile India (BGMI), PUBG Mobile KR et l’édition vietnamienne fonctionnent avec des systèmes de comptes séparés : leurs ID ne passent pas notre vérification du joueur et ne peuvent pas recevoir d’UC de notre part. " +
      "Si la vérification échoue pour un ID que vous avez copié correctement, c’est la première chose à contrôler.</p>" +
      "<h3>Les comptes invités</h3>" +
      "<p>Un compte invité n’est enregistré que sur votre appareil. Les UC qui y sont livrés sont en sécurité tant que le jeu reste installé, mais ils disparaissent avec le compte si le téléphone est réinitialisé ou perdu, ou si les données du jeu sont effacées. " +
      "Liez le compte à un service de connexion avant de recharger ; votre ID de personnage ne change pas quand vous le faites.</p>" +
      "<h2>À vérifier avant de payer</h2>" +
      "<ul>" +
      "<li>L’ID a été copié depuis le profil du compte sur lequel vous jouez.</li>" +
      "<li>Le pseudo affiché par la vérification du joueur est bien le vôtre.</li>" +
      "<li>Vous jouez à l’édition mondiale de PUBG Mobile.</li>" +
      "<li>Votre compte est lié à un service de connexion, ce n’est pas un compte invité.</li>" +
      "</ul>" +
      "<p>Une fois le paiement confirmé, les UC pour PUBG Mobile arrivent généralement en 5 à 10 minutes, et la page de votre commande affiche chaque étape au moment où elle se produit. " +
      'Si les UC n’arrivent pas dans ce délai, lisez <a href="/guides/what-to-do-when-your-top-up-is-late">Que faire si votre recharge est en retard</a> ou écrivez à support@gamezone.example en indiquant votre numéro de commande.</p>',
  },

  "how-to-find-your-mobile-legends-user-id-and-zone-id": {
    title: "Comment trouver votre ID utilisateur et votre ID de zone Mobile Legends",
    html:
      "<p>Pour recharger Mobile Legends: Bang Bang, il vous faut deux numéros, votre ID utilisateur et votre ID de zone, et tous deux apparaissent ensemble sur votre profil en jeu. " +
      "Voici comment les lire correctement, y compris la partie sur laquelle la plupart des gens se trompent : le numéro entre parenthèses.</p>" +
      "<h2>Trouvez les deux numéros en quatre étapes</h2>" +
      "<ol>" +
      "<li>Ouvrez Mobile Legends: Bang Bang et connectez-vous au compte que vous voulez recharger.</li>" +
      "<li>Sur l’écran principal, touchez votre avatar en haut à gauche pour ouvrir votre profil.</li>" +
      "<li>Sous votre pseudo, vous verrez une ligne comme <strong>ID: 123456789 (2001)</strong>.</li>" +
      "<li>Notez les deux numéros. Si votre version affiche une icône de copie, utilisez-la ; sinon, faites une capture d’écran pour comparer les chiffres tranquillement.</li>" +
      "</ol>" +
      "<h2>Quel numéro va où</h2>" +
      "<ul>" +
      "<li>L’<strong>ID utilisateur</strong> est le numéro long avant les parenthèses, <em>123456789</em> dans l’exemple. Il identifie votre compte.</li>" +
      "<li>L’<strong>ID de zone</strong> est le numéro court entre les parenthèses, <em>2001</em> dans l’exemple. Il identifie le serveur sur lequel se trouve votre compte.</li>" +
      "</ul>" +
      '<p>Sur la <a href="/games/mobile-legends-bang-bang">page Mobile Legends</a>, saisissez l’ID utilisateur dans le premier champ et l’ID de zone dans le second. ' +
      "Saisissez uniquement des chiffres : pas de parenthèses, pas d’espaces, pas le mot « ID ». Touchez ensuite <strong>Vérifier le joueur</strong>. " +
      "GameZone demande au jeu à qui appartient cette combinaison et affiche le pseudo en jeu ; vous ne pouvez continuer qu’une fois un joueur trouvé.</p>" +
      "<h2>Pourquoi l’ID de zone compte</h2>" +
      "<p>Le jeu retrouve votre compte grâce aux deux numéros réunis, et les Diamants sont crédités sur un compte d’un serveur précis. " +
      "Avec un mauvais ID de zone, la vérification ne trouve généralement personne ; avec une faute de frappe malchanceuse, elle pourrait trouver un autre joueur. " +
      "C’est pour cela que le pseudo s’affiche avant le paiement : lisez-le, et ne continuez que s’il est le vôtre.</p>" +
      "<h2>Les erreurs fréquentes</h2>" +
      "<ul>" +
      "<li><strong>Inverser les champs.</strong> Mettre le numéro de zone dans le champ ID utilisateur, ou coller tout « 123456789 (2001) » dans une seule case.</li>" +
      "<li><strong>Utiliser votre pseudo.</strong> Les pseudos peuvent être changés et ne sont pas uniques ; seuls les numéros identifient votre compte.</li>" +
      "<li><strong>Lire le mauvais compte.</strong> Si vous avez des comptes liés à différentes connexions Moonton, Google, Facebook ou autres, les numéros à l’écran sont ceux du compte actuellement connecté. Ouvrez le profil depuis le compte sur lequel vous jouez réellement.</li>" +
      "<li><strong>Taper de mémoire.</strong> Un numéro à neuf chiffres est facile à légèrement déformer. Vérifiez-le à chaque fois sur votre profil, ou gardez-le dans une note sur votre téléphone.</li>" +
      "</ul>" +
      "<h2>Liez le compte avant de recharger</h2>" +
      "<p>Si vous jouez encore sur un compte qui n’est lié à aucune connexion, liez-le d’abord depuis la section compte des paramètres du jeu, à un compte Moonton ou à un autre service de connexion. " +
      "Un compte non lié n’existe que sur votre appareil, et les Diamants qu’il contient disparaissent avec lui si le téléphone est réinitialisé ou remplacé. La liaison ne change ni votre ID utilisateur ni votre ID de zone.</p>" +
      "<h2>Après le paiement</h2>" +
      "<p>Mobile Legends fait partie de nos jeux à livraison Instantanée : les Diamants arrivent normalement en 5 à 10 minutes après la confirmation du paiement. " +
      'La page de la commande suit la progression en direct, de En traitement à Terminée, et chaque commande est listée avec son statut dans <a href="/account">votre compte</a>. ' +
      "Nous vous envoyons aussi un reçu par e-mail au moment du paiement et un e-mail de livraison quand les Diamants sont arrivés.</p>" +
      '<p>Certains montants de Diamants donnent droit à un bonus de première recharge décidé par le jeu lui-même. Pour comprendre le fonctionnement des bonus, des passes et des prix barrés, lisez <a href="/guides/getting-the-most-from-your-top-up-bonuses-passes-and-budgets">Tirer le meilleur parti de votre recharge</a>. ' +
      "Si quelque chose vous semble anormal dans une commande, écrivez à support@gamezone.example en indiquant le numéro de commande.</p>",
  },

  "how-to-find-your-genshin-impact-uid-and-server": {
    title: "Comment trouver votre UID et votre serveur Genshin Impact",
    html:
      "<p>Une recharge Genshin Impact demande deux informations, votre UID et le serveur sur lequel joue votre compte, et il ne faut que quelques secondes pour les trouver. " +
      "Les renseigner correctement garantit que vos Cristaux primaires arrivent chez le bon Voyageur. Ce guide explique aussi le lien entre les Cristaux et les Primo-gemmes, et le fonctionnement du bonus de première recharge.</p>" +
      "<h2>Où trouver votre UID</h2>" +
      "<h3>À l’écran pendant que vous jouez</h3>" +
      "<p>Dans le monde ouvert, regardez le coin inférieur droit de l’écran. Le petit numéro indiqué <strong>UID</strong> est le vôtre. Il reste visible pendant le jeu normal, vous pouvez donc le lire sans ouvrir de menu.</p>" +
      "<h3>Dans le menu Paimon</h3>" +
      "<ol>" +
      "<li>Touchez l’icône de Paimon en haut à gauche (sur PC, appuyez sur Échap ; à la manette, appuyez sur le bouton menu).</li>" +
      "<li>Votre profil s’affiche avec votre carte de visite, votre rang d’aventure et votre UID.</li>" +
      "<li>Notez l’UID ou faites une capture d’écran. Il compte neuf chiffres sur la plupart des comptes, et dix sur certains comptes plus récents.</li>" +
      "</ol>" +
      "<h2>Sur quel serveur êtes-vous ?</h2>" +
      "<p>Notre formulaire propose les quatre serveurs mondiaux : <strong>Amérique</strong>, <strong>Europe</strong>, <strong>Asie</strong> et <strong>TW/HK/MO</strong>. " +
      "Votre serveur est celui qui est sélectionné sur l’écran d’accueil du jeu quand vous vous connectez. Chaque serveur est un compte entièrement distinct, avec son propre UID, sa progression et ses Cristaux : si vous avez joué sur plusieurs serveurs, choisissez celui de l’UID que vous voulez recharger.</p>" +
      "<p>Petite astuce : sur un UID à neuf chiffres, le premier chiffre correspond généralement au serveur, avec 6 pour l’Amérique, 7 pour l’Europe, 8 pour l’Asie et 9 pour TW/HK/MO. " +
      "Les UID à dix chiffres ne suivent pas cette règle ; en cas de doute, fiez-vous au nom du serveur sur votre écran d’accueil. Les comptes des serveurs de Chine continentale sont séparés et ne peuvent pas être rechargés via GameZone.</p>" +
      "<h2>Saisissez et vérifiez vos informations</h2>" +
      "<ol>" +
      '<li>Ouvrez <a href="/games/genshin-impact">Genshin Impact</a> sur GameZone.</li>' +
      "<li>Saisissez votre UID et choisissez votre serveur dans la liste.</li>" +
      "<li>Touchez <strong>Vérifier le joueur</strong>. Nous interrogeons le jeu sur ce compte et affichons son pseudo en jeu.</li>" +
      "<li>Ne continuez que si le pseudo est le vôtre. Si aucun joueur n’est trouvé, vérifiez d’abord le serveur : un UID correct avec le mauvais serveur est la cause la plus fréquente.</li>" +
      "</ol>" +
      "<h2>Cristaux primaires ou Primo-gemmes</h2>" +
      "<p>GameZone livre des <strong>Cristaux primaires</strong>, la monnaie premium de Genshin. Ce ne sont pas des Primo-gemmes, mais ils se convertissent en Primo-gemmes :</p>" +
      "<ul>" +
      "<li>Dans la boutique du jeu, vous pouvez échanger des Cristaux primaires contre des Primo-gemmes à raison d’un pour un. Chaque tranche de 160 Primo-gemmes permet d’acheter un Destin entrelacé ou un Destin de rencontre pour faire un vœu.</li>" +
      "<li>Les Cristaux primaires peuvent aussi être dépensés directement en tenues de personnages, sans conversion préalable.</li>" +
      "<li>Les Primo-gemmes ne peuvent pas être reconverties en Cristaux primaires : ne convertissez que ce que vous comptez dépenser en vœux.</li>" +
      "</ul>" +
      "<h2>Le bonus doublé de première recharge</h2>" +
      "<p>Dans la boutique du jeu, chaque palier de Cristaux primaires rapporte le double de Cristaux la première fois que vous l’achetez. " +
      "HoYoverse réinitialise ces bonus de temps en temps, souvent autour d’un anniversaire, si bien que des paliers achetés il y a longtemps peuvent redevenir éligibles. La page de recharge de Cristaux dans la boutique du jeu indique quels paliers bénéficient actuellement du bonus.</p>" +
      "<p>Les packs GameZone livrent la quantité indiquée dans le nom du pack, par exemple <em>980 + 110 Cristaux primaires</em>. " +
      "Le fait que le jeu ajoute en plus son doublement de premier achat dépend des règles de HoYoverse pour ce palier et de votre historique d’achats : considérez-le comme un bonus possible, pas comme une partie de ce que vous payez.</p>" +
      "<h2>Livraison et maintenance</h2>" +
      "<p>Genshin Impact fait partie de notre niveau Rapide : les Cristaux arrivent généralement en 10 à 30 minutes après le paiement. " +
      "Pendant la maintenance du jeu, généralement lors de la sortie d’une nouvelle version, les recharges ne peuvent pas être créditées tant que les serveurs ne sont pas revenus ; une commande en retard le jour d’une mise à jour n’a donc généralement rien d’inquiétant. " +
      'Vous pouvez suivre chaque commande en direct dans <a href="/account">votre compte</a>, et <a href="/guides/what-to-do-when-your-top-up-is-late">ce guide sur les recharges en retard</a> explique quoi faire si l’une d’elles prend plus de temps que prévu.</p>',
  },

  "how-to-find-your-free-fire-player-id-and-protect-a-guest-account": {
    title: "Comment trouver votre ID joueur Free Fire (et protéger un compte invité)",
    html:
      "<p>Votre ID joueur Free Fire est le numéro affiché sous votre pseudo sur votre profil, et c’est tout ce dont GameZone a besoin pour livrer vos Diamants. " +
      "Avant de recharger, assurez-vous aussi que le compte est lié à une connexion : les Diamants d’un compte invité non lié peuvent être perdus définitivement.</p>" +
      "<h2>Trouvez votre ID joueur</h2>" +
      "<ol>" +
      "<li>Ouvrez Free Fire ou Free Fire MAX et attendez que le lobby se charge.</li>" +
      "<li>Touchez votre bannière de profil ou votre avatar en haut à gauche.</li>" +
      "<li>Votre ID joueur est le numéro affiché sous votre pseudo, souvent indiqué <strong>ID</strong> ou <strong>UID</strong>.</li>" +
      "<li>Touchez l’icône de copie à côté du numéro.</li>" +
      '<li>Sur GameZone, ouvrez <a href="/games/free-fire">Free Fire</a>, collez le numéro dans <strong>ID joueur</strong> et touchez <strong>Vérifier le joueur</strong>.</li>' +
      "</ol>" +
      "<p>La vérification affiche le pseudo en jeu associé à cet ID. Ne continuez que s’il est le vôtre ; sinon, ou si aucun joueur n’est trouvé, comparez de nouveau le numéro avec votre profil.</p>" +
      "<p>Free Fire et Free Fire MAX utilisent les mêmes comptes : votre ID joueur et les Diamants que vous achetez fonctionnent dans les deux versions.</p>" +
      "<h2>Pourquoi nous demandons l’ID et pas votre pseudo</h2>" +
      "<p>Les pseudos peuvent être changés, contiennent souvent des symboles spéciaux et ne sont pas forcément uniques. L’ID joueur est créé avec votre compte et ne change jamais, c’est pourquoi les jeux livrent la monnaie à l’ID. " +
      "Saisissez uniquement des chiffres, sans espaces ni la mention « ID ».</p>" +
      "<h2>Comptes invités : liez-les avant d’acheter</h2>" +
      "<p>Si vous avez commencé à jouer sans vous connecter, vous êtes sur un compte invité. Il n’existe que sur l’appareil sur lequel vous jouez. " +
      "Désinstaller le jeu, effacer ses données, réinitialiser ou perdre votre téléphone peut le supprimer définitivement, et les Diamants et objets qu’il contient disparaissent avec lui. " +
      "Les comptes invités non liés sont très difficiles à récupérer, et GameZone ne peut pas déplacer des Diamants une fois qu’ils ont été livrés.</p>" +
      "<p>La liaison prend une minute :</p>" +
      "<ol>" +
      "<li>Dans le lobby, ouvrez les <strong>Paramètres</strong> (l’icône en forme d’engrenage).</li>" +
      "<li>Trouvez la section compte et choisissez de lier votre compte.</li>" +
      "<li>Choisissez un service de connexion. Selon votre appareil et votre région, les options comprennent Google, Facebook, Apple, X, VK et Huawei.</li>" +
      "<li>Connectez-vous au service et confirmez. Votre ID joueur, votre progression et vos Diamants restent exactement les mêmes.</li>" +
      "</ol>" +
      "<p>Une fois le compte lié, vous pouvez vous connecter sur n’importe quel appareil avec le même service et retrouver le même compte.</p>" +
      "<h2>Comptes liés et changement de compte</h2>" +
      "<p>Chaque compte Free Fire a son propre ID joueur. Si vous avez un compte sur votre téléphone et un autre sur une tablette, ou si vous utilisez des connexions différentes pour chacun, copiez l’ID du compte que vous voulez recharger.</p>" +
      "<p>Attention à ce piège : se connecter avec un service qui n’est lié à aucun compte crée un tout nouveau compte avec un nouvel ID. " +
      "Si votre ID a soudain changé, ou si votre niveau et vos objets ont disparu, vous êtes probablement sur ce nouveau compte. Déconnectez-vous et reconnectez-vous avec le service auquel votre compte principal est lié avant de copier l’ID.</p>" +
      "<h2>À vérifier avant de payer</h2>" +
      "<ul>" +
      "<li>Le compte est lié à une connexion, ce n’est pas un compte invité.</li>" +
      "<li>L’ID joueur a été copié depuis le compte sur lequel vous jouez.</li>" +
      "<li>Le pseudo affiché par la vérification du joueur est bien le vôtre.</li>" +
      "</ul>" +
      "<h2>Après le paiement</h2>" +
      "<p>Free Fire fait partie de notre niveau Instantané : les Diamants arrivent généralement en 5 à 10 minutes après la confirmation du paiement. " +
      'Suivez votre commande en direct depuis <a href="/account">votre compte</a>, où chaque achat est listé avec son statut. ' +
      'Si les Diamants n’apparaissent toujours pas après avoir redémarré le jeu, consultez <a href="/guides/what-to-do-when-your-top-up-is-late">Que faire si votre recharge est en retard</a> ou écrivez à support@gamezone.example en indiquant votre numéro de commande.</p>',
  },

  "player-ids-for-call-of-duty-mobile-honkai-star-rail-roblox-and-riot-games": {
    title: "Les ID joueur de Call of Duty: Mobile, Honkai: Star Rail, Roblox et des jeux Riot",
    html:
      "<p>Chaque jeu identifie les comptes à sa manière : Call of Duty: Mobile utilise un long Open ID, Honkai: Star Rail un UID et un serveur, Roblox votre nom d’utilisateur et les jeux Riot votre Riot ID. " +
      "Voici où trouver chacun d’eux et quoi saisir dans le formulaire de GameZone.</p>" +
      "<p>Quel que soit le jeu, la dernière étape est la même : touchez <strong>Vérifier le joueur</strong> et ne continuez que si le pseudo que nous affichons est le vôtre.</p>" +
      "<h2>Call of Duty: Mobile : l’Open ID</h2>" +
      "<ol>" +
      "<li>Dans le lobby, touchez votre avatar en haut à gauche pour ouvrir votre profil.</li>" +
      "<li>Repérez le long numéro à côté de l’icône de copie, indiqué <strong>UID</strong> dans le jeu. Les boutiques de recharge, dont GameZone, l’appellent <strong>Open ID</strong>.</li>" +
      '<li>Touchez l’icône de copie et collez le numéro dans le champ <strong>Open ID</strong> de la <a href="/games/call-of-duty-mobile">page Call of Duty: Mobile</a>.</li>' +
      "</ol>" +
      "<p>L’Open ID est un long numéro, souvent de 19 chiffres : copiez-le plutôt que de le taper. Si vous jouez en invité, liez d’abord le compte : touchez l’icône en forme d’engrenage, puis l’icône + jaune en haut des Paramètres, et choisissez un compte à lier. La progression en invité n’est enregistrée que sur votre appareil.</p>" +
      "<h2>Honkai: Star Rail : UID et serveur</h2>" +
      "<ol>" +
      "<li>Ouvrez le menu du téléphone : touchez l’icône du téléphone sur mobile, ou appuyez sur Échap sur PC.</li>" +
      "<li>Votre profil, en haut, affiche votre pseudo, votre niveau de Pionnier et votre <strong>UID</strong>.</li>" +
      '<li>Sur la <a href="/games/honkai-star-rail">page Honkai: Star Rail</a>, saisissez l’UID et choisissez votre serveur : Amérique, Europe, Asie ou TW/HK/MO. C’est le serveur sélectionné sur l’écran d’accueil quand vous vous connectez.</li>' +
      "</ol>" +
      "<p>Sur un UID à neuf chiffres, le premier chiffre est un indice pratique : 6 pour l’Amérique, 7 pour l’Europe, 8 pour l’Asie, 9 pour TW/HK/MO. " +
      "Nous livrons des Fragments oniriques, que vous échangez à raison d’un pour un contre du Jade stellaire dans la boutique du jeu, ou que vous dépensez directement en tenues.</p>" +
      "<h2>Roblox : le nom d’utilisateur, pas le nom d’affichage</h2>" +
      "<p>Les comptes Roblox ont deux noms. Le <strong>nom d’affichage</strong> est le grand nom visible sur votre profil et dans les expériences ; il n’est pas unique. " +
      "Le <strong>nom d’utilisateur</strong> est unique, et c’est celui dont nous avons besoin.</p>" +
      "<ol>" +
      "<li>Ouvrez votre profil dans l’application Roblox ou sur le site. Votre nom d’utilisateur est le nom qui suit le @ sous votre nom d’affichage.</li>" +
      "<li>Ou ouvrez les <strong>Paramètres</strong>, puis <strong>Infos du compte</strong>, et lisez la ligne <strong>Nom d’utilisateur</strong>.</li>" +
      '<li>Saisissez-le dans le champ <strong>Nom d’utilisateur Roblox</strong> de la <a href="/games/roblox">page Roblox</a>, sans le @.</li>' +
      "</ol>" +
      "<p>Les noms d’utilisateur comptent de 3 à 20 caractères : lettres, chiffres et tirets bas. Si vous avez changé de nom d’utilisateur récemment, utilisez le nouveau.</p>" +
      "<h2>VALORANT, League of Legends et Teamfight Tactics : le Riot ID</h2>" +
      "<p>Un Riot ID se compose de deux parties : votre nom de jeu et un tag après le signe #, par exemple <em>Phoenix#NA1</em>. Saisissez les deux parties, # compris.</p>" +
      "<ul>" +
      "<li>Dans le Riot Client ou n’importe quel jeu Riot, ouvrez votre profil ou le panneau social : votre Riot ID s’affiche avec son tag.</li>" +
      "<li>Vous pouvez aussi le voir dans la section Riot ID des paramètres de votre compte Riot.</li>" +
      "<li>Si vous avez changé de Riot ID récemment, utilisez l’actuel ; l’ancien nom ne mène plus à votre compte.</li>" +
      "</ul>" +
      "<p>Les jeux Riot demandent aussi où joue votre compte :</p>" +
      "<ul>" +
      "<li><strong>VALORANT</strong> demande la <strong>région du compte</strong> : Amérique du Nord, Europe, Asie-Pacifique, Corée, Amérique latine ou Brésil. Les Points VALORANT ne fonctionnent que dans la région à laquelle appartient votre compte.</li>" +
      "<li><strong>League of Legends</strong> et <strong>Teamfight Tactics</strong> demandent votre <strong>serveur</strong>, par exemple Europe Ouest ou Amérique du Nord. Les Riot Points appartiennent à votre compte sur ce serveur et peuvent être dépensés dans les deux jeux.</li>" +
      "</ul>" +
      '<p>Commencez depuis la page <a href="/games/valorant">VALORANT</a>, <a href="/games/league-of-legends">League of Legends</a> ou <a href="/games/teamfight-tactics">Teamfight Tactics</a>.</p>' +
      "<h2>Toujours bloqué ?</h2>" +
      "<p>Chaque page de jeu sur GameZone indique exactement les champs nécessaires, avec un exemple dans chaque case. " +
      "Si la vérification ne trouve pas un compte dont vous êtes sûr qu’il est correct, ne devinez pas : écrivez à support@gamezone.example en précisant le jeu et les informations saisies, et nous vous aiderons à trouver le bon ID avant que vous ne payiez.</p>",
  },

  "safe-top-up-practices-how-to-protect-your-game-account": {
    title: "Recharger en toute sécurité : comment protéger votre compte de jeu",
    html:
      "<p>Une recharge sûre ne demande que votre ID joueur, jamais votre mot de passe, vos codes de connexion ni l’accès à votre compte. " +
      "Ces bonnes habitudes protègent votre compte, votre argent et vos achats, que vous achetiez sur GameZone ou ailleurs.</p>" +
      "<h2>1. Ne partagez jamais votre mot de passe ni vos codes de connexion</h2>" +
      "<p>GameZone livre grâce à l’identifiant public de votre compte : un ID joueur, un UID, un nom d’utilisateur ou un Riot ID. C’est tout ce dont nous avons besoin. " +
      "Nous ne vous demanderons jamais votre mot de passe de jeu, vos codes de vérification, vos codes de double authentification ni vos e-mails de récupération : ni lors du paiement, ni par e-mail, ni dans le chat. " +
      "Il en va de même pour les codes de connexion que nous vous envoyons par e-mail pour votre compte GameZone : ils ne sont destinés qu’à vous.</p>" +
      "<p>Toute personne qui vous les demande, même si elle prétend venir de GameZone ou d’un éditeur de jeux, cherche à s’emparer de votre compte.</p>" +
      "<h2>2. Achetez là où le joueur est vérifié avant le paiement</h2>" +
      "<p>Sur GameZone, vous saisissez les informations du joueur et touchez <strong>Vérifier le joueur</strong>. Nous interrogeons le jeu sur ce compte et affichons son pseudo en jeu, et vous ne pouvez pas payer tant qu’aucun joueur n’a été trouvé. " +
      "Si le service de vérification d’un jeu est indisponible, les achats pour ce jeu sont suspendus jusqu’à son retour. Nous préférons que vous patientiez quelques minutes plutôt que de payer pour un compte que personne n’a confirmé.</p>" +
      "<p>Les boutiques qui sautent cette étape vous laissent découvrir une faute de frappe une fois votre argent parti. Quelle que soit la boutique, lisez le pseudo avant de payer.</p>" +
      "<h2>3. Méfiez-vous des prix trop beaux pour être vrais</h2>" +
      "<p>Les petites remises sont normales : sur GameZone, un prix barré indique une vraie réduction. Les offres à moitié prix ou moins, c’est une autre histoire. " +
      "Elles sont souvent financées par des cartes volées ou des abus de remboursement, et lorsque le paiement d’origine est annulé, l’éditeur peut retirer la monnaie ou suspendre le compte qui l’a reçue. " +
      "Les « générateurs de monnaie gratuite » et les concours qui vous demandent de vous connecter via un lien sont des arnaques, à chaque fois.</p>" +
      "<h2>4. Refusez les systèmes de partage de compte</h2>" +
      "<p>Méfiez-vous des offres qui proposent de recharger « pour vous » si vous donnez vos identifiants, de vous vendre un compte tout prêt ou de partager un compte entre plusieurs joueurs. " +
      "La plupart des éditeurs interdisent le partage, l’achat et la vente de comptes, et la personne qui a eu vos identifiants peut reprendre le compte quand elle le veut.</p>" +
      "<h2>5. Vérifiez l’adresse avant de saisir quoi que ce soit</h2>" +
      "<p>Les sites d’hameçonnage copient l’apparence des vraies boutiques. Ouvrez GameZone depuis un favori ou en tapant vous-même l’adresse, plutôt que via des liens reçus en message privé, dans des commentaires ou dans des publicités promettant de la monnaie gratuite. " +
      'Si un e-mail mentionne une commande que vous ne reconnaissez pas, ne cliquez pas sur ses liens : connectez-vous directement à <a href="/account">votre compte</a> et vérifiez vos achats.</p>' +
      "<h2>6. Protégez aussi le compte de jeu lui-même</h2>" +
      "<ul>" +
      "<li>Activez la double authentification partout où le système de comptes de votre jeu la propose ; Riot, Epic, Roblox et beaucoup d’autres le font.</li>" +
      "<li>Liez les comptes invités à une connexion avant d’y dépenser de l’argent.</li>" +
      "<li>Tenez à jour l’e-mail et le numéro de téléphone de récupération de votre compte de jeu.</li>" +
      "<li>Utilisez un mot de passe différent pour chaque jeu et pour votre messagerie.</li>" +
      "</ul>" +
      "<h2>7. Conservez vos reçus</h2>" +
      "<p>GameZone vous envoie un reçu par e-mail au moment du paiement et un e-mail de livraison quand votre commande est terminée, et la page de votre compte liste chaque achat avec son statut. " +
      "Gardez-les jusqu’à ce que la monnaie soit dans votre jeu, et encore un moment après. Si vous avez besoin d’aide de notre part ou du support du jeu, le numéro de commande et l’heure de l’achat accélèrent tout.</p>" +
      "<h2>En cas de problème</h2>" +
      "<ol>" +
      "<li>Si vous pensez que quelqu’un d’autre a accédé à votre compte de jeu, changez son mot de passe, déconnectez les autres appareils et contactez le support du jeu.</li>" +
      "<li>Changez aussi le mot de passe de l’adresse e-mail liée au compte.</li>" +
      "<li>Pour toute question sur une commande GameZone, écrivez à support@gamezone.example en indiquant votre numéro de commande. Notre équipe est disponible 24 h/24, 7 j/7, et ne vous demandera jamais votre mot de passe.</li>" +
      "</ol>" +
      '<p>Pour en savoir plus sur le fonctionnement des achats, consultez <a href="/guide">Comment acheter</a> et notre <a href="/faq">FAQ</a>.</p>',
  },

  "what-to-do-when-your-top-up-is-late": {
    title: "Que faire si votre recharge est en retard",
    html:
      "<p>La plupart des recharges arrivent en quelques minutes ; si la vôtre tarde, vérifiez d’abord le statut de votre commande, puis suivez les étapes ci-dessous. " +
      "Si une livraison échoue, GameZone vous rembourse automatiquement : votre argent ne reste jamais dans le flou.</p>" +
      "<h2>Quel délai est normal ?</h2>" +
      "<ul>" +
      "<li><strong>Jeux les plus populaires :</strong> 5 à 15 minutes après la confirmation de votre paiement.</li>" +
      "<li><strong>Heures de pointe</strong> (soirées, week-ends et grands événements en jeu) : 15 à 30 minutes.</li>" +
      "<li><strong>Jeux nouveaux ou moins courants et cartes cadeaux :</strong> 30 à 120 minutes.</li>" +
      "<li><strong>Virement bancaire en ligne :</strong> le paiement lui-même met 1 à 2 heures à être confirmé, et la livraison commence ensuite.</li>" +
      "</ul>" +
      '<p>Si vous êtes encore dans ces délais, patientez encore un peu. Chaque page de jeu indique son niveau de livraison, et la page <a href="/shipping">Infos de livraison</a> les explique en détail.</p>' +
      "<h2>Étape 1 : vérifiez le statut de votre commande</h2>" +
      '<p>Ouvrez <a href="/account">votre compte</a>, trouvez la commande et ouvrez-la. La page de la commande se met à jour toute seule, inutile de la recharger. Vous verrez l’une de ces étapes :</p>' +
      "<ul>" +
      "<li><strong>En traitement :</strong> votre paiement est confirmé et la commande est en préparation.</li>" +
      "<li><strong>En cours :</strong> la monnaie est en cours de livraison sur votre compte de jeu.</li>" +
      "<li><strong>Terminée :</strong> la livraison est effectuée. Nous vous envoyons aussi un e-mail de livraison.</li>" +
      "<li><strong>En attente :</strong> nous avons repéré un problème, par exemple avec le compte du joueur ou une commande inhabituelle, et notre équipe support a déjà été prévenue. Vous n’avez rien à faire pour lancer la vérification.</li>" +
      "</ul>" +
      "<p>Si la commande est toujours en attente de paiement, c’est que le paiement n’a pas encore été confirmé. Les paiements par carte, portefeuille électronique et QR code sont confirmés en quelques secondes ; les virements bancaires prennent plus de temps.</p>" +
      "<h2>Étape 2 : vérifiez si le jeu est en maintenance</h2>" +
      "<p>Les éditeurs suspendent les recharges pendant les maintenances, qui ont généralement lieu autour des nouvelles saisons et des mises à jour de version. Tant qu’un jeu est hors ligne, les commandes ne peuvent pas être créditées et attendent le retour des serveurs. " +
      "Consultez les canaux d’actualité officiels du jeu ou les annonces en jeu. Une fois la maintenance terminée, votre commande reprend d’elle-même.</p>" +
      "<h2>Étape 3 : redémarrez le jeu et reconnectez-vous</h2>" +
      "<p>Si votre commande indique Terminée mais que vous ne voyez pas la monnaie :</p>" +
      "<ol>" +
      "<li>Fermez complètement le jeu, pas seulement en arrière-plan, puis rouvrez-le.</li>" +
      "<li>Vérifiez que vous êtes connecté au compte dont l’ID figure sur la commande.</li>" +
      "<li>Consultez votre solde dans l’écran de la boutique, ainsi que votre messagerie en jeu si le jeu y livre les achats.</li>" +
      "</ol>" +
      "<p>Beaucoup de jeux n’actualisent votre solde qu’à une nouvelle connexion : cette étape résout une grande partie des recharges « manquantes ».</p>" +
      "<h2>Étape 4 : vérifiez le joueur indiqué sur la commande</h2>" +
      "<p>Un mauvais ID de compte est la cause la plus fréquente d’une recharge « jamais arrivée ». La page de votre commande affiche l’ID et le pseudo du joueur pour chaque ligne. " +
      "Si l’ID correspond à un autre de vos comptes, comme un deuxième compte ou un compte sur un autre serveur, la monnaie vous y attend. " +
      "S’il appartient à quelqu’un que vous ne connaissez pas, contactez le support immédiatement. La monnaie créditée sur un autre compte existant ne peut généralement pas être récupérée ; c’est pour cela que nous affichons le pseudo avant le paiement.</p>" +
      "<h2>Si la livraison échoue : remboursement automatique</h2>" +
      "<p>Si le jeu refuse la recharge ou si nous ne pouvons pas la mener à bien, GameZone rembourse automatiquement l’intégralité du montant sur votre moyen de paiement d’origine, et la commande affiche <strong>Remboursée</strong>. " +
      'Vous n’avez rien à demander. Le délai d’apparition de l’argent dépend de votre banque ou de votre portefeuille électronique. Plus de détails sur notre page <a href="/returns">Retours et remboursements</a>.</p>' +
      "<h2>Contacter le support</h2>" +
      "<p>Écrivez-nous si votre commande indique Terminée mais que rien n’est arrivé après une reconnexion, si elle est En attente depuis longtemps, ou si vous avez payé mais ne trouvez pas la commande. " +
      "Envoyez un e-mail à support@gamezone.example en indiquant :</p>" +
      "<ul>" +
      "<li>votre numéro de commande ;</li>" +
      "<li>le jeu et l’ID joueur que vous avez saisi ;</li>" +
      "<li>une courte description de ce que vous voyez, idéalement avec une capture d’écran de la page de la commande et de votre solde en jeu.</li>" +
      "</ul>" +
      '<p>Le support est joignable 24 h/24, 7 j/7 par e-mail, et vous pouvez aussi nous contacter via le chat en direct de notre <a href="/community">communauté</a>. ' +
      "Merci de ne pas passer une deuxième commande pour « pousser » la première : les deux seraient facturées, et la première est toujours en route.</p>",
  },

  "payment-methods-explained-card-e-wallet-qr-and-bank-transfer": {
    title:
      "Les moyens de paiement expliqués : carte, portefeuille électronique, QR code et virement bancaire",
    html:
      "<p>GameZone propose quatre moyens de paiement lors de la commande : carte bancaire, portefeuille électronique, paiement par QR code et virement bancaire en ligne. " +
      "Les trois premiers sont instantanés, tandis que le virement bancaire met 1 à 2 heures à être confirmé. Voici comment fonctionne chacun d’eux et comment choisir.</p>" +
      "<h2>Les quatre moyens de paiement</h2>" +
      "<h3>Carte bancaire</h3>" +
      "<p>Payez avec Visa, MasterCard et d’autres cartes. Le paiement est confirmé instantanément. Votre banque peut vous demander de valider le paiement dans son application ou avec un code à usage unique ; cette étape se passe sur l’écran de votre banque, et le code n’est destiné qu’à votre banque.</p>" +
      "<h3>Portefeuille électronique</h3>" +
      "<p>Payez depuis votre portefeuille électronique. Vous vous connectez au portefeuille sur la page de paiement ou dans son application, puis vous validez le montant. Le paiement est confirmé instantanément.</p>" +
      "<h3>Paiement par QR code</h3>" +
      "<p>La page de paiement affiche un QR code. Ouvrez votre application bancaire, scannez le code et confirmez. Le paiement est confirmé instantanément. " +
      "C’est pratique quand vous achetez sur un ordinateur avec votre téléphone à portée de main ; si vous achetez depuis ce même téléphone, la carte ou le portefeuille électronique sont généralement plus simples.</p>" +
      "<h3>Virement bancaire en ligne</h3>" +
      "<p>Payez directement depuis votre banque en ligne. Comme les virements bancaires mettent plus de temps à être confirmés, les commandes payées de cette façon sont livrées en 1 à 2 heures. " +
      "C’est un bon choix si vous préférez ne pas utiliser de carte, mais pas si vous avez besoin de votre monnaie avant la fin d’un événement en jeu.</p>" +
      "<h2>En combien de temps arrive votre commande</h2>" +
      "<p>Avec la carte, le portefeuille électronique et le paiement par QR code, la livraison commence dès que le paiement est confirmé, et les recharges de nos jeux à livraison Instantanée arrivent généralement environ 5 minutes après le paiement. " +
      'Les autres jeux suivent leur niveau de livraison, indiqué sur chaque page de jeu et expliqué dans <a href="/guides/how-delivery-times-work-instant-fast-and-standard-tiers">Comment fonctionnent les délais de livraison</a>. ' +
      "Avec un virement bancaire, ajoutez les 1 à 2 heures nécessaires à la confirmation du paiement.</p>" +
      "<h2>Combien ça coûte</h2>" +
      "<ul>" +
      "<li><strong>Aucun frais supplémentaire de la part de GameZone.</strong> Le total affiché lors de la commande est ce que nous facturons, quel que soit le moyen de paiement choisi.</li>" +
      "<li><strong>Les prix sont facturés en USD.</strong> Si vous choisissez une autre devise dans l’en-tête du site, les montants affichés sont des conversions approximatives ; la page de paiement les signale comme approximatifs.</li>" +
      "<li><strong>Votre banque peut facturer des frais</strong> de conversion de devise ou de paiement à l’étranger. Cela dépend de votre banque ou de l’émetteur de votre carte, pas de GameZone ; renseignez-vous auprès d’eux en cas de doute.</li>" +
      "</ul>" +
      "<h2>Est-ce sécurisé ?</h2>" +
      "<p>Vous payez sur une page de paiement sécurisée. GameZone ne voit ni ne conserve jamais les données de votre carte ; nous recevons uniquement la confirmation que le paiement a abouti. " +
      "Personne chez GameZone ne vous demandera jamais de numéro de carte, de cryptogramme ou de mot de passe bancaire par e-mail ou dans le chat.</p>" +
      "<h2>La commande étape par étape</h2>" +
      "<ol>" +
      "<li>Ajoutez des packs à votre panier, ou utilisez <strong>Acheter maintenant</strong>. Chaque ligne du panier correspond à un pack pour un joueur vérifié.</li>" +
      "<li>Passez au paiement et vérifiez le récapitulatif de la commande. Si un prix a changé depuis que vous avez ajouté un article, vous confirmez le nouveau prix avant de payer.</li>" +
      "<li>Choisissez votre moyen de paiement.</li>" +
      "<li>Saisissez l’e-mail de contact qui recevra votre reçu et le suivi de la livraison.</li>" +
      "<li>Touchez <strong>Payer</strong>. La page de paiement sécurisée s’ouvre ; effectuez-y le paiement.</li>" +
      "<li>Vous revenez sur GameZone, où la page de la commande suit votre livraison en direct. Nous vous envoyons un reçu par e-mail au moment du paiement et une confirmation de livraison quand la commande est terminée.</li>" +
      "</ol>" +
      "<p>Si vous annulez sur la page de paiement, rien n’est débité et votre panier reste tel quel.</p>" +
      "<h2>Si un paiement échoue</h2>" +
      "<p>Un paiement refusé ou expiré apparaît comme <strong>Échoué</strong> ou <strong>Expiré</strong> sur la commande, et aucune livraison ne démarre. Vous pouvez réessayer ou choisir un autre moyen de paiement. " +
      "Si l’argent a quitté votre compte mais que la commande est toujours en attente de paiement au-delà du délai habituel de votre moyen de paiement, écrivez à support@gamezone.example en indiquant le numéro de commande et l’heure du paiement.</p>" +
      '<p>Pour la liste complète des moyens acceptés, consultez <a href="/payments">Moyens de paiement</a>.</p>',
  },

  "how-delivery-times-work-instant-fast-and-standard-tiers": {
    title: "Comment fonctionnent les délais de livraison : Instantané, Rapide et Standard",
    html:
      "<p>Chaque jeu sur GameZone appartient à l’un des trois niveaux de livraison, Instantané (5 à 10 minutes), Rapide (10 à 30 minutes) ou Standard (30 à 120 minutes), et chaque page de jeu indique son niveau. " +
      "Ce guide explique ce que signifie chaque niveau, quels jeux en font partie et ce qui peut accélérer ou ralentir une livraison.</p>" +
      "<h2>Quand le compteur démarre</h2>" +
      "<p>Les délais de livraison se comptent à partir du moment où votre paiement est confirmé. Les paiements par carte, portefeuille électronique et QR code sont confirmés en quelques secondes ; un virement bancaire en ligne prend 1 à 2 heures avant que la livraison puisse commencer. " +
      "Vous pouvez suivre chaque étape en direct sur la page de votre commande.</p>" +
      "<h2>Instantané : 5 à 10 minutes</h2>" +
      "<p>Recharges directes sur votre ID joueur pour les plus grands jeux mobiles :</p>" +
      "<ul>" +
      '<li><a href="/games/pubg-mobile">PUBG Mobile</a> (UC)</li>' +
      '<li><a href="/games/free-fire">Free Fire</a> (Diamants)</li>' +
      '<li><a href="/games/call-of-duty-mobile">Call of Duty: Mobile</a> (CP)</li>' +
      '<li><a href="/games/mobile-legends-bang-bang">Mobile Legends: Bang Bang</a> (Diamants)</li>' +
      "</ul>" +
      "<p>Honor of Kings, Arena of Valor et Lords Mobile font aussi partie de ce niveau.</p>" +
      "<h2>Rapide : 10 à 30 minutes</h2>" +
      "<p>Les recharges de ces jeux prennent un peu plus de temps à être confirmées par l’éditeur :</p>" +
      "<ul>" +
      '<li><a href="/games/genshin-impact">Genshin Impact</a> (Cristaux primaires)</li>' +
      '<li><a href="/games/roblox">Roblox</a> (Robux)</li>' +
      '<li><a href="/games/fortnite">Fortnite</a> (V-bucks et Club Fortnite)</li>' +
      '<li><a href="/games/valorant">VALORANT</a> (Points VALORANT)</li>' +
      "</ul>" +
      "<p>La plupart des autres jeux de notre catalogue, dont Honkai: Star Rail, League of Legends, Apex Legends et les jeux Clash, font aussi partie du niveau Rapide.</p>" +
      "<h2>Standard : 30 à 120 minutes</h2>" +
      "<p>Cartes cadeaux et codes de crédit pour les grandes boutiques des plateformes :</p>" +
      "<ul>" +
      '<li><a href="/games/steam-wallet">Steam Wallet</a></li>' +
      '<li><a href="/games/playstation-store">PlayStation Store</a></li>' +
      '<li><a href="/games/xbox-gift-card">Xbox Gift Card</a></li>' +
      '<li><a href="/games/nintendo-eshop">Nintendo eShop</a></li>' +
      "</ul>" +
      "<p>Ils ne sont pas crédités sur un ID joueur. Chaque code est émis pour la région de carte que vous choisissez, et il vous parvient par e-mail et sur la page de votre commande.</p>" +
      "<h2>Comment arrivent les codes des cartes cadeaux</h2>" +
      "<ol>" +
      "<li>Lors de la commande, choisissez la région de carte qui correspond à votre compte sur la boutique. Un code d’une autre région ne peut généralement pas être utilisé.</li>" +
      "<li>Quand la commande est terminée, le code est envoyé à votre e-mail de contact et affiché sur la page de la commande, avec un numéro de série si la carte en a un.</li>" +
      "<li>Utilisez-le via l’option d’échange de code de la boutique, sur votre console ou dans l’application ou sur le site de la boutique.</li>" +
      "</ol>" +
      "<p>Traitez un code comme de l’argent liquide : toute personne qui le voit peut l’utiliser. Ne publiez pas de captures d’écran du code, et utilisez-le rapidement après l’avoir reçu.</p>" +
      "<h2>L’emplacement de votre compte compte aussi</h2>" +
      "<p>La vitesse de livraison dépend aussi de la région dans laquelle votre compte de jeu est enregistré :</p>" +
      "<ul>" +
      "<li><strong>Asie-Pacifique :</strong> généralement la plus rapide.</li>" +
      "<li><strong>Amérique du Nord :</strong> rapide.</li>" +
      "<li><strong>Europe :</strong> standard.</li>" +
      "<li><strong>Autres régions :</strong> les délais peuvent varier.</li>" +
      "</ul>" +
      "<h2>Ce qui peut ralentir une livraison</h2>" +
      "<ul>" +
      "<li><strong>Les heures de pointe.</strong> Les soirées, les week-ends et le lancement d’une nouvelle saison ou bannière peuvent ajouter 15 à 30 minutes.</li>" +
      "<li><strong>La maintenance du jeu.</strong> Tant qu’un jeu est hors ligne pour une mise à jour, les recharges attendent son retour.</li>" +
      "<li><strong>Les vérifications.</strong> Les commandes inhabituelles, comme de nombreuses recharges vers un même joueur en peu de temps, peuvent être mises <strong>En attente</strong> pour un contrôle rapide. Notre équipe support est prévenue automatiquement.</li>" +
      "<li><strong>Le virement bancaire.</strong> Le paiement doit être confirmé avant que la livraison commence.</li>" +
      "</ul>" +
      "<h2>Anticipez les échéances</h2>" +
      "<p>Si vous avez besoin de monnaie avant la fin d’une bannière, d’une promotion ou d’une saison, prévoyez au moins le délai maximal du niveau du jeu, plus une marge aux heures de pointe. " +
      "Payez par carte, portefeuille électronique ou QR code pour que la livraison démarre immédiatement, et vérifiez soigneusement les informations du joueur : une commande corrigée relance son compteur à zéro.</p>" +
      '<p>Si une livraison ne peut pas du tout aboutir, vous êtes remboursé intégralement et automatiquement. Si une livraison dépasse le délai de son niveau, suivez <a href="/guides/what-to-do-when-your-top-up-is-late">Que faire si votre recharge est en retard</a> ou écrivez à support@gamezone.example en indiquant votre numéro de commande.</p>',
  },

  "getting-the-most-from-your-top-up-bonuses-passes-and-budgets": {
    title: "Tirer le meilleur parti de votre recharge : bonus, passes et budget",
    html:
      "<p>Bien rentabiliser une recharge tient en quatre points : lire le nom des packs, comprendre la monnaie bonus, choisir entre passes et packs ponctuels, et fixer un budget avant d’acheter. " +
      "Voici comment faire pour chacun, et ce qu’il faut savoir sur les remboursements.</p>" +
      "<h2>Lisez le nom du pack : base plus bonus</h2>" +
      "<p>Beaucoup de packs affichent deux nombres, par exemple <em>980 + 110 Cristaux primaires</em>. Le premier est la quantité de base, le second le bonus, et vous recevez les deux : 1 090 Cristaux dans ce cas. " +
      "Certains jeux intègrent le bonus dans un seul chiffre : <em>706 Diamants</em> dans Mobile Legends incluent déjà leur bonus. Dans tous les cas, le nom du pack vous dit exactement ce qui arrive sur votre compte.</p>" +
      "<p>Pour comparer des packs, calculez le prix pour 100 unités. Avec Genshin Impact comme exemple :</p>" +
      "<ul>" +
      "<li>60 Cristaux pour 0,99 $ reviennent à environ 1,65 $ les 100.</li>" +
      "<li>980 + 110 Cristaux pour 14,99 $ reviennent à environ 1,38 $ les 100.</li>" +
      "<li>6 480 + 1 600 Cristaux pour 94,99 $ reviennent à environ 1,18 $ les 100.</li>" +
      "</ul>" +
      "<p>Les gros packs sont moins chers à l’unité, mais ne vous font économiser que si vous dépensez réellement la monnaie.</p>" +
      "<h2>Les bonus de première recharge</h2>" +
      "<p>Plusieurs jeux, dont Genshin Impact, Honkai: Star Rail et Mobile Legends, offrent de la monnaie en plus la première fois que vous achetez certains montants, et certains réinitialisent ces bonus de temps en temps. " +
      "Un badge <strong>Bonus de première recharge</strong> sur un pack signale un tel montant. L’ajout de ce supplément à votre compte est décidé par le jeu et dépend de votre historique d’achats dans celui-ci. " +
      "Ce que GameZone garantit, c’est la quantité indiquée dans le nom du pack ; tout ce que le jeu ajoute est un bonus bienvenu.</p>" +
      "<h2>Les prix de référence (prix barrés)</h2>" +
      "<p>Un prix barré à côté d’un pack est son prix de vente habituel, et le prix que vous payez est le prix plus bas affiché à côté. La remise est réelle, mais un prix barré n’est pas une raison d’acheter un pack plus gros que nécessaire. " +
      "Les prix peuvent changer, et si l’un d’eux change après que vous avez ajouté un pack à votre panier, la page de paiement vous demande de confirmer le nouveau prix. Vous ne payez jamais un prix que vous n’avez pas vu.</p>" +
      "<h2>Passes ou packs ponctuels</h2>" +
      "<p>Beaucoup de jeux vendent des passes à côté des packs de monnaie :</p>" +
      "<ul>" +
      "<li><strong>Les abonnements</strong>, comme le Club Fortnite, disponible sur GameZone, ou la Bénédiction de la lune Welkin de Genshin Impact dans la boutique du jeu, répartissent leurs récompenses sur un mois. Ils offrent le plus de monnaie par dollar, mais seulement si vous vous connectez régulièrement ; chaque jour manqué est une récompense perdue.</li>" +
      "<li><strong>Les passes de saison</strong>, comme les passes de combat achetés avec de la monnaie du jeu, vous récompensent si vous jouez tout au long d’une saison. Très rentables si vous jouez toute la saison, peu intéressants si vous arrêtez à mi-parcours.</li>" +
      "<li><strong>Les packs ponctuels</strong> n’impliquent aucun engagement. Ils conviennent aux joueurs qui jouent par périodes ou qui économisent pour un skin, un personnage ou une bannière en particulier.</li>" +
      "</ul>" +
      "<p>Une règle simple : si vous jouez presque tous les jours, un passe est généralement plus intéressant ; si vous jouez de temps en temps, achetez des packs quand vous en avez vraiment besoin.</p>" +
      "<h2>Fixez un budget avant d’acheter</h2>" +
      "<ul>" +
      '<li>Fixez-vous un montant mensuel et tenez-vous-y. <a href="/account">Votre compte</a> liste chaque achat, ce qui permet de voir facilement ce que vous avez dépensé.</li>' +
      "<li>Économisez pour un objectif précis, comme une bannière ou un skin, plutôt que de recharger sur un coup de tête.</li>" +
      "<li>Ne vous laissez pas presser par les comptes à rebours. La plupart des offres limitées reviennent sous une forme ou une autre.</li>" +
      "<li>GameZone ne propose ni remise sur quantité ni points de fidélité : diviser ou regrouper vos commandes ne change donc pas le prix. Achetez ce dont vous avez besoin, quand vous en avez besoin.</li>" +
      "</ul>" +
      "<h2>Connaissez les règles de remboursement</h2>" +
      "<p>Une fois la monnaie livrée sur votre compte de jeu, elle ne peut généralement pas être remboursée : elle a été créditée par le jeu et ne peut pas être reprise. " +
      "Il en va de même pour les recharges envoyées sur un ID joueur erroné mais existant ; lisez donc toujours le pseudo affiché par la vérification du joueur. " +
      'Si une livraison échoue, vous êtes remboursé intégralement et automatiquement, sans avoir à le demander. Les détails figurent sur notre page <a href="/returns">Retours et remboursements</a>, et support@gamezone.example est là 24 h/24, 7 j/7 si vous avez des questions sur une commande.</p>',
  },
};
