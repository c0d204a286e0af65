import type { PagesContent } from "./page-content.ts";

/** French: the static pages, translated from the English source. */
export const fr: PagesContent = {
  about: {
    meta: {
      title: "À propos de GameZone",
      description:
        "GameZone, boutique indépendante de recharges de jeux et cartes cadeaux : ID de joueur vérifiés, livraison automatisée, support 24h/24. Notre histoire.",
    },
    title: "À propos de GameZone",
    intro:
      "GameZone est une boutique en ligne indépendante de monnaie virtuelle et de cartes cadeaux. Nous aidons les joueurs à recharger les jeux qu’ils aiment, rapidement, en toute sécurité et à prix juste.",
    sections: {
      story: {
        heading: "Notre histoire",
        paragraphs: [
          "GameZone est née à Singapour, lancée par des joueurs lassés d’attendre des heures pour une recharge, d’envoyer des captures d’écran à des inconnus et de ne jamais savoir si la monnaie finirait par arriver.",
          "Nous avons créé la boutique que nous voulions utiliser nous-mêmes : choisir un jeu, vérifier le compte du joueur, payer sur une page sécurisée et voir la commande arriver, avec une vraie personne à qui parler en cas de problème.",
          "Aujourd’hui, GameZone vend de la monnaie virtuelle pour les jeux mobiles et PC les plus populaires, ainsi que des cartes cadeaux pour les grandes boutiques en ligne des plateformes, en dix langues.",
        ],
      },
      mission: {
        heading: "Notre mission",
        paragraphs: [
          "Recharge instantanée, victoire instantanée. Nous voulons qu’une recharge prenne moins de temps qu’une partie : des prix clairs, le bon compte à chaque fois et une livraison que vous suivez en temps réel.",
        ],
      },
    },
    valuesHeading: "Nos engagements",
    values: [
      {
        title: "Honnêteté",
        text: "Le prix affiché au moment du paiement est celui que vous payez, sans aucuns frais supplémentaires de notre part. Les réductions sont comparées au vrai prix habituel, jamais à un prix inventé.",
      },
      {
        title: "Le bon compte, à chaque fois",
        text: "Avant que vous payiez, nous vérifions l’ID de joueur auprès du jeu et vous montrons le pseudo en jeu : votre monnaie va bien sur le compte que vous visiez.",
      },
      {
        title: "Sécurité",
        text: "Vous payez sur une page de paiement sécurisée et nous ne voyons jamais les données de votre carte. Nous ne vous demandons jamais le mot de passe de votre jeu.",
      },
      {
        title: "Assumer nos erreurs",
        text: "Si une livraison échoue, nous vous remboursons intégralement et automatiquement. Vous n’avez jamais à nous relancer pour récupérer votre argent.",
      },
    ],
    featuresHeading: "Pourquoi les joueurs choisissent GameZone",
    features: [
      {
        title: "Livraison automatisée",
        text: "Les commandes sont traitées dès que votre paiement est confirmé. Pour les jeux les plus populaires, la plupart arrivent en 5 à 15 minutes.",
      },
      {
        title: "Comptes de joueur vérifiés",
        text: "Chaque recharge va sur un compte de joueur confirmé par le jeu, dont le pseudo s’affiche avant que vous payiez.",
      },
      {
        title: "Suivi de commande en direct",
        text: "La page de votre commande se met à jour toute seule, de « En traitement » à « Terminée », et nous vous envoyons par e-mail un reçu et une confirmation de livraison.",
      },
      {
        title: "Moyens de paiement",
        text: "{{methods}}, tous sur une page de paiement sécurisée.",
      },
      {
        title: "Support 24h/24, 7j/7",
        text: "Notre équipe support répond par e-mail à {{email}} à toute heure, et le chat de notre communauté est ouvert à tous.",
      },
      {
        title: "Dix langues",
        text: "Naviguez et achetez en anglais, espagnol, chinois, hindi, français, arabe, bengali, portugais, russe ou japonais.",
      },
    ],
  },

  payments: {
    meta: {
      title: "Moyens de paiement",
      description:
        "Payez vos recharges sur une page de paiement sécurisée, sans frais GameZone. Livraison en 5 minutes en paiement instantané.",
    },
    title: "Moyens de paiement",
    intro:
      "Choisissez votre moyen de paiement au moment de régler. Chacun ouvre une page de paiement sécurisée, et aucun n’entraîne de frais supplémentaires de la part de GameZone.",
    methodsHeading: "Moyens de paiement acceptés",
    methods: {
      card: {
        name: "Carte bancaire",
        description:
          "Visa, MasterCard et autres cartes de débit et de crédit. Votre banque peut vous demander de valider le paiement dans son application ou avec un code à usage unique.",
        timing: "Instantané",
      },
      ewallet: {
        name: "Portefeuille électronique",
        description:
          "Payez depuis votre portefeuille numérique et validez le montant directement dans celui-ci.",
        timing: "Instantané",
      },
      qr: {
        name: "Paiement par QR code",
        description:
          "La page de paiement affiche un QR code : scannez-le avec l’application de votre banque ou de votre portefeuille sur votre téléphone, puis confirmez.",
        timing: "Instantané",
      },
      bank_transfer: {
        name: "Virement bancaire en ligne",
        description:
          "Payez directement depuis votre banque en ligne. Pratique si vous préférez ne pas utiliser de carte, mais la confirmation est plus lente.",
        timing: "1 à 2 heures",
      },
    },
    transferNote:
      "Un virement bancaire en ligne est confirmé à l’arrivée de l’argent, en général en 1 à 2 heures ; la livraison commence ensuite. La commande l’attend jusqu’à {{transferWait}}, puis elle est annulée.",
    sections: {
      processing: {
        heading: "Délais de traitement",
        paragraphs: [
          "La livraison commence dès que votre paiement est confirmé : c’est donc le moyen de paiement choisi qui détermine quand le compte à rebours démarre.",
        ],
        items: [
          "Les moyens de paiement instantanés sont confirmés aussitôt ; les commandes payées ainsi sont généralement livrées en 5 minutes pour nos jeux de la catégorie Instantané.",
          "Une commande qui n’est pas payée dans les 30 minutes est annulée, et rien n’est débité.",
        ],
      },
      fees: {
        heading: "Aucuns frais supplémentaires",
        paragraphs: [
          "GameZone n’ajoute de frais sur aucun moyen de paiement : le total affiché au moment du paiement est exactement ce que nous facturons.",
          "Votre banque ou l’émetteur de votre carte peut appliquer ses propres frais, par exemple pour un paiement à l’étranger ou avec conversion de devise. Ces frais dépendent de votre banque, pas de nous.",
        ],
      },
      currency: {
        heading: "Devise",
        paragraphs: [
          "Les prix sont facturés en dollars américains. Si vous choisissez une autre devise dans l’en-tête du site, les prix affichés sont des conversions approximatives, signalées comme telles lors du paiement.",
        ],
      },
      security: {
        heading: "Paiement sécurisé",
        paragraphs: [
          "Vous payez sur une page de paiement sécurisée gérée par notre prestataire de paiement. GameZone ne voit ni ne conserve jamais les données de votre carte ; nous recevons uniquement la confirmation que le paiement a abouti.",
          "Personne chez GameZone ne vous demandera jamais un numéro de carte, un code de sécurité ou un mot de passe bancaire, ni par e-mail ni sur le chat.",
          "Si vous annulez sur la page de paiement ou si un paiement est refusé, rien n’est débité et votre panier reste tel quel.",
        ],
      },
    },
    contact: {
      heading: "Une question sur un paiement ?",
      text: "Si l’argent a quitté votre compte mais que votre commande est toujours en attente de paiement, écrivez à {{email}} en indiquant votre numéro de commande et l’heure de votre paiement. Le support est disponible 24h/24, 7j/7.",
      chatLabel: "Chat en direct",
      emailLabel: "Support par e-mail",
    },
  },

  faq: {
    meta: {
      title: "Foire aux questions",
      description:
        "L’achat de recharges de jeux sur GameZone : délais de livraison, moyens de paiement, remboursements, suivi de commande, ID de joueur et support 24h/24.",
    },
    title: "Foire aux questions",
    intro:
      "Des réponses rapides sur l’achat, le paiement et la livraison. Vous ne trouvez pas la vôtre ? Nous sommes là 24h/24, 7j/7.",
    questions: {
      "how-to-buy": {
        question: "Comment effectuer un achat ?",
        answer:
          "Ouvrez la page de votre jeu, saisissez votre ID de joueur et appuyez sur « Vérifier le joueur » : nous affichons votre pseudo en jeu pour que vous sachiez que c’est le bon compte. Choisissez un pack, ajoutez-le au panier ou appuyez sur « Acheter maintenant », puis finalisez la commande et payez sur la page de paiement sécurisée. Un compte GameZone gratuit est nécessaire pour acheter.",
      },
      "is-it-safe": {
        question: "Est-ce sûr d’acheter sur GameZone ?",
        answer:
          "Oui. Vous payez sur une page de paiement sécurisée et nous ne voyons jamais les données de votre carte. Nous avons seulement besoin de votre ID de joueur, jamais du mot de passe de votre jeu. Chaque recharge va sur un compte de joueur confirmé par le jeu avant que vous payiez.",
      },
      "delivery-time": {
        question: "Combien de temps prend la livraison ?",
        answer:
          "Pour les jeux les plus populaires, la plupart des recharges arrivent en 5 à 15 minutes après la confirmation de votre paiement. Aux heures de pointe, cela peut prendre 15 à 30 minutes, et les jeux récents ou moins courants ainsi que les cartes cadeaux peuvent prendre jusqu’à 2 heures. Chaque page de jeu indique sa catégorie de livraison.",
      },
      "payment-methods": {
        question: "Quels moyens de paiement acceptez-vous ?",
        answer:
          "Nous acceptons : {{methods}}, toujours sur une page de paiement sécurisée. GameZone n’ajoute aucuns frais supplémentaires.",
      },
      refunds: {
        question: "Puis-je être remboursé ?",
        answer:
          "Une fois la monnaie ou le code livré, un remboursement n’est en général pas possible, car il est impossible de le récupérer dans le jeu. Si une livraison échoue, nous remboursons automatiquement l’intégralité du montant sur votre moyen de paiement d’origine. Consultez notre page Retours et remboursements pour en savoir plus.",
      },
      "support-hours": {
        question: "Quand le service client est-il disponible ?",
        answer:
          "Notre équipe support est disponible 24h/24, 7j/7. Écrivez à {{email}} en indiquant votre numéro de commande, ou parlez-nous sur le chat en direct.",
      },
      "supported-games": {
        question: "Quels jeux proposez-vous ?",
        answer:
          "Des jeux mobiles et PC populaires comme PUBG Mobile, Free Fire, Mobile Legends, Genshin Impact, Roblox, Fortnite et Valorant, ainsi que des cartes cadeaux Steam, PlayStation, Xbox et Nintendo. La page Jeux liste tous les jeux que nous vendons actuellement.",
      },
      privacy: {
        question: "Que faites-vous de mes données personnelles ?",
        answer:
          "Nous ne conservons que ce qui est nécessaire pour gérer votre compte et livrer vos commandes : votre nom, votre e-mail, votre date de naissance, vos commandes et les ID de joueur qui y figurent. Nous ne vendons jamais vos données. Notre politique de confidentialité explique tout en détail.",
      },
      "order-tracking": {
        question: "Comment suivre ma commande ?",
        answer:
          "Après le paiement, vous arrivez sur la page de votre commande, qui se met à jour toute seule : En traitement, En cours, puis Terminée. Vous pouvez rouvrir chaque commande depuis votre compte, et nous vous envoyons par e-mail un reçu au paiement et une confirmation à la livraison.",
      },
      "wrong-account": {
        question: "Que se passe-t-il si j’ai saisi de mauvaises informations de compte ?",
        answer:
          "C’est pour cela que nous affichons le pseudo en jeu avant le paiement : vérifiez-le attentivement. Si une commande est partie sur le mauvais compte, contactez immédiatement le support avec votre numéro de commande. La monnaie livrée sur un autre compte existant ne peut en général pas être récupérée, mais si la livraison a échoué, vous êtes remboursé automatiquement.",
      },
      "bulk-discounts": {
        question: "Proposez-vous des remises sur les achats en gros ?",
        answer:
          "Nous ne proposons pas de remises sur volume ni pour les achats en gros. Les packs les plus importants incluent souvent de la monnaie bonus, et les packs en promotion affichent le prix habituel à côté du prix réduit pour que vous voyiez l’économie réalisée.",
      },
      "multiple-devices": {
        question: "Puis-je utiliser mon compte GameZone sur plusieurs appareils ?",
        answer:
          "Oui. Connectez-vous sur votre téléphone, votre tablette ou votre ordinateur : votre panier, vos commandes et vos paramètres vous suivent. La monnaie elle-même est créditée sur votre compte de jeu, elle est donc disponible sur tous les appareils où vous jouez.",
      },
    },
    contact: {
      heading: "Vous avez encore des questions ?",
      text: "Notre équipe support est disponible 24h/24, 7j/7. Discutez avec nous sur le chat ou envoyez-nous un e-mail, nous vous répondrons rapidement.",
      chatLabel: "Chat en direct",
      emailLabel: "Support par e-mail",
    },
  },

  guide: {
    meta: {
      title: "Comment acheter",
      description:
        "Rechargez un jeu sur GameZone en quatre étapes : choisissez un jeu, un pack pour votre ID de joueur vérifié, payez en sécurité et suivez la livraison en direct.",
    },
    title: "Comment acheter sur GameZone",
    intro:
      "Une recharge ne prend que quelques minutes. Voici les quatre étapes, puis chaque phase en détail.",
    stepsHeading: "Quatre étapes",
    steps: [
      {
        title: "Choisissez un jeu",
        text: "Trouvez votre jeu sur la page Jeux ou avec la barre de recherche.",
      },
      {
        title: "Sélectionnez un pack",
        text: "Saisissez votre ID de joueur, vérifiez le pseudo que nous affichons et choisissez le montant souhaité.",
      },
      {
        title: "Payez en toute sécurité",
        text: "Payez sur une page de paiement sécurisée : {{methods}}.",
      },
      {
        title: "Recevez votre recharge",
        text: "La livraison commence dès que votre paiement est confirmé, et vous pouvez la suivre en direct.",
      },
    ],
    stagesHeading: "Étape par étape",
    stages: {
      account: {
        title: "1. Créez votre compte",
        items: [
          "Créez un compte gratuit avec votre nom, votre e-mail, votre date de naissance et un mot de passe, ou continuez avec Google.",
          "Confirmez votre adresse e-mail avec le code à 6 chiffres que nous vous envoyons.",
          "Nous n’enregistrons pas de comptes de jeu dans votre profil : vous saisissez l’ID de joueur sur la page du jeu à chaque achat, et nous le vérifions à ce moment-là.",
        ],
      },
      game: {
        title: "2. Choisissez votre jeu",
        items: [
          "Ouvrez « Jeux » dans le menu, ou tapez le nom du jeu dans la barre de recherche.",
          "Filtrez la liste par catégorie, par exemple Battle Royale, MOBA ou Cartes cadeaux.",
          "Ouvrez un jeu pour voir ses packs, ses prix, ses bonus et sa catégorie de livraison.",
        ],
      },
      package: {
        title: "3. Saisissez votre ID de joueur et choisissez un pack",
        items: [
          "Saisissez l’ID de joueur exactement comme le jeu l’affiche, ainsi que la zone ou le serveur si le jeu le demande. Pour les cartes cadeaux, choisissez plutôt la région de la carte correspondant à votre compte de boutique.",
          "Appuyez sur « Vérifier le joueur » : nous interrogeons le jeu et affichons le pseudo en jeu. Assurez-vous que c’est bien le vôtre avant de continuer.",
          "Choisissez un pack et une quantité, puis ajoutez-le au panier ou appuyez sur « Acheter maintenant ».",
          "Vérifiez le total dans votre panier. Les prix sont en dollars américains ; les autres devises sont affichées sous forme de conversions approximatives.",
        ],
      },
      payment: {
        title: "4. Payez",
        items: [
          "Passez au paiement et vérifiez le récapitulatif de la commande. Si un prix a changé depuis l’ajout d’un article, vous confirmez d’abord le nouveau prix.",
          "Choisissez votre moyen de paiement et saisissez l’adresse e-mail à laquelle envoyer votre reçu.",
          "Appuyez sur « Payer » : la page de paiement sécurisée s’ouvre. Finalisez le paiement sur cette page.",
        ],
      },
      completion: {
        title: "5. Recevez votre recharge",
        items: [
          "Vous revenez sur la page de votre commande, qui suit la livraison en direct : En traitement, En cours, Terminée.",
          "Nous vous envoyons par e-mail un reçu lors du paiement et une confirmation lorsque la commande est livrée ; les codes de cartes cadeaux figurent dans cet e-mail et sur la page de la commande.",
          "Pour les jeux les plus populaires, la livraison prend en général 5 à 15 minutes. Vous retrouvez toutes vos commandes dans votre compte.",
        ],
      },
    },
    help: {
      heading: "Besoin d’un coup de main ?",
      paragraphs: [
        "Notre équipe support est disponible 24h/24, 7j/7 à {{email}}. Indiquez votre numéro de commande si votre question concerne une commande.",
      ],
    },
  },

  shipping: {
    meta: {
      title: "Informations de livraison",
      description:
        "Comment GameZone livre vos recharges : automatiquement après paiement, en 5 à 15 minutes pour les jeux populaires, délais par jeu, suivi et garantie.",
    },
    title: "Informations de livraison",
    intro:
      "Tout ce que vend GameZone est livré de façon numérique : la monnaie directement sur votre compte de jeu, ou un code de carte cadeau par e-mail. Rien à expédier, donc aucuns frais de livraison.",
    howItWorks: {
      heading: "Comment fonctionne la livraison",
      paragraphs: [
        "Votre commande est traitée et vérifiée automatiquement dans les secondes qui suivent la confirmation de votre paiement. La livraison est elle aussi automatisée : nous envoyons la recharge sur le compte de joueur que vous avez vérifié, ou nous émettons votre code de carte cadeau.",
        "Une fois la livraison effectuée, nous vous envoyons une confirmation par e-mail. Les codes de cartes cadeaux figurent dans cet e-mail et sur la page de votre commande.",
      ],
    },
    deliveryTimes: {
      heading: "Délais de livraison",
      paragraphs: [
        "Les délais courent à partir de la confirmation de votre paiement ; la page « Moyens de paiement » indique le délai de confirmation de chaque moyen.",
      ],
      items: [
        "Jeux les plus populaires : 5 à 15 minutes.",
        "Heures de pointe, comme le soir, le week-end et lors des grands événements en jeu : 15 à 30 minutes.",
        "Jeux récents ou moins courants : 30 à 120 minutes.",
      ],
    },
    gameSpecific: {
      heading: "Livraison selon le jeu",
      intro:
        "Chaque jeu appartient à l’une des trois catégories de livraison, indiquée sur sa page. Voici les jeux de chaque catégorie en ce moment :",
      tiers: {
        instant: {
          name: "Instantané",
          description:
            "Recharges directes sur votre ID de joueur pour les plus grands jeux mobiles.",
        },
        fast: {
          name: "Rapide",
          description:
            "Recharges dont la confirmation par l’éditeur du jeu prend un peu plus de temps.",
        },
        standard: {
          name: "Standard",
          description:
            "Cartes cadeaux et codes de portefeuille, livrés sous forme de code par e-mail.",
        },
      },
      noGames: "Aucun jeu dans cette catégorie pour le moment.",
      regionsHeading: "Livraison par région",
      regionsIntro: "La rapidité dépend aussi de la région où votre compte de jeu est enregistré :",
      regions: {
        asia_pacific: "Asie-Pacifique",
        north_america: "Amérique du Nord",
        europe: "Europe",
        other: "Autres régions",
      },
      speeds: {
        fastest: "La plus rapide",
        fast: "Rapide",
        standard: "Standard",
        varies: "Variable",
      },
    },
    notes: {
      heading: "Remarques importantes sur la livraison",
      paragraphs: [],
      items: [
        "Vérifiez bien le pseudo en jeu que nous affichons avant de payer. Un mauvais ID de compte est la cause la plus fréquente d’une recharge qui n’arrive pas là où vous l’attendiez.",
        "Les éditeurs suspendent les recharges pendant les maintenances des jeux. Une commande passée à ce moment-là attend le retour des serveurs du jeu, et sa page l’indique ; elle reprend d’elle-même dès leur retour. Si le jeu est toujours indisponible après {{maintenanceWait}}, la commande est remboursée intégralement, automatiquement.",
        "Si la commande indique « Terminée » mais que vous ne voyez pas la monnaie, fermez complètement le jeu et reconnectez-vous : beaucoup de jeux n’actualisent votre solde qu’à une nouvelle connexion.",
        "Les codes de cartes cadeaux ne fonctionnent que dans la région pour laquelle ils ont été émis : choisissez donc la région qui correspond à votre compte de boutique.",
        "Ne passez pas une seconde commande pour accélérer la première : les deux seraient débitées.",
      ],
    },
    tracking: {
      heading: "Suivre votre commande",
      paragraphs: [
        "Après le paiement, vous arrivez sur la page de votre commande, qui se met à jour toute seule. Vous pouvez la rouvrir à tout moment depuis votre compte. Chaque commande affiche l’une de ces étapes :",
      ],
      stages: {
        processing: {
          title: "En traitement",
          text: "Votre paiement est confirmé et votre commande est en préparation.",
        },
        in_progress: {
          title: "En cours",
          text: "Votre monnaie virtuelle est en cours de livraison. Si le jeu est en maintenance, la page de votre commande indique qu’elle attend les serveurs du jeu.",
        },
        completed: {
          title: "Terminée",
          text: "Votre monnaie a été livrée, ou votre code a été envoyé.",
        },
        on_hold: {
          title: "En attente",
          text: "Nous avons détecté un problème et notre équipe support a déjà été prévenue. Vous n’avez rien à faire pour lancer la vérification.",
        },
      },
    },
    issues: {
      heading: "Problèmes de livraison",
      paragraphs: [
        "Si votre commande prend plus de temps que les délais ci-dessus, consultez d’abord la page de votre commande : elle indique précisément où en est votre commande. Si le jeu est en maintenance, la commande reprend dès son retour, ou elle est remboursée s’il n’est pas revenu au bout de {{maintenanceWait}}.",
        "Si quelque chose vous semble toujours anormal, écrivez à {{email}} en indiquant votre numéro de commande, le jeu et l’ID de joueur saisi. Notre équipe support est disponible 24h/24, 7j/7.",
      ],
    },
    guarantee: {
      title: "Notre garantie de livraison",
      text: "Si une livraison échoue et que le problème ne peut pas être résolu, vous êtes intégralement remboursé sur votre moyen de paiement d’origine. C’est automatique : vous n’avez rien à demander.",
    },
    contact: {
      heading: "Besoin d’aide pour une livraison ?",
      text: "Notre équipe support est disponible 24h/24, 7j/7.",
      chatLabel: "Chat en direct",
      emailLabel: "Support par e-mail",
    },
  },

  terms: {
    meta: {
      title: "Conditions d’utilisation",
      description:
        "Conditions d’utilisation de GameZone et d’achat de recharges et de cartes cadeaux : comptes, commandes, prix, livraison, remboursements, vos obligations.",
    },
    title: "Conditions d’utilisation",
    intro:
      "Ces conditions s’appliquent lorsque vous utilisez GameZone ou effectuez un achat chez nous. Veuillez les lire avant de passer commande.",
    sections: {
      agreement: {
        heading: "1. Qui sommes-nous",
        paragraphs: [
          "GameZone est exploité par GameZone Pte. Ltd., société à responsabilité limitée de droit singapourien (« GameZone », « nous »). En utilisant le site ou en passant commande, vous acceptez les présentes conditions.",
        ],
      },
      service: {
        heading: "2. Ce que nous vendons",
        paragraphs: [
          "Nous vendons de la monnaie virtuelle, des pass et des codes de cartes cadeaux en tant que revendeur indépendant. Les noms et marques des jeux appartiennent à leurs propriétaires ; nous ne sommes ni affiliés aux éditeurs de jeux ni approuvés par eux, sauf mention contraire de notre part.",
          "La monnaie virtuelle est soumise aux conditions propres de l’éditeur, qui s’appliquent dès qu’elle se trouve sur votre compte de jeu.",
        ],
      },
      accounts: {
        heading: "3. Votre compte",
        paragraphs: [
          "Un compte GameZone est nécessaire pour acheter. Fournissez-nous des informations exactes, gardez votre mot de passe pour vous et prévenez-nous si vous pensez qu’une autre personne a utilisé votre compte.",
          "Si vous n’avez pas atteint l’âge de la majorité là où vous vivez, vous devez obtenir l’autorisation d’un parent ou d’un tuteur légal pour acheter.",
          "Vous pouvez supprimer votre compte à tout moment dans les Paramètres.",
        ],
      },
      orders: {
        heading: "4. Commandes et comptes de joueur",
        paragraphs: [
          "Il vous appartient de saisir le bon ID de joueur, la bonne zone ou le bon serveur, et la bonne région de carte cadeau. Avant le paiement, nous vérifions le joueur auprès du jeu et vous affichons le pseudo en jeu ; veuillez confirmer qu’il s’agit du bon compte.",
          "Une commande est acceptée dès la confirmation de votre paiement. Nous pouvons mettre une commande en attente pour la vérifier, par exemple lorsqu’un compte de joueur reçoit un nombre inhabituel de recharges en peu de temps, et nous pouvons refuser ou rembourser une commande que nous estimons frauduleuse.",
        ],
      },
      prices: {
        heading: "5. Prix et paiement",
        paragraphs: [
          "Les prix sont fixés et facturés en dollars américains. Les prix dans d’autres devises sont des conversions approximatives fournies à titre indicatif. GameZone n’ajoute aucuns frais de paiement ; votre banque peut appliquer les siens.",
          "Si un prix change après l’ajout d’un article à votre panier, vous confirmez le nouveau prix lors du passage en caisse, avant de payer. Les commandes non payées dans les 30 minutes sont annulées.",
        ],
      },
      delivery: {
        heading: "6. Livraison",
        paragraphs: [
          "La livraison est numérique et automatisée. Les délais indiqués sur notre page Informations de livraison sont habituels et non garantis : une maintenance du jeu, les heures de pointe ou une vérification peuvent allonger une livraison.",
        ],
      },
      refunds: {
        heading: "7. Remboursements",
        paragraphs: [
          "La monnaie et les codes livrés ne peuvent en général pas être remboursés. Si une livraison échoue, nous vous remboursons intégralement et automatiquement. Notre politique de retours et de remboursements en précise les modalités et fait partie intégrante des présentes conditions.",
        ],
      },
      conduct: {
        heading: "8. Utilisation loyale",
        paragraphs: [
          "N’utilisez pas GameZone à des fins frauduleuses, avec des moyens de paiement que vous n’êtes pas autorisé à utiliser, ni pour revendre nos produits sans accord de partenariat. Restez respectueux sur le chat de la communauté ; les messages qui enfreignent ses règles sont supprimés.",
          "Nous pouvons suspendre les comptes qui enfreignent les présentes conditions.",
        ],
      },
      liability: {
        heading: "9. Notre responsabilité",
        paragraphs: [
          "Nous veillons à livrer ce que vous avez commandé, mais nous ne sommes pas responsables des décisions des éditeurs dans leurs jeux, telles que la modification d’objets, les bannissements ou la fermeture d’un jeu. Aucune disposition des présentes conditions ne limite les droits dont vous bénéficiez en vertu du droit de la consommation qui vous est applicable.",
        ],
      },
      changes: {
        heading: "10. Modification des conditions",
        paragraphs: [
          "Nous pouvons mettre à jour ces conditions. La date en haut de cette page indique la dernière version ; chaque commande est régie par les conditions en vigueur au moment où elle a été passée.",
        ],
      },
      law: {
        heading: "11. Droit applicable",
        paragraphs: ["Les présentes conditions sont régies par le droit de Singapour."],
      },
      contact: {
        heading: "12. Contact",
        paragraphs: ["Une question sur ces conditions ? Écrivez-nous à {{email}}."],
      },
    },
  },

  privacy: {
    meta: {
      title: "Politique de confidentialité",
      description:
        "Ce que GameZone conserve sur vous, pourquoi, avec qui nous le partageons, ce qui reste dans votre navigateur et comment supprimer votre compte et vos données.",
    },
    title: "Politique de confidentialité",
    intro:
      "Nous ne collectons que ce qui est nécessaire pour gérer votre compte et livrer vos commandes, et nous ne vendons jamais vos données.",
    sections: {
      controller: {
        heading: "Responsable du traitement",
        paragraphs: [
          "GameZone Pte. Ltd., Singapour, est responsable de vos données personnelles sur ce site. Vous pouvez nous contacter à {{email}}.",
        ],
      },
      collected: {
        heading: "Ce que nous conservons",
        paragraphs: [],
        items: [
          "Votre compte : nom, adresse e-mail, date de naissance, mot de passe haché de manière sécurisée (ou, à la place, le lien avec votre connexion Google) et date de création du compte.",
          "Vos commandes : les jeux et les packs, les ID de joueur et les pseudos que vous avez saisis, les prix, le moyen de paiement, l’e-mail du reçu et l’historique de livraison de la commande.",
          "Votre adresse e-mail pour la newsletter, uniquement si vous vous abonnez et confirmez votre abonnement.",
          "Les messages que vous envoyez sur le chat de la communauté, y compris les fichiers joints.",
          "Des journaux de sécurité, comme les connexions et les modifications du compte, pour protéger votre compte.",
        ],
      },
      browser: {
        heading: "Ce qui reste dans votre navigateur",
        paragraphs: [
          "Nous utilisons le stockage de votre navigateur uniquement pour faire fonctionner le site, pas à des fins publicitaires :",
        ],
        items: [
          "Connexion : un jeton de connexion de courte durée ainsi que votre nom et votre rôle dans le stockage local, et un cookie sécurisé qui vous garde connecté.",
          "Achat : l’article que vous alliez acheter pendant que vous vous connectez, conservé uniquement pour cet onglet du navigateur. Votre panier, lui, est enregistré avec votre compte.",
          "Préférences : votre langue, dans le stockage local et dans un cookie pour que les pages s’affichent dans votre langue, ainsi que votre devise d’affichage si vous l’autorisez.",
          "Votre choix de stockage : lors de votre première visite, un bandeau vous demande si nous pouvons aussi mémoriser votre devise d’affichage d’une visite à l’autre. Nous conservons votre réponse, et vous pouvez consulter la présente politique depuis ce bandeau.",
          "Nous n’utilisons aucun cookie publicitaire ni de suivi.",
        ],
      },
      use: {
        heading: "Comment nous les utilisons",
        paragraphs: [],
        items: [
          "Pour créer votre compte, vous connecter et le sécuriser.",
          "Pour vérifier les comptes de joueur, traiter les paiements, livrer vos commandes et envoyer les reçus et les e-mails de livraison.",
          "Pour vous répondre lorsque vous contactez le support.",
          "Pour prévenir la fraude, par exemple en vérifiant les commandes inhabituelles.",
          "Pour envoyer la newsletter, uniquement si vous l’avez demandée ; chaque newsletter contient un lien de désabonnement.",
        ],
      },
      sharing: {
        heading: "Avec qui nous les partageons",
        paragraphs: [
          "Nous ne partageons que ce dont chaque partenaire a besoin pour accomplir sa mission, et nous ne vendons jamais vos données :",
        ],
        items: [
          "Notre prestataire de paiement reçoit le montant, la référence de la commande, les articles et l’e-mail de votre reçu. Vous saisissez vos données de paiement sur sa page, pas sur la nôtre.",
          "Nos fournisseurs de recharges reçoivent le jeu, l’ID de joueur et le pack à livrer, jamais votre nom, votre e-mail ni vos données de paiement.",
          "Notre service d’e-mail achemine les messages que nous vous envoyons.",
          "Les autorités, lorsque la loi l’exige.",
        ],
      },
      retention: {
        heading: "Durée de conservation",
        paragraphs: [
          "Nous conservons votre compte jusqu’à ce que vous le supprimiez. Les commandes sont conservées pour notre comptabilité ; lorsque vous supprimez votre compte, nous en retirons ce qui permet de vous identifier.",
        ],
      },
      rights: {
        heading: "Vos choix et vos droits",
        paragraphs: [
          "Vous pouvez consulter et modifier votre profil dans les Paramètres, et y supprimer votre compte à tout moment (Zone de danger). Pour demander une copie de vos données ou pour toute autre demande les concernant, écrivez à {{email}}.",
        ],
      },
      security: {
        heading: "Sécurité",
        paragraphs: [
          "Les mots de passe ne sont conservés que sous forme de hachages robustes, les connexions sont chiffrées et les données de paiement n’atteignent jamais nos serveurs. Les sessions peuvent être déconnectées, et un jeton de connexion volé expire en quelques minutes.",
        ],
      },
      children: {
        heading: "Enfants",
        paragraphs: [
          "GameZone n’est pas destiné aux enfants sans l’implication d’un parent ou d’un tuteur légal. Si vous pensez qu’un enfant nous a communiqué des données personnelles sans autorisation, contactez-nous et nous les supprimerons.",
        ],
      },
      changes: {
        heading: "Modification de cette politique",
        paragraphs: [
          "Lorsque nous modifions cette politique, nous mettons à jour la date en haut de cette page.",
        ],
      },
      contact: {
        heading: "Contact",
        paragraphs: ["Questions ou demandes relatives à la confidentialité : {{email}}."],
      },
    },
  },

  returns: {
    meta: {
      title: "Retours et remboursements",
      description:
        "Remboursements GameZone : monnaie livrée en général non remboursable, livraisons échouées remboursées automatiquement, et comment signaler un problème.",
    },
    title: "Retours et remboursements",
    intro:
      "Une monnaie numérique ne peut pas être renvoyée une fois sur votre compte de jeu : notre politique vise donc à réussir votre livraison, et à vous rembourser rapidement lorsque ce n’est pas possible.",
    sections: {
      summary: {
        heading: "En bref",
        paragraphs: [],
        items: [
          "Une fois la monnaie ou le code livré, un remboursement n’est en général pas possible.",
          "Si une livraison échoue, vous êtes intégralement remboursé, automatiquement.",
          "En cas de problème avec une commande livrée, contactez-nous dans les 7 jours et nous examinerons la situation.",
        ],
      },
      automatic: {
        heading: "Remboursement automatique des livraisons échouées",
        paragraphs: [
          "Si le jeu refuse une recharge ou si nous ne pouvons pas effectuer une livraison, nous remboursons automatiquement l’intégralité du montant sur votre moyen de paiement d’origine, et la commande affiche « Remboursée ». Vous n’avez rien à demander.",
          "Les commandes non payées sont annulées au bout de 30 minutes et rien n’est débité.",
        ],
      },
      eligible: {
        heading: "Quand nous pouvons vous aider après la livraison",
        paragraphs: ["Contactez-nous et nous mènerons l’enquête si :"],
        items: [
          "votre commande indique « Terminée » mais rien n’est arrivé, même après avoir fermé le jeu et vous être reconnecté ;",
          "vous avez reçu moins que ce que vous avez payé ;",
          "vous avez été débité deux fois pour la même commande ;",
          "un code de carte cadeau ne fonctionne pas lors de sa première utilisation.",
        ],
      },
      notEligible: {
        heading: "Quand nous ne pouvons pas rembourser",
        paragraphs: [],
        items: [
          "La monnaie livrée sur le compte de joueur que vous avez vérifié et confirmé, y compris un mauvais ID appartenant à un autre compte existant.",
          "Les codes de cartes cadeaux déjà utilisés, ou émis pour la région que vous avez choisie.",
          "Un changement d’avis après la livraison, ou les modifications apportées au jeu par l’éditeur, comme un bannissement ou la fermeture du jeu.",
        ],
      },
      howTo: {
        heading: "Comment signaler un problème",
        paragraphs: ["Écrivez à {{email}} dans les 7 jours suivant votre commande en indiquant :"],
        items: [
          "votre numéro de commande ;",
          "le jeu et l’ID de joueur que vous avez saisi ;",
          "ce que vous constatez, idéalement avec une capture d’écran de la page de la commande et de votre solde en jeu.",
        ],
      },
      timing: {
        heading: "Quand l’argent arrive",
        paragraphs: [
          "Les remboursements sont versés sur le moyen de paiement que vous avez utilisé. Nous les émettons immédiatement ; le délai avant que l’argent apparaisse dépend de votre banque ou de votre portefeuille électronique.",
        ],
      },
      contact: {
        heading: "Contact",
        paragraphs: ["Notre équipe support est disponible 24h/24, 7j/7 à {{email}}."],
      },
    },
  },

  partner: {
    meta: {
      title: "Devenir partenaire",
      description:
        "Devenez partenaire de GameZone : revendeurs, créateurs de contenu et éditeurs de jeux. Présentez-vous et notre équipe partenariats vous répondra.",
    },
    title: "Devenir partenaire",
    intro:
      "Nous travaillons avec des personnes et des entreprises qui aident les joueurs à recharger en toute sécurité. Si c’est votre cas, nous serions ravis d’échanger avec vous.",
    kindsHeading: "Nos partenaires",
    kinds: {
      reseller: {
        title: "Revendeurs",
        text: "Boutiques et services de recharge qui recherchent un approvisionnement fiable pour les jeux que nous proposons.",
      },
      creator: {
        title: "Créateurs de contenu",
        text: "Streamers, vidéastes et animateurs de communauté qui veulent recommander à leur public une boutique de recharge digne de confiance.",
      },
      publisher: {
        title: "Éditeurs de jeux",
        text: "Studios et éditeurs qui veulent que la monnaie de leur jeu soit vendue officiellement, avec des comptes de joueur vérifiés et un support en dix langues.",
      },
    },
    offerHeading: "Ce qui vous attend",
    offer: [
      "Une personne de notre équipe partenariats lit chaque demande et y répond par e-mail.",
      "Une discussion franche sur ce qui fonctionne pour les deux parties, sans aucun engagement de votre part.",
      "Le même soin pour vos joueurs que pour nos propres clients.",
    ],
    formHeading: "Présentez-vous",
    formFallback:
      "Écrivez-nous à {{email}} en indiquant votre nom, votre entreprise et ce que vous avez en tête.",
  },
};
