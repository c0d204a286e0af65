import type { ArtMotif } from "#db/seed/cover-art.ts";

/** Every seeded guide, by slug (the slug of its English title). */
export const guideSlugs = [
  "how-to-find-your-pubg-mobile-player-id",
  "how-to-find-your-mobile-legends-user-id-and-zone-id",
  "how-to-find-your-genshin-impact-uid-and-server",
  "how-to-find-your-free-fire-player-id-and-protect-a-guest-account",
  "player-ids-for-call-of-duty-mobile-honkai-star-rail-roblox-and-riot-games",
  "safe-top-up-practices-how-to-protect-your-game-account",
  "what-to-do-when-your-top-up-is-late",
  "payment-methods-explained-card-e-wallet-qr-and-bank-transfer",
  "how-delivery-times-work-instant-fast-and-standard-tiers",
  "getting-the-most-from-your-top-up-bonuses-passes-and-budgets",
] as const;

export type GuideSlug = (typeof guideSlugs)[number];

export type GuideText = { title: string; html: string };

export type GuideTexts = Record<GuideSlug, GuideText>;

export type SeedGuide = {
  slug: GuideSlug;
  authorName: string;
  publishedAt: string;
  /** Palette (#rrggbb, darkest first) and motif for the generated cover art. */
  cover: { palette: [string, string, string]; motif: ArtMotif };
  /** Catalogue game slugs the guide is about (may be empty). */
  gameSlugs: string[];
};

export const seedGuides: SeedGuide[] = [
  {
    slug: "how-to-find-your-pubg-mobile-player-id",
    authorName: "Mei Tan, Player Support",
    publishedAt: "2025-03-12T09:00:00.000Z",
    cover: { palette: ["#17140b", "#d4962a", "#f6e2ad"], motif: "crosshair" },
    gameSlugs: ["pubg-mobile"],
  },
  {
    slug: "how-to-find-your-mobile-legends-user-id-and-zone-id",
    authorName: "Arif Rahman, Player Support",
    publishedAt: "2025-04-22T08:30:00.000Z",
    cover: { palette: ["#0a1534", "#3a78f2", "#ffd35c"], motif: "sword" },
    gameSlugs: ["mobile-legends-bang-bang"],
  },
  {
    slug: "how-to-find-your-genshin-impact-uid-and-server",
    authorName: "Mei Tan, Player Support",
    publishedAt: "2025-06-05T10:15:00.000Z",
    cover: { palette: ["#121b36", "#4aa9d6", "#f4d994"], motif: "crystal" },
    gameSlugs: ["genshin-impact"],
  },
  {
    slug: "how-to-find-your-free-fire-player-id-and-protect-a-guest-account",
    authorName: "Arif Rahman, Player Support",
    publishedAt: "2025-07-17T07:45:00.000Z",
    cover: { palette: ["#230b04", "#f2661b", "#ffd25a"], motif: "flame" },
    gameSlugs: ["free-fire"],
  },
  {
    slug: "player-ids-for-call-of-duty-mobile-honkai-star-rail-roblox-and-riot-games",
    authorName: "Lucas Ortega, Player Support",
    publishedAt: "2025-09-02T09:30:00.000Z",
    cover: { palette: ["#150f2c", "#8a5cf0", "#5ee3cf"], motif: "grid" },
    gameSlugs: [
      "call-of-duty-mobile",
      "honkai-star-rail",
      "roblox",
      "valorant",
      "league-of-legends",
      "teamfight-tactics",
    ],
  },
  {
    slug: "safe-top-up-practices-how-to-protect-your-game-account",
    authorName: "Daniel Lim, Trust & Safety",
    publishedAt: "2025-10-21T08:00:00.000Z",
    cover: { palette: ["#06191a", "#17b890", "#c6f6e4"], motif: "shield" },
    gameSlugs: [],
  },
  {
    slug: "what-to-do-when-your-top-up-is-late",
    authorName: "Hana Sato, Order Support",
    publishedAt: "2026-01-14T09:10:00.000Z",
    cover: { palette: ["#1b0d1e", "#de4a86", "#ffc4dc"], motif: "wave" },
    gameSlugs: [],
  },
  {
    slug: "payment-methods-explained-card-e-wallet-qr-and-bank-transfer",
    authorName: "Sofia Reyes, Payments Team",
    publishedAt: "2026-03-03T10:00:00.000Z",
    cover: { palette: ["#0b1326", "#2d7ff0", "#b5defc"], motif: "orb" },
    gameSlugs: [],
  },
  {
    slug: "how-delivery-times-work-instant-fast-and-standard-tiers",
    authorName: "Hana Sato, Order Support",
    publishedAt: "2026-05-19T08:20:00.000Z",
    cover: { palette: ["#1c1304", "#f0a400", "#fff0b3"], motif: "bolt" },
    gameSlugs: [
      "pubg-mobile",
      "free-fire",
      "call-of-duty-mobile",
      "mobile-legends-bang-bang",
      "genshin-impact",
      "roblox",
      "fortnite",
      "valorant",
      "steam-wallet",
      "playstation-store",
      "xbox-gift-card",
      "nintendo-eshop",
    ],
  },
  {
    slug: "getting-the-most-from-your-top-up-bonuses-passes-and-budgets",
    authorName: "Sofia Reyes, Payments Team",
    publishedAt: "2026-08-26T09:00:00.000Z",
    cover: { palette: ["#1e0a12", "#d3305f", "#ffd3a1"], motif: "star" },
    gameSlugs: ["genshin-impact", "mobile-legends-bang-bang", "fortnite"],
  },
];
