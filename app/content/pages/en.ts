import type { PagesContent } from "./page-content.ts";

/** English: the source text of the static pages; translations follow its structure. */
export const en: PagesContent = {
  about: {
    meta: {
      title: "About GameZone",
      description:
        "GameZone is an independent shop for game top-ups and gift cards: checked player IDs, automated delivery and support 24/7. Our story, mission and values.",
    },
    title: "About GameZone",
    intro:
      "GameZone is an independent online shop for in-game currency and gift cards. We help players top up the games they love quickly, safely and at fair prices.",
    sections: {
      story: {
        heading: "Our story",
        paragraphs: [
          "GameZone was started in Singapore by players who were tired of waiting hours for a top-up, sending screenshots to strangers and never knowing whether the currency would arrive at all.",
          "We built the shop we wanted to use ourselves: pick a game, check the player account, pay on a secure page and watch the order arrive, with a real person to talk to if anything goes wrong.",
          "Today GameZone sells currency for popular mobile and PC games, and gift cards for the major platform stores, in ten languages.",
        ],
      },
      mission: {
        heading: "Our mission",
        paragraphs: [
          "Instant recharge, instant victory. We want topping up a game to take less time than a match: clear prices, the right account every time, and delivery you can follow as it happens.",
        ],
      },
    },
    valuesHeading: "What we stand for",
    values: [
      {
        title: "Honesty",
        text: "The price you see at checkout is the price you pay, with no extra fees from us. Discounts are shown as a real comparison with the regular price, never as a made-up one.",
      },
      {
        title: "Getting it right",
        text: "Before you pay, we check the player ID with the game and show you the in-game nickname, so your currency goes to the account you meant.",
      },
      {
        title: "Safety",
        text: "You pay on a secure payment page and we never see your card details. We never ask for your game password.",
      },
      {
        title: "Owning our mistakes",
        text: "If a delivery fails, we refund you in full automatically. You should never have to chase us for your money.",
      },
    ],
    featuresHeading: "Why players choose GameZone",
    features: [
      {
        title: "Automated delivery",
        text: "Orders are processed the moment your payment is confirmed. Most popular games arrive within 5 to 15 minutes.",
      },
      {
        title: "Checked player accounts",
        text: "Every top-up goes to a player account the game has confirmed, with the nickname shown before you pay.",
      },
      {
        title: "Live order tracking",
        text: "Your order page updates by itself from Processing to Completed, and we e-mail you a receipt and a delivery confirmation.",
      },
      {
        title: "Ways to pay",
        text: "{{methods}}, all on a secure payment page.",
      },
      {
        title: "Support 24/7",
        text: "Our support team answers by e-mail at {{email}} around the clock, and our community chat is open to everyone.",
      },
      {
        title: "Ten languages",
        text: "Browse and buy in English, Spanish, Chinese, Hindi, French, Arabic, Bengali, Portuguese, Russian or Japanese.",
      },
    ],
  },

  payments: {
    meta: {
      title: "Payment Options",
      description:
        "Pay for game top-ups on a secure payment page, with no extra fees from GameZone. Instant methods deliver within 5 minutes.",
    },
    title: "Payment Options",
    intro:
      "Choose the way you pay at checkout. Every method opens a secure payment page, and none of them costs anything extra from GameZone.",
    methodsHeading: "Accepted payment methods",
    methods: {
      card: {
        name: "Card",
        description:
          "Visa, MasterCard and other debit and credit cards. Your bank may ask you to approve the payment in its app or with a one-time code.",
        timing: "Instant",
      },
      ewallet: {
        name: "E-wallet",
        description: "Pay from your digital wallet and approve the amount in the wallet itself.",
        timing: "Instant",
      },
      qr: {
        name: "QR payment",
        description:
          "The payment page shows a QR code: scan it with your banking or wallet app on your phone and confirm.",
        timing: "Instant",
      },
      bank_transfer: {
        name: "Online bank transfer",
        description:
          "Pay directly from your online banking. Good if you prefer not to use a card, but slower to confirm.",
        timing: "1–2 hours",
      },
    },
    transferNote:
      "An online bank transfer is confirmed when the money arrives, usually within 1–2 hours; delivery starts after that. The order waits up to {{transferWait}} for it, then is cancelled.",
    sections: {
      processing: {
        heading: "Processing times",
        paragraphs: [
          "Delivery starts as soon as your payment is confirmed, so the method you choose decides when the clock starts.",
        ],
        items: [
          "Instant methods are confirmed at once; orders paid this way are usually delivered within 5 minutes for our Instant-tier games.",
          "An order that is not paid within 30 minutes is cancelled, and nothing is charged.",
        ],
      },
      fees: {
        heading: "No extra fees",
        paragraphs: [
          "GameZone adds no fees for any payment method: the total at checkout is exactly what we charge.",
          "Your bank or card issuer may charge its own fees, for example for foreign or currency-converted payments. Those depend on your bank, not on us.",
        ],
      },
      currency: {
        heading: "Currency",
        paragraphs: [
          "Prices are charged in US dollars. If you choose another currency in the site header, the prices you see are approximate conversions, and checkout marks them as approximate.",
        ],
      },
      security: {
        heading: "Secure payment",
        paragraphs: [
          "You pay on a secure payment page run by our payment provider. GameZone never sees or stores your card details; we only receive confirmation that the payment went through.",
          "Nobody from GameZone will ever ask you for card numbers, security codes or banking passwords, by e-mail or in chat.",
          "If you cancel on the payment page or a payment is declined, nothing is charged and your cart stays as it was.",
        ],
      },
    },
    contact: {
      heading: "Questions about a payment?",
      text: "If money left your account but your order still shows as waiting for payment, write to {{email}} with your order number and the time you paid. Support is available 24/7.",
      chatLabel: "Live chat",
      emailLabel: "E-mail support",
    },
  },

  faq: {
    meta: {
      title: "Frequently Asked Questions",
      description:
        "Answers about buying game top-ups on GameZone: delivery times, payment methods, refunds, order tracking, player IDs and support 24/7.",
    },
    title: "Frequently Asked Questions",
    intro: "Quick answers about buying, paying and delivery. Can't find yours? We're here 24/7.",
    questions: {
      "how-to-buy": {
        question: "How do I make a purchase?",
        answer:
          "Open your game, enter your player ID and tap Check player: we show your in-game nickname so you know it's the right account. Choose a package, add it to your cart or tap Buy now, then check out and pay on the secure payment page. You need a free GameZone account to buy.",
      },
      "is-it-safe": {
        question: "Is it safe to buy from GameZone?",
        answer:
          "Yes. You pay on a secure payment page and we never see your card details. We only need your player ID, never your game password. Every top-up goes to a player account the game has confirmed before you pay.",
      },
      "delivery-time": {
        question: "How long does delivery take?",
        answer:
          "Most popular games arrive within 5–15 minutes of your payment being confirmed. At peak times it can take 15–30 minutes, and new or less common games and gift cards can take up to 2 hours. Each game page shows its delivery tier.",
      },
      "payment-methods": {
        question: "Which payment methods do you accept?",
        answer:
          "We accept {{methods}}, each on a secure payment page. GameZone adds no extra fees.",
      },
      refunds: {
        question: "Can I get a refund?",
        answer:
          "Once currency or a code has been delivered, refunds are generally not possible, because it can't be taken back from the game. If a delivery fails, we refund the full amount to your original payment method automatically. See our Returns & Refunds page for details.",
      },
      "support-hours": {
        question: "When is customer support available?",
        answer:
          "Our support team is available 24/7. E-mail {{email}} with your order number, or talk to us in the live chat.",
      },
      "supported-games": {
        question: "Which games do you support?",
        answer:
          "Popular mobile and PC games such as PUBG Mobile, Free Fire, Mobile Legends, Genshin Impact, Roblox, Fortnite and Valorant, plus gift cards for Steam, PlayStation, Xbox and Nintendo. The Games page lists every game we sell right now.",
      },
      privacy: {
        question: "What do you do with my personal information?",
        answer:
          "We keep only what we need to run your account and deliver your orders: your name, e-mail, date of birth, orders and the player IDs on them. We never sell your data. Our Privacy Policy explains everything.",
      },
      "order-tracking": {
        question: "How can I track my order?",
        answer:
          "After paying you land on your order page, which updates by itself: Processing, In Progress, then Completed. You can open every order again from your account, and we e-mail you a receipt on payment and a confirmation on delivery.",
      },
      "wrong-account": {
        question: "What if I entered the wrong account details?",
        answer:
          "That's why we show the in-game nickname before you pay: check it carefully. If an order went to the wrong account, contact support right away with your order number. Currency delivered to another existing account generally can't be recovered, but if the delivery failed, you're refunded automatically.",
      },
      "bulk-discounts": {
        question: "Do you offer bulk discounts?",
        answer:
          "We don't have bulk or volume discounts. Larger packages often include bonus currency, and packages on sale show the regular price next to the sale price so you can see the saving.",
      },
      "multiple-devices": {
        question: "Can I use my GameZone account on several devices?",
        answer:
          "Yes. Log in on your phone, tablet or computer and your cart, orders and settings follow you. The currency itself goes to your game account, so it's there on every device you play on.",
      },
    },
    contact: {
      heading: "Still Have Questions?",
      text: "Our support team is available 24/7. Chat with us or send us an e-mail and we'll get back to you.",
      chatLabel: "Live chat",
      emailLabel: "E-mail support",
    },
  },

  guide: {
    meta: {
      title: "How to Buy",
      description:
        "How to top up a game on GameZone in four steps: choose a game, pick a package for your checked player ID, pay securely and follow the delivery live.",
    },
    title: "How to Buy on GameZone",
    intro:
      "Topping up takes a couple of minutes. Here are the four steps, then each stage in more detail.",
    stepsHeading: "Four steps",
    steps: [
      {
        title: "Choose a game",
        text: "Find your game on the Games page or with the search box.",
      },
      {
        title: "Select a package",
        text: "Enter your player ID, check the nickname we show you and choose the amount you want.",
      },
      {
        title: "Pay securely",
        text: "Pay on a secure payment page: {{methods}}.",
      },
      {
        title: "Get it delivered",
        text: "Delivery starts the moment your payment is confirmed, and you can follow it live.",
      },
    ],
    stagesHeading: "Step by step",
    stages: {
      account: {
        title: "1. Set up your account",
        items: [
          "Create a free account with your name, e-mail, date of birth and a password, or continue with Google.",
          "Confirm your e-mail address with the 6-digit code we send you.",
          "We don't store game accounts in your profile: you enter the player ID on the game page each time, and we check it there.",
        ],
      },
      game: {
        title: "2. Choose your game",
        items: [
          "Open Games in the menu, or type the game's name into the search box.",
          "Filter the list by category, such as Battle Royale, MOBA or Gift Cards.",
          "Open a game to see its packages, prices, bonuses and delivery tier.",
        ],
      },
      package: {
        title: "3. Enter your player ID and choose a package",
        items: [
          "Fill in the player ID exactly as the game shows it, and the zone or server if the game asks for one. For gift cards, choose the card region that matches your store account instead.",
          "Tap Check player: we ask the game and show the in-game nickname. Make sure it's yours before you continue.",
          "Choose a package and a quantity, then add it to your cart or tap Buy now.",
          "Review the total in your cart. Prices are in US dollars; other currencies are shown as approximate conversions.",
        ],
      },
      payment: {
        title: "4. Pay",
        items: [
          "Go to checkout and review the order summary. If a price changed since you added an item, you confirm the new price first.",
          "Choose your payment method and enter the e-mail address for your receipt.",
          "Tap Pay: the secure payment page opens. Complete the payment there.",
        ],
      },
      completion: {
        title: "5. Receive your top-up",
        items: [
          "You come back to your order page, which follows the delivery live: Processing, In Progress, Completed.",
          "We e-mail you a receipt when you pay and a confirmation when the order is delivered; gift card codes are in that e-mail and on the order page.",
          "Most popular games arrive within 5–15 minutes. You can find every order again in your account.",
        ],
      },
    },
    help: {
      heading: "Need a hand?",
      paragraphs: [
        "Our support team is available 24/7 at {{email}}. Include your order number if your question is about an order.",
      ],
    },
  },

  shipping: {
    meta: {
      title: "Delivery Information",
      description:
        "How GameZone delivers top-ups: automated after payment, 5–15 minutes for most popular games, delivery tiers per game, tracking and our delivery guarantee.",
    },
    title: "Delivery Information",
    intro:
      "Everything GameZone sells is delivered digitally: currency straight to your game account, or a gift card code by e-mail. There is nothing to ship and no shipping fee.",
    howItWorks: {
      heading: "How Delivery Works",
      paragraphs: [
        "Your order is processed and verified automatically within seconds of your payment being confirmed. Delivery is automated too: we send the top-up to the player account you checked, or issue your gift card code.",
        "When the delivery is done, we e-mail you a confirmation. Gift card codes are in that e-mail and on your order page.",
      ],
    },
    deliveryTimes: {
      heading: "Delivery Times",
      paragraphs: [
        "Times count from the moment your payment is confirmed; the Payment Options page says how long each method takes to confirm.",
      ],
      items: [
        "Most popular games: 5–15 minutes.",
        "Peak hours, such as evenings, weekends and big in-game events: 15–30 minutes.",
        "New or less common games: 30–120 minutes.",
      ],
    },
    gameSpecific: {
      heading: "Game-Specific Delivery Info",
      intro:
        "Every game belongs to one of three delivery tiers, shown on its page. These are the games in each tier right now:",
      tiers: {
        instant: {
          name: "Instant",
          description: "Direct top-ups to your player ID for the biggest mobile games.",
        },
        fast: {
          name: "Fast",
          description: "Top-ups that take a little longer to confirm with the game's publisher.",
        },
        standard: {
          name: "Standard",
          description: "Gift cards and wallet codes, delivered as a code by e-mail.",
        },
      },
      noGames: "No games in this tier right now.",
      regionsHeading: "Delivery by region",
      regionsIntro: "Speed also depends on where your game account is registered:",
      regions: {
        asia_pacific: "Asia-Pacific",
        north_america: "North America",
        europe: "Europe",
        other: "Other regions",
      },
      speeds: {
        fastest: "Fastest",
        fast: "Fast",
        standard: "Standard",
        varies: "May vary",
      },
    },
    notes: {
      heading: "Important Delivery Notes",
      paragraphs: [],
      items: [
        "Double-check the in-game nickname we show before you pay. A wrong account ID is the most common cause of a top-up that doesn't arrive where you expected.",
        "Publishers pause top-ups during game maintenance. An order placed then waits for the game's servers, and its order page says so; it continues on its own as soon as they are back. If the game is still down after {{maintenanceWait}}, the order is refunded in full automatically.",
        "If the order says Completed but you can't see the currency, close the game completely and log in again: many games refresh your balance only on a new login.",
        "Gift card codes only work in the region they were issued for, so choose the region that matches your store account.",
        "Please don't place a second order to speed up the first: both would be charged.",
      ],
    },
    tracking: {
      heading: "Tracking Your Order",
      paragraphs: [
        "After paying you land on your order page, which updates by itself. You can open it again at any time from your account. Each order shows one of these stages:",
      ],
      stages: {
        processing: {
          title: "Processing",
          text: "Your payment is confirmed and your order is being prepared.",
        },
        in_progress: {
          title: "In Progress",
          text: "Your currency is being delivered. If the game is down for maintenance, your order page shows that it is waiting for the game's servers.",
        },
        completed: {
          title: "Completed",
          text: "Your currency has been delivered, or your code has been sent.",
        },
        on_hold: {
          title: "On Hold",
          text: "We detected an issue and our support team has already been notified. You don't need to do anything to start the review.",
        },
      },
    },
    issues: {
      heading: "Delivery Issues",
      paragraphs: [
        "If your order is taking longer than the times above, check your order page first: it shows exactly where your order is. If the game is under maintenance, the order continues once it's back, or is refunded if it isn't back within {{maintenanceWait}}.",
        "If something still looks wrong, write to {{email}} with your order number, the game and the player ID you entered. Our support team is available 24/7.",
      ],
    },
    guarantee: {
      title: "Our delivery guarantee",
      text: "If a delivery fails and the problem can't be resolved, you get a full refund to your original payment method. It happens automatically: you don't need to ask.",
    },
    contact: {
      heading: "Need help with a delivery?",
      text: "Our support team is available 24/7.",
      chatLabel: "Live chat",
      emailLabel: "E-mail support",
    },
  },

  terms: {
    meta: {
      title: "Terms of Service",
      description:
        "The terms for using GameZone and buying game top-ups and gift cards: accounts, orders, prices, delivery, refunds and your responsibilities.",
    },
    title: "Terms of Service",
    intro:
      "These terms apply when you use GameZone or buy from us. Please read them before you place an order.",
    sections: {
      agreement: {
        heading: "1. Who we are",
        paragraphs: [
          'GameZone is operated by GameZone Pte. Ltd., a private limited company in Singapore ("GameZone", "we", "us"). By using the site or placing an order you agree to these terms.',
        ],
      },
      service: {
        heading: "2. What we sell",
        paragraphs: [
          "We sell in-game currency, passes and gift card codes as an independent reseller. Game names and trademarks belong to their owners; we are not affiliated with or endorsed by the game publishers unless we say so.",
          "In-game currency is subject to the publisher's own terms, which apply once it is in your game account.",
        ],
      },
      accounts: {
        heading: "3. Your account",
        paragraphs: [
          "You need a GameZone account to buy. Give us accurate information, keep your password to yourself and tell us if you think someone else has used your account.",
          "If you are under the age of majority where you live, you need a parent's or guardian's permission to buy.",
          "You can delete your account at any time in Settings.",
        ],
      },
      orders: {
        heading: "4. Orders and player accounts",
        paragraphs: [
          "You are responsible for entering the correct player ID, zone or server, and gift card region. Before you pay we check the player with the game and show you the in-game nickname; please confirm it is the right account.",
          "An order is accepted when your payment is confirmed. We may put an order on hold to review it, for example when a player account receives an unusual number of top-ups in a short time, and we may refuse or refund an order we believe is fraudulent.",
        ],
      },
      prices: {
        heading: "5. Prices and payment",
        paragraphs: [
          "Prices are set and charged in US dollars. Prices in other currencies are approximate conversions for your convenience. GameZone adds no payment fees; your bank may charge its own.",
          "If a price changes after you add an item to your cart, you confirm the new price at checkout before paying. Orders that are not paid within 30 minutes are cancelled.",
        ],
      },
      delivery: {
        heading: "6. Delivery",
        paragraphs: [
          "Delivery is digital and automated. The times on our Delivery Information page are typical, not guaranteed: game maintenance, peak hours and reviews can make a delivery take longer.",
        ],
      },
      refunds: {
        heading: "7. Refunds",
        paragraphs: [
          "Delivered currency and codes generally cannot be refunded. If a delivery fails, we refund you in full automatically. Our Returns & Refunds policy explains the details and forms part of these terms.",
        ],
      },
      conduct: {
        heading: "8. Fair use",
        paragraphs: [
          "Don't use GameZone for fraud, with payment methods you are not authorised to use, or to resell our products without a partner agreement. Be respectful in the community chat; messages that break its rules are removed.",
          "We may suspend accounts that break these terms.",
        ],
      },
      liability: {
        heading: "9. Our responsibility",
        paragraphs: [
          "We take care to deliver what you ordered, but we are not responsible for what publishers do in their games, such as changes to items, bans or the closure of a game. Nothing in these terms limits rights you have under the consumer law that applies to you.",
        ],
      },
      changes: {
        heading: "10. Changes to these terms",
        paragraphs: [
          "We may update these terms. The date at the top of this page shows the latest version; orders are governed by the terms in force when they were placed.",
        ],
      },
      law: {
        heading: "11. Governing law",
        paragraphs: ["These terms are governed by the laws of Singapore."],
      },
      contact: {
        heading: "12. Contact",
        paragraphs: ["Questions about these terms? Write to us at {{email}}."],
      },
    },
  },

  privacy: {
    meta: {
      title: "Privacy Policy",
      description:
        "What GameZone stores about you, why, who we share it with, what stays in your browser and how to delete your account and data.",
    },
    title: "Privacy Policy",
    intro:
      "We collect only what we need to run your account and deliver your orders, and we never sell your data.",
    sections: {
      controller: {
        heading: "Who is responsible",
        paragraphs: [
          "GameZone Pte. Ltd., Singapore, is responsible for your personal data on this site. You can reach us at {{email}}.",
        ],
      },
      collected: {
        heading: "What we store",
        paragraphs: [],
        items: [
          "Your account: name, e-mail address, date of birth, a securely hashed password (or your Google sign-in link instead), and when you created the account.",
          "Your orders: the games and packages, the player IDs and nicknames you entered, prices, the payment method, the receipt e-mail and the order's delivery history.",
          "Your e-mail address for the newsletter, only if you subscribe and confirm it.",
          "Messages you send in the community chat, including files you attach.",
          "Security records, such as sign-ins and account changes, to protect your account.",
        ],
      },
      browser: {
        heading: "What stays in your browser",
        paragraphs: [
          "We use your browser's storage only to make the site work, not for advertising:",
        ],
        items: [
          "Sign-in: a short-lived sign-in token and your name and role in local storage, and a secure cookie that keeps you signed in.",
          "Buying: the item you were about to buy while you log in, kept for that browser tab only. Your cart itself is saved with your account.",
          "Preferences: your language, in local storage and in a cookie so pages load in your language, and your display currency if you allow it.",
          "Your storage choice: on your first visit a bar asks whether we may also remember your display currency between visits. We keep your answer, and you can read this policy from the bar.",
          "We use no advertising or tracking cookies.",
        ],
      },
      use: {
        heading: "How we use it",
        paragraphs: [],
        items: [
          "To create your account, sign you in and keep it secure.",
          "To check player accounts, process payments, deliver your orders and send receipts and delivery e-mails.",
          "To answer you when you contact support.",
          "To prevent fraud, for example by reviewing unusual orders.",
          "To send the newsletter, only if you asked for it; every newsletter has an unsubscribe link.",
        ],
      },
      sharing: {
        heading: "Who we share it with",
        paragraphs: [
          "We share only what each partner needs to do its job, and we never sell your data:",
        ],
        items: [
          "Our payment provider receives the amount, the order reference, the items and your receipt e-mail. You enter your payment details on its page, not ours.",
          "Our top-up suppliers receive the game, the player ID and the package to deliver, never your name, e-mail or payment details.",
          "Our e-mail service delivers the messages we send you.",
          "Authorities, when the law requires it.",
        ],
      },
      retention: {
        heading: "How long we keep it",
        paragraphs: [
          "We keep your account until you delete it. Orders are kept for bookkeeping; when you delete your account, we remove what identifies you from them.",
        ],
      },
      rights: {
        heading: "Your choices and rights",
        paragraphs: [
          "You can see and edit your profile in Settings, and delete your account there at any time (Danger zone). To ask for a copy of your data or anything else about it, write to {{email}}.",
        ],
      },
      security: {
        heading: "Security",
        paragraphs: [
          "Passwords are stored only as strong hashes, connections are encrypted, and payment details never reach our servers. Sessions can be signed out, and a stolen sign-in token expires within minutes.",
        ],
      },
      children: {
        heading: "Children",
        paragraphs: [
          "GameZone is not meant for children without a parent's or guardian's involvement. If you believe a child has given us personal data without permission, contact us and we will delete it.",
        ],
      },
      changes: {
        heading: "Changes to this policy",
        paragraphs: ["When we change this policy, we update the date at the top of this page."],
      },
      contact: {
        heading: "Contact",
        paragraphs: ["Privacy questions or requests: {{email}}."],
      },
    },
  },

  returns: {
    meta: {
      title: "Returns & Refunds",
      description:
        "GameZone's refund policy: delivered currency generally can't be refunded, failed deliveries are refunded in full automatically, and how to report a problem.",
    },
    title: "Returns & Refunds",
    intro:
      "Digital currency can't be sent back once it's in your game, so our policy focuses on getting your delivery right and refunding you quickly when we can't.",
    sections: {
      summary: {
        heading: "In short",
        paragraphs: [],
        items: [
          "Once currency or a code has been delivered, refunds are generally not possible.",
          "If a delivery fails, you get a full refund automatically.",
          "If something went wrong with a delivered order, contact us within 7 days and we will look into it.",
        ],
      },
      automatic: {
        heading: "Automatic refunds for failed deliveries",
        paragraphs: [
          "If the game rejects a top-up or we cannot complete a delivery, we refund the full amount to your original payment method automatically, and the order shows Refunded. You don't need to ask.",
          "Unpaid orders are cancelled after 30 minutes and nothing is charged.",
        ],
      },
      eligible: {
        heading: "When we can help after delivery",
        paragraphs: ["Contact us and we will investigate if:"],
        items: [
          "your order says Completed but nothing arrived, even after closing the game and logging in again;",
          "you received less than you paid for;",
          "you were charged twice for the same order;",
          "a gift card code does not work when you first redeem it.",
        ],
      },
      notEligible: {
        heading: "When we can't refund",
        paragraphs: [],
        items: [
          "Currency delivered to the player account you checked and confirmed, including a wrong ID that belongs to another existing account.",
          "Gift card codes that have been redeemed, or were issued for the region you chose.",
          "Changing your mind after delivery, or changes the publisher makes to the game, such as a ban or the game closing.",
        ],
      },
      howTo: {
        heading: "How to report a problem",
        paragraphs: ["Write to {{email}} within 7 days of your order and include:"],
        items: [
          "your order number;",
          "the game and the player ID you entered;",
          "what you see, ideally with a screenshot of the order page and your in-game balance.",
        ],
      },
      timing: {
        heading: "When the money arrives",
        paragraphs: [
          "Refunds go back to the payment method you used. We send them at once; how soon the money appears depends on your bank or e-wallet.",
        ],
      },
      contact: {
        heading: "Contact",
        paragraphs: ["Our support team is available 24/7 at {{email}}."],
      },
    },
  },

  partner: {
    meta: {
      title: "Become a Partner",
      description:
        "Partner with GameZone: resellers, content creators and game publishers. Tell us about yourself and our partnerships team will get back to you.",
    },
    title: "Become a Partner",
    intro:
      "We work with people and companies who help players top up safely. If that sounds like you, we'd like to hear from you.",
    kindsHeading: "Who we partner with",
    kinds: {
      reseller: {
        title: "Resellers",
        text: "Shops and top-up services that want reliable supply for the games we carry.",
      },
      creator: {
        title: "Content creators",
        text: "Streamers, video makers and community leaders who want to recommend a top-up shop their audience can trust.",
      },
      publisher: {
        title: "Game publishers",
        text: "Studios and publishers who want their game's currency sold officially, with checked player accounts and support in ten languages.",
      },
    },
    offerHeading: "What you can expect",
    offer: [
      "A person on our partnerships team reads every enquiry and replies by e-mail.",
      "A straight conversation about what works for both sides, with no commitment from you.",
      "The same care for your players that we give our own customers.",
    ],
    formHeading: "Tell us about yourself",
    formFallback: "Write to us at {{email}} with your name, company and what you have in mind.",
  },
};
