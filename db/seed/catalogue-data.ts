/**
 * Demo catalogue seeded on first start: games, their currency packages, the home page rows
 * (hero carousel, trending, more games) and the display currencies.
 *
 * Prices are indicative USD list prices modelled on official and popular top-up stores; they
 * are demo data, not live supplier quotes. Gift cards are sold at face value (one denomination
 * per brand carries a small discount to show the compare-at price).
 */
import type { PlayerIdField } from "#contracts/catalogue.ts";
import type { DeliveryTier, GameCategory } from "#contracts/catalogue-rules.ts";
import type { ArtMotif } from "./cover-art.ts";

export type SeedPackage = {
  /** Display name, e.g. "86 Diamonds" or "300 + 25 UC" (bonus shown only where stores do). */
  name: string;
  currencyName: string;
  /** Base amount of in-game currency (whole units). */
  currencyAmount: number;
  /** Bonus amount on top of the base amount; 0 when none. */
  bonusAmount: number;
  /** Price in USD cents. */
  priceCents: number;
  /** Struck-through "was" price in USD cents, higher than priceCents. */
  compareAtPriceCents?: number;
  /** Unique across the whole catalogue. */
  supplierSku: string;
  badge?: string;
};

export type SeedGame = {
  /** Lowercase title with runs of non-alphanumerics replaced by "-". */
  slug: string;
  title: string;
  publisher: string;
  category: GameCategory;
  description: string;
  region: string;
  deliveryTier: DeliveryTier;
  playerIdFields: PlayerIdField[];
  /** Palette (#rrggbb, darkest first) and motif for the generated cover art. */
  art: { palette: [string, string, string]; motif: ArtMotif };
  /** 5 to 10 packages in ascending price order. */
  packages: SeedPackage[];
};

/** A display currency; rateToUsd is units of this currency per 1 USD. */
export type SeedCurrency = { code: string; symbol: string; name: string; rateToUsd: number };

export const seedGames: SeedGame[] = [
  {
    slug: "pubg-mobile",
    title: "PUBG Mobile",
    publisher: "Level Infinite / Krafton",
    category: "Battle Royale",
    description:
      "UC is what pays for the Royale Pass, premium crates, upgradable gun skins and the " +
      "newest outfits in PUBG Mobile. On GameZone you type in your numeric Player ID, pick a " +
      "UC pack and pay; the UC is credited straight to that account, usually within minutes, " +
      "so you can gear up before your squad's next drop.",
    region: "Global",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "playerId",
        label: "Player ID",
        kind: "text",
        pattern: "^[0-9]{5,12}$",
        placeholder: "5123456789",
      },
    ],
    art: { palette: ["#1c1a14", "#c8962e", "#f0dca4"], motif: "crosshair" },
    packages: [
      {
        name: "60 UC",
        currencyName: "UC",
        currencyAmount: 60,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "PUBGM-60",
      },
      {
        name: "300 + 25 UC",
        currencyName: "UC",
        currencyAmount: 300,
        bonusAmount: 25,
        priceCents: 499,
        supplierSku: "PUBGM-325",
        badge: "Most popular",
      },
      {
        name: "600 + 60 UC",
        currencyName: "UC",
        currencyAmount: 600,
        bonusAmount: 60,
        priceCents: 949,
        compareAtPriceCents: 999,
        supplierSku: "PUBGM-660",
      },
      {
        name: "1500 + 300 UC",
        currencyName: "UC",
        currencyAmount: 1500,
        bonusAmount: 300,
        priceCents: 2499,
        supplierSku: "PUBGM-1800",
      },
      {
        name: "3000 + 850 UC",
        currencyName: "UC",
        currencyAmount: 3000,
        bonusAmount: 850,
        priceCents: 4999,
        supplierSku: "PUBGM-3850",
      },
      {
        name: "6000 + 2100 UC",
        currencyName: "UC",
        currencyAmount: 6000,
        bonusAmount: 2100,
        priceCents: 9499,
        compareAtPriceCents: 9999,
        supplierSku: "PUBGM-8100",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "free-fire",
    title: "Free Fire",
    publisher: "Garena",
    category: "Battle Royale",
    description:
      "Free Fire Diamonds unlock the Booyah Pass, character and pet bundles, gun skins and " +
      "Luck Royale spins. Enter your Player ID on GameZone, choose how many Diamonds you want " +
      "and check out; they are delivered directly to your account in minutes, so you are back " +
      "on Bermuda before the next match starts.",
    region: "Global",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "playerId",
        label: "Player ID",
        kind: "text",
        pattern: "^[0-9]{6,12}$",
        placeholder: "2837465910",
      },
    ],
    art: { palette: ["#1f0d05", "#ff6a13", "#ffc93c"], motif: "flame" },
    packages: [
      {
        name: "100 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 100,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "FF-100",
      },
      {
        name: "310 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 310,
        bonusAmount: 0,
        priceCents: 299,
        supplierSku: "FF-310",
      },
      {
        name: "520 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 520,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "FF-520",
        badge: "Most popular",
      },
      {
        name: "1060 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 1060,
        bonusAmount: 0,
        priceCents: 949,
        compareAtPriceCents: 999,
        supplierSku: "FF-1060",
      },
      {
        name: "2180 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 2180,
        bonusAmount: 0,
        priceCents: 1999,
        supplierSku: "FF-2180",
      },
      {
        name: "5600 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 5600,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "FF-5600",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "call-of-duty-mobile",
    title: "Call of Duty: Mobile",
    publisher: "Activision",
    category: "Shooter",
    description:
      "COD Points buy the premium Battle Pass, Mythic and Legendary weapon blueprints, " +
      "operator skins and Lucky Draws in Call of Duty: Mobile. On GameZone you enter your Open " +
      "ID, pick a CP bundle and pay securely; the points are added to your account within " +
      "minutes, ready for your next Ranked session.",
    region: "Global",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "openId",
        label: "Open ID",
        kind: "text",
        pattern: "^[0-9]{10,20}$",
        placeholder: "6748123456789012345",
      },
    ],
    art: { palette: ["#101413", "#4f6b3a", "#d9a23b"], motif: "crosshair" },
    packages: [
      {
        name: "80 CP",
        currencyName: "CP",
        currencyAmount: 80,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "CODM-80",
      },
      {
        name: "420 CP",
        currencyName: "CP",
        currencyAmount: 400,
        bonusAmount: 20,
        priceCents: 499,
        supplierSku: "CODM-420",
        badge: "Most popular",
      },
      {
        name: "880 CP",
        currencyName: "CP",
        currencyAmount: 800,
        bonusAmount: 80,
        priceCents: 999,
        supplierSku: "CODM-880",
      },
      {
        name: "2400 CP",
        currencyName: "CP",
        currencyAmount: 2000,
        bonusAmount: 400,
        priceCents: 2399,
        compareAtPriceCents: 2499,
        supplierSku: "CODM-2400",
      },
      {
        name: "5000 CP",
        currencyName: "CP",
        currencyAmount: 4000,
        bonusAmount: 1000,
        priceCents: 4999,
        supplierSku: "CODM-5000",
      },
      {
        name: "10800 CP",
        currencyName: "CP",
        currencyAmount: 8000,
        bonusAmount: 2800,
        priceCents: 9999,
        supplierSku: "CODM-10800",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "mobile-legends-bang-bang",
    title: "Mobile Legends: Bang Bang",
    publisher: "Moonton",
    category: "MOBA",
    description:
      "Mobile Legends Diamonds get you new heroes, Starlight membership, lucky event draws and " +
      "limited skins the moment they drop. Enter your User ID and Zone ID, choose a Diamond " +
      "pack and pay; GameZone credits the Diamonds directly to your account, usually within " +
      "minutes of checkout.",
    region: "Global",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "userId",
        label: "User ID",
        kind: "text",
        pattern: "^[0-9]{5,12}$",
        placeholder: "123456789",
      },
      {
        key: "zoneId",
        label: "Zone ID",
        kind: "text",
        pattern: "^[0-9]{3,6}$",
        placeholder: "2001",
      },
    ],
    art: { palette: ["#0b1a3a", "#2f6fe0", "#f2c14e"], motif: "sword" },
    packages: [
      {
        name: "86 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 78,
        bonusAmount: 8,
        priceCents: 149,
        supplierSku: "MLBB-86",
        badge: "First top-up bonus",
      },
      {
        name: "172 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 156,
        bonusAmount: 16,
        priceCents: 299,
        supplierSku: "MLBB-172",
      },
      {
        name: "257 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 234,
        bonusAmount: 23,
        priceCents: 429,
        compareAtPriceCents: 449,
        supplierSku: "MLBB-257",
      },
      {
        name: "706 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 625,
        bonusAmount: 81,
        priceCents: 1199,
        supplierSku: "MLBB-706",
        badge: "Most popular",
      },
      {
        name: "2195 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 1860,
        bonusAmount: 335,
        priceCents: 3499,
        compareAtPriceCents: 3699,
        supplierSku: "MLBB-2195",
      },
      {
        name: "3688 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 3099,
        bonusAmount: 589,
        priceCents: 5999,
        supplierSku: "MLBB-3688",
      },
      {
        name: "5532 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 4649,
        bonusAmount: 883,
        priceCents: 8999,
        supplierSku: "MLBB-5532",
      },
      {
        name: "9288 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 7740,
        bonusAmount: 1548,
        priceCents: 14999,
        supplierSku: "MLBB-9288",
      },
    ],
  },
  {
    slug: "genshin-impact",
    title: "Genshin Impact",
    publisher: "HoYoverse",
    category: "RPG",
    description:
      "Genesis Crystals convert into Primogems for Wishes on limited character and weapon " +
      "banners, and can also buy character outfits in the in-game shop. Give us your UID and " +
      "server, pick a top-up, and GameZone sends the Crystals straight to your Traveler's " +
      "account, typically within half an hour.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "uid",
        label: "UID",
        kind: "text",
        pattern: "^[0-9]{9,10}$",
        placeholder: "812345678",
      },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "america", label: "America" },
          { value: "europe", label: "Europe" },
          { value: "asia", label: "Asia" },
          { value: "tw_hk_mo", label: "TW/HK/MO" },
        ],
      },
    ],
    art: { palette: ["#1b2440", "#5fa8d3", "#f3d28b"], motif: "crystal" },
    packages: [
      {
        name: "60 Genesis Crystals",
        currencyName: "Genesis Crystals",
        currencyAmount: 60,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "GI-60",
      },
      {
        name: "300 + 30 Genesis Crystals",
        currencyName: "Genesis Crystals",
        currencyAmount: 300,
        bonusAmount: 30,
        priceCents: 499,
        supplierSku: "GI-330",
      },
      {
        name: "980 + 110 Genesis Crystals",
        currencyName: "Genesis Crystals",
        currencyAmount: 980,
        bonusAmount: 110,
        priceCents: 1499,
        supplierSku: "GI-1090",
        badge: "Most popular",
      },
      {
        name: "1980 + 260 Genesis Crystals",
        currencyName: "Genesis Crystals",
        currencyAmount: 1980,
        bonusAmount: 260,
        priceCents: 2999,
        supplierSku: "GI-2240",
      },
      {
        name: "3280 + 600 Genesis Crystals",
        currencyName: "Genesis Crystals",
        currencyAmount: 3280,
        bonusAmount: 600,
        priceCents: 4999,
        supplierSku: "GI-3880",
      },
      {
        name: "6480 + 1600 Genesis Crystals",
        currencyName: "Genesis Crystals",
        currencyAmount: 6480,
        bonusAmount: 1600,
        priceCents: 9499,
        compareAtPriceCents: 9999,
        supplierSku: "GI-8080",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "roblox",
    title: "Roblox",
    publisher: "Roblox Corporation",
    category: "Sandbox",
    description:
      "Robux opens up the whole Roblox catalogue: avatar items, game passes, private servers " +
      "and in-experience upgrades across millions of worlds. Enter your Roblox username, " +
      "choose an amount and pay on GameZone; the Robux are credited to that account, usually " +
      "within 10 to 30 minutes.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "username",
        label: "Roblox username",
        kind: "text",
        pattern: "^[A-Za-z0-9_]{3,20}$",
        placeholder: "BloxBuilder_22",
      },
    ],
    art: { palette: ["#1a1d24", "#e2231a", "#f2f4f7"], motif: "grid" },
    packages: [
      {
        name: "80 Robux",
        currencyName: "Robux",
        currencyAmount: 80,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "RBX-80",
      },
      {
        name: "400 Robux",
        currencyName: "Robux",
        currencyAmount: 400,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "RBX-400",
      },
      {
        name: "800 Robux",
        currencyName: "Robux",
        currencyAmount: 800,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "RBX-800",
        badge: "Most popular",
      },
      {
        name: "1700 Robux",
        currencyName: "Robux",
        currencyAmount: 1700,
        bonusAmount: 0,
        priceCents: 1899,
        compareAtPriceCents: 1999,
        supplierSku: "RBX-1700",
      },
      {
        name: "4500 Robux",
        currencyName: "Robux",
        currencyAmount: 4500,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "RBX-4500",
      },
      {
        name: "10000 Robux",
        currencyName: "Robux",
        currencyAmount: 10000,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "RBX-10000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "fortnite",
    title: "Fortnite",
    publisher: "Epic Games",
    category: "Battle Royale",
    description:
      "V-Bucks buy the Battle Pass, Item Shop outfits, emotes, pickaxes and gliders in " +
      "Fortnite. On GameZone you enter your Epic display name, choose a V-Bucks pack or a " +
      "month of Fortnite Crew and pay securely; we deliver to your Epic Games account, usually " +
      "within 30 minutes, so your new look is ready before the Battle Bus leaves.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "epicName",
        label: "Epic display name",
        kind: "text",
        pattern: "^[A-Za-z0-9 ._\\-]{3,16}$",
        placeholder: "StormChaser99",
      },
    ],
    art: { palette: ["#1b0f3b", "#7b3fe4", "#38d0f5"], motif: "bolt" },
    packages: [
      {
        name: "1000 V-Bucks",
        currencyName: "V-Bucks",
        currencyAmount: 1000,
        bonusAmount: 0,
        priceCents: 899,
        supplierSku: "FN-1000",
        badge: "Most popular",
      },
      {
        name: "Fortnite Crew (1 Month)",
        currencyName: "V-Bucks",
        currencyAmount: 1000,
        bonusAmount: 0,
        priceCents: 1199,
        supplierSku: "FN-CREW-1M",
      },
      {
        name: "2800 V-Bucks",
        currencyName: "V-Bucks",
        currencyAmount: 2500,
        bonusAmount: 300,
        priceCents: 2299,
        supplierSku: "FN-2800",
      },
      {
        name: "5000 V-Bucks",
        currencyName: "V-Bucks",
        currencyAmount: 4000,
        bonusAmount: 1000,
        priceCents: 3499,
        compareAtPriceCents: 3699,
        supplierSku: "FN-5000",
      },
      {
        name: "13500 V-Bucks",
        currencyName: "V-Bucks",
        currencyAmount: 10000,
        bonusAmount: 3500,
        priceCents: 8999,
        supplierSku: "FN-13500",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "valorant",
    title: "Valorant",
    publisher: "Riot Games",
    category: "Shooter",
    description:
      "VALORANT Points unlock premium weapon skin bundles, Battle Pass tiers and agents. Enter " +
      "your Riot ID and account region, choose a VP pack and check out on GameZone; the points " +
      "are added to your Riot account, usually within 30 minutes, so the new Vandal is " +
      "equipped before your next match.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "riotId",
        label: "Riot ID",
        kind: "text",
        pattern: "^.{3,16}#[A-Za-z0-9]{3,5}$",
        placeholder: "Phoenix#NA1",
      },
      {
        key: "region",
        label: "Account region",
        kind: "select",
        options: [
          { value: "NA", label: "North America" },
          { value: "EU", label: "Europe" },
          { value: "AP", label: "Asia-Pacific" },
          { value: "KR", label: "Korea" },
          { value: "LATAM", label: "Latin America" },
          { value: "BR", label: "Brazil" },
        ],
      },
    ],
    art: { palette: ["#0f1923", "#ff4655", "#ece8e1"], motif: "crosshair" },
    packages: [
      {
        name: "475 VP",
        currencyName: "VP",
        currencyAmount: 475,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "VAL-475",
      },
      {
        name: "1000 VP",
        currencyName: "VP",
        currencyAmount: 1000,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "VAL-1000",
        badge: "Most popular",
      },
      {
        name: "2050 VP",
        currencyName: "VP",
        currencyAmount: 2050,
        bonusAmount: 0,
        priceCents: 1999,
        supplierSku: "VAL-2050",
      },
      {
        name: "3650 VP",
        currencyName: "VP",
        currencyAmount: 3650,
        bonusAmount: 0,
        priceCents: 3299,
        compareAtPriceCents: 3499,
        supplierSku: "VAL-3650",
      },
      {
        name: "5350 VP",
        currencyName: "VP",
        currencyAmount: 5350,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "VAL-5350",
      },
      {
        name: "11000 VP",
        currencyName: "VP",
        currencyAmount: 11000,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "VAL-11000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "steam-wallet",
    title: "Steam Wallet",
    publisher: "Valve",
    category: "Gift Cards",
    description:
      "Steam Wallet funds pay for new releases, seasonal sales, DLC and Community Market " +
      "items. Choose the card region that matches your Steam account, pick a value and pay on " +
      "GameZone; the code is e-mailed to you and saved in your order history, ready to redeem " +
      "in the Steam client or browser.",
    region: "Multi-region",
    deliveryTier: "standard",
    playerIdFields: [
      {
        key: "region",
        label: "Card region",
        kind: "select",
        options: [
          { value: "US", label: "United States" },
          { value: "EU", label: "Europe" },
          { value: "UK", label: "United Kingdom" },
          { value: "CA", label: "Canada" },
          { value: "AU", label: "Australia" },
        ],
      },
    ],
    art: { palette: ["#171a21", "#2a475e", "#66c0f4"], motif: "orb" },
    packages: [
      {
        name: "$5 Steam Wallet Code",
        currencyName: "Steam Wallet funds",
        currencyAmount: 5,
        bonusAmount: 0,
        priceCents: 500,
        supplierSku: "STEAM-5",
      },
      {
        name: "$10 Steam Wallet Code",
        currencyName: "Steam Wallet funds",
        currencyAmount: 10,
        bonusAmount: 0,
        priceCents: 1000,
        supplierSku: "STEAM-10",
      },
      {
        name: "$20 Steam Wallet Code",
        currencyName: "Steam Wallet funds",
        currencyAmount: 20,
        bonusAmount: 0,
        priceCents: 2000,
        supplierSku: "STEAM-20",
        badge: "Most popular",
      },
      {
        name: "$50 Steam Wallet Code",
        currencyName: "Steam Wallet funds",
        currencyAmount: 50,
        bonusAmount: 0,
        priceCents: 4899,
        compareAtPriceCents: 5000,
        supplierSku: "STEAM-50",
      },
      {
        name: "$100 Steam Wallet Code",
        currencyName: "Steam Wallet funds",
        currencyAmount: 100,
        bonusAmount: 0,
        priceCents: 10000,
        supplierSku: "STEAM-100",
      },
    ],
  },
  {
    slug: "playstation-store",
    title: "PlayStation Store",
    publisher: "Sony Interactive Entertainment",
    category: "Gift Cards",
    description:
      "PlayStation Store credit covers full games, add-ons, in-game currency and PlayStation " +
      "Plus memberships. Select the card region that matches your PSN account, choose an " +
      "amount and pay; GameZone e-mails the code and keeps it in your order history for quick " +
      "redemption on console or the web.",
    region: "Multi-region",
    deliveryTier: "standard",
    playerIdFields: [
      {
        key: "region",
        label: "Card region",
        kind: "select",
        options: [
          { value: "US", label: "United States" },
          { value: "EU", label: "Europe" },
          { value: "UK", label: "United Kingdom" },
          { value: "CA", label: "Canada" },
          { value: "AU", label: "Australia" },
        ],
      },
    ],
    art: { palette: ["#00102b", "#0070d1", "#c8d7ec"], motif: "wave" },
    packages: [
      {
        name: "$10 PlayStation Store Gift Card",
        currencyName: "PSN credit",
        currencyAmount: 10,
        bonusAmount: 0,
        priceCents: 1000,
        supplierSku: "PSN-10",
      },
      {
        name: "$25 PlayStation Store Gift Card",
        currencyName: "PSN credit",
        currencyAmount: 25,
        bonusAmount: 0,
        priceCents: 2500,
        supplierSku: "PSN-25",
        badge: "Most popular",
      },
      {
        name: "$50 PlayStation Store Gift Card",
        currencyName: "PSN credit",
        currencyAmount: 50,
        bonusAmount: 0,
        priceCents: 4899,
        compareAtPriceCents: 5000,
        supplierSku: "PSN-50",
      },
      {
        name: "$75 PlayStation Store Gift Card",
        currencyName: "PSN credit",
        currencyAmount: 75,
        bonusAmount: 0,
        priceCents: 7500,
        supplierSku: "PSN-75",
      },
      {
        name: "$100 PlayStation Store Gift Card",
        currencyName: "PSN credit",
        currencyAmount: 100,
        bonusAmount: 0,
        priceCents: 10000,
        supplierSku: "PSN-100",
      },
    ],
  },
  {
    slug: "xbox-gift-card",
    title: "Xbox Gift Card",
    publisher: "Microsoft",
    category: "Gift Cards",
    description:
      "An Xbox Gift Card can be spent on games, add-ons, Game Pass and more across Xbox " +
      "consoles and Windows PCs. Pick the card region that matches your Microsoft account, " +
      "choose a value and check out on GameZone; the digital code arrives by e-mail and stays " +
      "in your order history, ready to redeem.",
    region: "Multi-region",
    deliveryTier: "standard",
    playerIdFields: [
      {
        key: "region",
        label: "Card region",
        kind: "select",
        options: [
          { value: "US", label: "United States" },
          { value: "EU", label: "Europe" },
          { value: "UK", label: "United Kingdom" },
          { value: "CA", label: "Canada" },
          { value: "AU", label: "Australia" },
        ],
      },
    ],
    art: { palette: ["#0b1a0b", "#107c10", "#9bf00b"], motif: "orb" },
    packages: [
      {
        name: "$10 Xbox Gift Card",
        currencyName: "Xbox credit",
        currencyAmount: 10,
        bonusAmount: 0,
        priceCents: 1000,
        supplierSku: "XBOX-10",
      },
      {
        name: "$15 Xbox Gift Card",
        currencyName: "Xbox credit",
        currencyAmount: 15,
        bonusAmount: 0,
        priceCents: 1500,
        supplierSku: "XBOX-15",
      },
      {
        name: "$25 Xbox Gift Card",
        currencyName: "Xbox credit",
        currencyAmount: 25,
        bonusAmount: 0,
        priceCents: 2500,
        supplierSku: "XBOX-25",
        badge: "Most popular",
      },
      {
        name: "$50 Xbox Gift Card",
        currencyName: "Xbox credit",
        currencyAmount: 50,
        bonusAmount: 0,
        priceCents: 4899,
        compareAtPriceCents: 5000,
        supplierSku: "XBOX-50",
      },
      {
        name: "$100 Xbox Gift Card",
        currencyName: "Xbox credit",
        currencyAmount: 100,
        bonusAmount: 0,
        priceCents: 10000,
        supplierSku: "XBOX-100",
      },
    ],
  },
  {
    slug: "nintendo-eshop",
    title: "Nintendo eShop",
    publisher: "Nintendo",
    category: "Gift Cards",
    description:
      "Nintendo eShop funds buy digital Switch games, DLC, Nintendo Switch Online and more. " +
      "Choose the card region that matches your Nintendo Account, select a value and pay on " +
      "GameZone; we e-mail the download code and keep it in your order history so you can " +
      "redeem it whenever you like.",
    region: "Multi-region",
    deliveryTier: "standard",
    playerIdFields: [
      {
        key: "region",
        label: "Card region",
        kind: "select",
        options: [
          { value: "US", label: "United States" },
          { value: "EU", label: "Europe" },
          { value: "UK", label: "United Kingdom" },
          { value: "CA", label: "Canada" },
          { value: "AU", label: "Australia" },
        ],
      },
    ],
    art: { palette: ["#2a0a0d", "#e60012", "#f4f4f4"], motif: "star" },
    packages: [
      {
        name: "$10 Nintendo eShop Card",
        currencyName: "eShop credit",
        currencyAmount: 10,
        bonusAmount: 0,
        priceCents: 1000,
        supplierSku: "ESHOP-10",
      },
      {
        name: "$20 Nintendo eShop Card",
        currencyName: "eShop credit",
        currencyAmount: 20,
        bonusAmount: 0,
        priceCents: 2000,
        supplierSku: "ESHOP-20",
        badge: "Most popular",
      },
      {
        name: "$35 Nintendo eShop Card",
        currencyName: "eShop credit",
        currencyAmount: 35,
        bonusAmount: 0,
        priceCents: 3500,
        supplierSku: "ESHOP-35",
      },
      {
        name: "$50 Nintendo eShop Card",
        currencyName: "eShop credit",
        currencyAmount: 50,
        bonusAmount: 0,
        priceCents: 4899,
        compareAtPriceCents: 5000,
        supplierSku: "ESHOP-50",
      },
      {
        name: "$70 Nintendo eShop Card",
        currencyName: "eShop credit",
        currencyAmount: 70,
        bonusAmount: 0,
        priceCents: 7000,
        supplierSku: "ESHOP-70",
      },
    ],
  },
  {
    slug: "honkai-star-rail",
    title: "Honkai: Star Rail",
    publisher: "HoYoverse",
    category: "RPG",
    description:
      "Oneiric Shards exchange into Stellar Jade for Warps on limited character and Light Cone " +
      "banners, and can also be spent on character outfits. Enter your UID and server, choose " +
      "a pack and pay on GameZone; the Shards are delivered to your Trailblazer's account, " +
      "usually within 30 minutes.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "uid",
        label: "UID",
        kind: "text",
        pattern: "^[0-9]{9,10}$",
        placeholder: "600123456",
      },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "america", label: "America" },
          { value: "europe", label: "Europe" },
          { value: "asia", label: "Asia" },
          { value: "tw_hk_mo", label: "TW/HK/MO" },
        ],
      },
    ],
    art: { palette: ["#120f2e", "#5b4fc9", "#f0c987"], motif: "star" },
    packages: [
      {
        name: "60 Oneiric Shards",
        currencyName: "Oneiric Shards",
        currencyAmount: 60,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "HSR-60",
      },
      {
        name: "300 + 30 Oneiric Shards",
        currencyName: "Oneiric Shards",
        currencyAmount: 300,
        bonusAmount: 30,
        priceCents: 499,
        supplierSku: "HSR-330",
      },
      {
        name: "980 + 110 Oneiric Shards",
        currencyName: "Oneiric Shards",
        currencyAmount: 980,
        bonusAmount: 110,
        priceCents: 1499,
        supplierSku: "HSR-1090",
        badge: "Most popular",
      },
      {
        name: "1980 + 260 Oneiric Shards",
        currencyName: "Oneiric Shards",
        currencyAmount: 1980,
        bonusAmount: 260,
        priceCents: 2999,
        supplierSku: "HSR-2240",
      },
      {
        name: "3280 + 600 Oneiric Shards",
        currencyName: "Oneiric Shards",
        currencyAmount: 3280,
        bonusAmount: 600,
        priceCents: 4999,
        supplierSku: "HSR-3880",
      },
      {
        name: "6480 + 1600 Oneiric Shards",
        currencyName: "Oneiric Shards",
        currencyAmount: 6480,
        bonusAmount: 1600,
        priceCents: 9499,
        compareAtPriceCents: 9999,
        supplierSku: "HSR-8080",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "clash-of-clans",
    title: "Clash of Clans",
    publisher: "Supercell",
    category: "Strategy",
    description:
      "Clash of Clans Gems finish upgrades instantly, unlock extra Builder's Huts and pick up " +
      "Magic Items, resources and decorations for your village. Enter your player tag, choose " +
      "a Gem pack and check out on GameZone; the Gems are added to your account, usually " +
      "within 30 minutes, ready for your next war.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "playerTag",
        label: "Player tag",
        kind: "text",
        pattern: "^#[0289PYLQGRJCUV]{3,12}$",
        placeholder: "#2PP0JCCL",
      },
    ],
    art: { palette: ["#2b1a0a", "#e0a526", "#7fc241"], motif: "sword" },
    packages: [
      {
        name: "80 Gems",
        currencyName: "Gems",
        currencyAmount: 80,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "COC-80",
      },
      {
        name: "500 Gems",
        currencyName: "Gems",
        currencyAmount: 500,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "COC-500",
        badge: "Most popular",
      },
      {
        name: "1200 Gems",
        currencyName: "Gems",
        currencyAmount: 1200,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "COC-1200",
      },
      {
        name: "2500 Gems",
        currencyName: "Gems",
        currencyAmount: 2500,
        bonusAmount: 0,
        priceCents: 1899,
        compareAtPriceCents: 1999,
        supplierSku: "COC-2500",
      },
      {
        name: "6500 Gems",
        currencyName: "Gems",
        currencyAmount: 6500,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "COC-6500",
      },
      {
        name: "14000 Gems",
        currencyName: "Gems",
        currencyAmount: 14000,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "COC-14000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "clash-royale",
    title: "Clash Royale",
    publisher: "Supercell",
    category: "Strategy",
    description:
      "Clash Royale Gems open chests, buy Gold, cards, emotes and tower skins, and cover " +
      "special event entries. Enter your player tag, pick a Gem pack and pay on GameZone; the " +
      "Gems are credited to your account, usually within 30 minutes, so you can finish your " +
      "deck before the next ladder push.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "playerTag",
        label: "Player tag",
        kind: "text",
        pattern: "^#[0289PYLQGRJCUV]{3,12}$",
        placeholder: "#2PP0JCCL",
      },
    ],
    art: { palette: ["#0f1f4a", "#2d7ff9", "#f6c945"], motif: "shield" },
    packages: [
      {
        name: "80 Gems",
        currencyName: "Gems",
        currencyAmount: 80,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "CR-80",
      },
      {
        name: "500 Gems",
        currencyName: "Gems",
        currencyAmount: 500,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "CR-500",
        badge: "Most popular",
      },
      {
        name: "1200 Gems",
        currencyName: "Gems",
        currencyAmount: 1200,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "CR-1200",
      },
      {
        name: "2500 Gems",
        currencyName: "Gems",
        currencyAmount: 2500,
        bonusAmount: 0,
        priceCents: 1899,
        compareAtPriceCents: 1999,
        supplierSku: "CR-2500",
      },
      {
        name: "6500 Gems",
        currencyName: "Gems",
        currencyAmount: 6500,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "CR-6500",
      },
      {
        name: "14000 Gems",
        currencyName: "Gems",
        currencyAmount: 14000,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "CR-14000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "brawl-stars",
    title: "Brawl Stars",
    publisher: "Supercell",
    category: "Shooter",
    description:
      "Brawl Stars Gems get you the Brawl Pass, new Brawlers, skins and limited offers from " +
      "the Shop. Enter your player tag, choose a Gem pack and complete checkout on GameZone; " +
      "the Gems land in your account, usually within 30 minutes, so you are ready for the next " +
      "event rotation.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "playerTag",
        label: "Player tag",
        kind: "text",
        pattern: "^#[0289PYLQGRJCUV]{3,12}$",
        placeholder: "#2PP0JCCL",
      },
    ],
    art: { palette: ["#1a0f33", "#ffcc00", "#ff3d7f"], motif: "bolt" },
    packages: [
      {
        name: "30 Gems",
        currencyName: "Gems",
        currencyAmount: 30,
        bonusAmount: 0,
        priceCents: 199,
        supplierSku: "BS-30",
      },
      {
        name: "80 Gems",
        currencyName: "Gems",
        currencyAmount: 80,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "BS-80",
      },
      {
        name: "170 Gems",
        currencyName: "Gems",
        currencyAmount: 170,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "BS-170",
        badge: "Most popular",
      },
      {
        name: "360 Gems",
        currencyName: "Gems",
        currencyAmount: 360,
        bonusAmount: 0,
        priceCents: 1899,
        compareAtPriceCents: 1999,
        supplierSku: "BS-360",
      },
      {
        name: "950 Gems",
        currencyName: "Gems",
        currencyAmount: 950,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "BS-950",
      },
      {
        name: "2000 Gems",
        currencyName: "Gems",
        currencyAmount: 2000,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "BS-2000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "league-of-legends",
    title: "League of Legends",
    publisher: "Riot Games",
    category: "MOBA",
    description:
      "Riot Points unlock champions, skins, chromas, event passes and ward skins in League of " +
      "Legends. Enter your Riot ID and server, choose an RP pack and pay on GameZone; the RP " +
      "is credited to your Riot account, usually within 30 minutes, ready for your next trip " +
      "to the Rift.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "riotId",
        label: "Riot ID",
        kind: "text",
        pattern: "^.{3,16}#[A-Za-z0-9]{3,5}$",
        placeholder: "Faker Fan#EUW1",
      },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "NA", label: "North America" },
          { value: "EUW", label: "Europe West" },
          { value: "EUNE", label: "Europe Nordic & East" },
          { value: "OCE", label: "Oceania" },
          { value: "BR", label: "Brazil" },
          { value: "LAN", label: "Latin America North" },
          { value: "LAS", label: "Latin America South" },
          { value: "TR", label: "Türkiye" },
        ],
      },
    ],
    art: { palette: ["#0a1428", "#c8aa6e", "#0ac8b9"], motif: "crystal" },
    packages: [
      {
        name: "575 RP",
        currencyName: "RP",
        currencyAmount: 575,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "LOL-575",
      },
      {
        name: "1380 RP",
        currencyName: "RP",
        currencyAmount: 1380,
        bonusAmount: 0,
        priceCents: 1099,
        supplierSku: "LOL-1380",
        badge: "Most popular",
      },
      {
        name: "2800 RP",
        currencyName: "RP",
        currencyAmount: 2800,
        bonusAmount: 0,
        priceCents: 2199,
        supplierSku: "LOL-2800",
      },
      {
        name: "4500 RP",
        currencyName: "RP",
        currencyAmount: 4500,
        bonusAmount: 0,
        priceCents: 3299,
        compareAtPriceCents: 3499,
        supplierSku: "LOL-4500",
      },
      {
        name: "6500 RP",
        currencyName: "RP",
        currencyAmount: 6500,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "LOL-6500",
      },
      {
        name: "13500 RP",
        currencyName: "RP",
        currencyAmount: 13500,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "LOL-13500",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "apex-legends",
    title: "Apex Legends",
    publisher: "Electronic Arts",
    category: "Battle Royale",
    description:
      "Apex Coins buy the Premium Battle Pass, new Legends, Apex Packs and Store bundles. " +
      "Enter your EA ID and platform, choose a coin pack and check out on GameZone; the coins " +
      "are added to your account, usually within 30 minutes, ready for the next drop into the " +
      "Outlands.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "eaId",
        label: "EA ID",
        kind: "text",
        pattern: "^[A-Za-z0-9_\\-]{4,16}$",
        placeholder: "Wraith_Main",
      },
      {
        key: "platform",
        label: "Platform",
        kind: "select",
        options: [
          { value: "pc", label: "PC (EA app / Steam)" },
          { value: "playstation", label: "PlayStation" },
          { value: "xbox", label: "Xbox" },
          { value: "switch", label: "Nintendo Switch" },
        ],
      },
    ],
    art: { palette: ["#1f0f0f", "#da292a", "#f2e6d8"], motif: "shield" },
    packages: [
      {
        name: "1000 Apex Coins",
        currencyName: "Apex Coins",
        currencyAmount: 1000,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "APEX-1000",
        badge: "Most popular",
      },
      {
        name: "2150 Apex Coins",
        currencyName: "Apex Coins",
        currencyAmount: 2000,
        bonusAmount: 150,
        priceCents: 1999,
        supplierSku: "APEX-2150",
      },
      {
        name: "4350 Apex Coins",
        currencyName: "Apex Coins",
        currencyAmount: 4000,
        bonusAmount: 350,
        priceCents: 3799,
        compareAtPriceCents: 3999,
        supplierSku: "APEX-4350",
      },
      {
        name: "6700 Apex Coins",
        currencyName: "Apex Coins",
        currencyAmount: 6000,
        bonusAmount: 700,
        priceCents: 5999,
        supplierSku: "APEX-6700",
      },
      {
        name: "11500 Apex Coins",
        currencyName: "Apex Coins",
        currencyAmount: 10000,
        bonusAmount: 1500,
        priceCents: 9999,
        supplierSku: "APEX-11500",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "ea-sports-fc-mobile",
    title: "EA SPORTS FC Mobile",
    publisher: "Electronic Arts",
    category: "Sports",
    description:
      "FC Points buy Premium Passes, player packs and event offers that strengthen your " +
      "Ultimate Team in EA SPORTS FC Mobile. Enter your Player ID, choose a pack and pay on " +
      "GameZone; the FC Points are credited to your club, usually within 30 minutes, in time " +
      "for your next Head to Head match.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "playerId",
        label: "Player ID",
        kind: "text",
        pattern: "^[A-Za-z0-9]{8,20}$",
        placeholder: "4f3a9c2e7b1d8a60",
      },
    ],
    art: { palette: ["#07131f", "#00c46a", "#e8ff5a"], motif: "orb" },
    packages: [
      {
        name: "100 FC Points",
        currencyName: "FC Points",
        currencyAmount: 100,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "FCM-100",
      },
      {
        name: "520 FC Points",
        currencyName: "FC Points",
        currencyAmount: 500,
        bonusAmount: 20,
        priceCents: 499,
        supplierSku: "FCM-520",
      },
      {
        name: "1070 FC Points",
        currencyName: "FC Points",
        currencyAmount: 1000,
        bonusAmount: 70,
        priceCents: 999,
        supplierSku: "FCM-1070",
        badge: "Most popular",
      },
      {
        name: "2200 FC Points",
        currencyName: "FC Points",
        currencyAmount: 2000,
        bonusAmount: 200,
        priceCents: 1999,
        supplierSku: "FCM-2200",
      },
      {
        name: "5750 FC Points",
        currencyName: "FC Points",
        currencyAmount: 5000,
        bonusAmount: 750,
        priceCents: 4799,
        compareAtPriceCents: 4999,
        supplierSku: "FCM-5750",
      },
      {
        name: "12000 FC Points",
        currencyName: "FC Points",
        currencyAmount: 10000,
        bonusAmount: 2000,
        priceCents: 9999,
        supplierSku: "FCM-12000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "zenless-zone-zero",
    title: "Zenless Zone Zero",
    publisher: "HoYoverse",
    category: "RPG",
    description:
      "Monochrome turns into Polychrome for Signal Searches on limited Agent and W-Engine " +
      "channels, and also buys outfits in New Eridu. Enter your UID and server, pick a top-up " +
      "and pay on GameZone; the Monochrome arrives in your Proxy's account, usually within 30 " +
      "minutes.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "uid",
        label: "UID",
        kind: "text",
        pattern: "^[0-9]{9,10}$",
        placeholder: "1300123456",
      },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "america", label: "America" },
          { value: "europe", label: "Europe" },
          { value: "asia", label: "Asia" },
          { value: "tw_hk_mo", label: "TW/HK/MO" },
        ],
      },
    ],
    art: { palette: ["#111111", "#f2e600", "#ff5c00"], motif: "grid" },
    packages: [
      {
        name: "60 Monochrome",
        currencyName: "Monochrome",
        currencyAmount: 60,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "ZZZ-60",
      },
      {
        name: "300 + 30 Monochrome",
        currencyName: "Monochrome",
        currencyAmount: 300,
        bonusAmount: 30,
        priceCents: 499,
        supplierSku: "ZZZ-330",
      },
      {
        name: "980 + 110 Monochrome",
        currencyName: "Monochrome",
        currencyAmount: 980,
        bonusAmount: 110,
        priceCents: 1499,
        supplierSku: "ZZZ-1090",
        badge: "Most popular",
      },
      {
        name: "1980 + 260 Monochrome",
        currencyName: "Monochrome",
        currencyAmount: 1980,
        bonusAmount: 260,
        priceCents: 2999,
        supplierSku: "ZZZ-2240",
      },
      {
        name: "3280 + 600 Monochrome",
        currencyName: "Monochrome",
        currencyAmount: 3280,
        bonusAmount: 600,
        priceCents: 4999,
        supplierSku: "ZZZ-3880",
      },
      {
        name: "6480 + 1600 Monochrome",
        currencyName: "Monochrome",
        currencyAmount: 6480,
        bonusAmount: 1600,
        priceCents: 9499,
        compareAtPriceCents: 9999,
        supplierSku: "ZZZ-8080",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "arena-of-valor",
    title: "Arena of Valor",
    publisher: "Tencent Games",
    category: "MOBA",
    description:
      "Arena of Valor Vouchers unlock heroes, skins, the Battle Pass and limited event draws. " +
      "Enter your Player ID, choose a Voucher pack and pay on GameZone; the Vouchers are sent " +
      "directly to your account, usually within minutes, so you can equip that new skin before " +
      "queueing for your next ranked game.",
    region: "Asia-Pacific",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "playerId",
        label: "Player ID",
        kind: "text",
        pattern: "^[0-9]{6,20}$",
        placeholder: "1234567890123",
      },
    ],
    art: { palette: ["#140f2b", "#b8862b", "#e6d4a8"], motif: "shield" },
    packages: [
      {
        name: "90 Vouchers",
        currencyName: "Vouchers",
        currencyAmount: 90,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "AOV-90",
      },
      {
        name: "470 Vouchers",
        currencyName: "Vouchers",
        currencyAmount: 450,
        bonusAmount: 20,
        priceCents: 499,
        supplierSku: "AOV-470",
      },
      {
        name: "960 Vouchers",
        currencyName: "Vouchers",
        currencyAmount: 900,
        bonusAmount: 60,
        priceCents: 949,
        compareAtPriceCents: 999,
        supplierSku: "AOV-960",
        badge: "Most popular",
      },
      {
        name: "1950 Vouchers",
        currencyName: "Vouchers",
        currencyAmount: 1800,
        bonusAmount: 150,
        priceCents: 1999,
        supplierSku: "AOV-1950",
      },
      {
        name: "4950 Vouchers",
        currencyName: "Vouchers",
        currencyAmount: 4500,
        bonusAmount: 450,
        priceCents: 4999,
        supplierSku: "AOV-4950",
      },
      {
        name: "10000 Vouchers",
        currencyName: "Vouchers",
        currencyAmount: 9000,
        bonusAmount: 1000,
        priceCents: 9999,
        supplierSku: "AOV-10000",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "ragnarok-m-eternal-love",
    title: "Ragnarok M: Eternal Love",
    publisher: "Gravity",
    category: "RPG",
    description:
      "Big Cat Coins are the premium currency of Ragnarok M: Eternal Love, spent on costumes, " +
      "mounts, card packs and seasonal event offers across Rune-Midgard. Enter your Character " +
      "ID, choose a pack and pay on GameZone; the coins are credited to your character, " +
      "usually within 30 minutes.",
    region: "Southeast Asia",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "characterId",
        label: "Character ID",
        kind: "text",
        pattern: "^[0-9]{6,12}$",
        placeholder: "4012345678",
      },
    ],
    art: { palette: ["#2a1b3d", "#ff9ac1", "#ffe39a"], motif: "orb" },
    packages: [
      {
        name: "6 Big Cat Coins",
        currencyName: "Big Cat Coins",
        currencyAmount: 6,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "ROM-6",
      },
      {
        name: "30 Big Cat Coins",
        currencyName: "Big Cat Coins",
        currencyAmount: 30,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "ROM-30",
        badge: "Most popular",
      },
      {
        name: "68 Big Cat Coins",
        currencyName: "Big Cat Coins",
        currencyAmount: 68,
        bonusAmount: 0,
        priceCents: 1099,
        supplierSku: "ROM-68",
      },
      {
        name: "128 Big Cat Coins",
        currencyName: "Big Cat Coins",
        currencyAmount: 128,
        bonusAmount: 0,
        priceCents: 1899,
        compareAtPriceCents: 1999,
        supplierSku: "ROM-128",
      },
      {
        name: "328 Big Cat Coins",
        currencyName: "Big Cat Coins",
        currencyAmount: 328,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "ROM-328",
      },
      {
        name: "648 Big Cat Coins",
        currencyName: "Big Cat Coins",
        currencyAmount: 648,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "ROM-648",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "lords-mobile",
    title: "Lords Mobile",
    publisher: "IGG",
    category: "Strategy",
    description:
      "Lords Mobile Diamonds buy in-game packs full of Gems, speed-ups, hero medals and " +
      "resources to grow your kingdom and your guild. Enter your IGG ID, choose a Diamond " +
      "amount and pay on GameZone; the Diamonds are credited to your account within minutes, " +
      "ready to spend in the in-game shop.",
    region: "Global",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "iggId",
        label: "IGG ID",
        kind: "text",
        pattern: "^[0-9]{6,12}$",
        placeholder: "1234567890",
      },
    ],
    art: { palette: ["#1a1208", "#b8442e", "#e7c66b"], motif: "sword" },
    packages: [
      {
        name: "70 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 70,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "LM-70",
      },
      {
        name: "355 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 355,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "LM-355",
      },
      {
        name: "705 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 705,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "LM-705",
        badge: "Most popular",
      },
      {
        name: "1410 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 1410,
        bonusAmount: 0,
        priceCents: 1899,
        compareAtPriceCents: 1999,
        supplierSku: "LM-1410",
      },
      {
        name: "3530 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 3530,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "LM-3530",
      },
      {
        name: "7070 Diamonds",
        currencyName: "Diamonds",
        currencyAmount: 7070,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "LM-7070",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "teamfight-tactics",
    title: "Teamfight Tactics",
    publisher: "Riot Games",
    category: "Strategy",
    description:
      "Riot Points in Teamfight Tactics buy Little Legends, arenas, Booms and the premium Pass " +
      "for each new set. Enter your Riot ID and server, pick an RP pack and check out on " +
      "GameZone; the RP is added to your Riot account, usually within 30 minutes, before your " +
      "next lobby fills up.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "riotId",
        label: "Riot ID",
        kind: "text",
        pattern: "^.{3,16}#[A-Za-z0-9]{3,5}$",
        placeholder: "Tactician#EUW1",
      },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "NA", label: "North America" },
          { value: "EUW", label: "Europe West" },
          { value: "EUNE", label: "Europe Nordic & East" },
          { value: "OCE", label: "Oceania" },
          { value: "BR", label: "Brazil" },
          { value: "LAN", label: "Latin America North" },
          { value: "LAS", label: "Latin America South" },
          { value: "TR", label: "Türkiye" },
        ],
      },
    ],
    art: { palette: ["#0b1330", "#3c6ee0", "#e8b85c"], motif: "grid" },
    packages: [
      {
        name: "575 RP",
        currencyName: "RP",
        currencyAmount: 575,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "TFT-575",
      },
      {
        name: "1380 RP",
        currencyName: "RP",
        currencyAmount: 1380,
        bonusAmount: 0,
        priceCents: 1099,
        supplierSku: "TFT-1380",
        badge: "Most popular",
      },
      {
        name: "2800 RP",
        currencyName: "RP",
        currencyAmount: 2800,
        bonusAmount: 0,
        priceCents: 2199,
        supplierSku: "TFT-2800",
      },
      {
        name: "4500 RP",
        currencyName: "RP",
        currencyAmount: 4500,
        bonusAmount: 0,
        priceCents: 3299,
        compareAtPriceCents: 3499,
        supplierSku: "TFT-4500",
      },
      {
        name: "6500 RP",
        currencyName: "RP",
        currencyAmount: 6500,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "TFT-6500",
      },
      {
        name: "13500 RP",
        currencyName: "RP",
        currencyAmount: 13500,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "TFT-13500",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "honor-of-kings",
    title: "Honor of Kings",
    publisher: "Level Infinite",
    category: "MOBA",
    description:
      "Honor of Kings Tokens unlock heroes, skins, the Battle Pass and limited-time event " +
      "draws. Enter your Player ID, choose a Token pack and pay on GameZone; we credit the " +
      "Tokens directly to your account, usually within minutes, so you can show off a new skin " +
      "in your very next match.",
    region: "Global",
    deliveryTier: "instant",
    playerIdFields: [
      {
        key: "playerId",
        label: "Player ID",
        kind: "text",
        pattern: "^[0-9]{6,20}$",
        placeholder: "6123456789012345678",
      },
    ],
    art: { palette: ["#1c0b0b", "#c8102e", "#f4c45c"], motif: "sword" },
    packages: [
      {
        name: "80 Tokens",
        currencyName: "Tokens",
        currencyAmount: 80,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "HOK-80",
      },
      {
        name: "240 Tokens",
        currencyName: "Tokens",
        currencyAmount: 240,
        bonusAmount: 0,
        priceCents: 299,
        supplierSku: "HOK-240",
      },
      {
        name: "400 Tokens",
        currencyName: "Tokens",
        currencyAmount: 400,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "HOK-400",
        badge: "Most popular",
      },
      {
        name: "830 Tokens",
        currencyName: "Tokens",
        currencyAmount: 830,
        bonusAmount: 0,
        priceCents: 949,
        compareAtPriceCents: 999,
        supplierSku: "HOK-830",
      },
      {
        name: "2508 Tokens",
        currencyName: "Tokens",
        currencyAmount: 2508,
        bonusAmount: 0,
        priceCents: 2999,
        supplierSku: "HOK-2508",
      },
      {
        name: "4180 Tokens",
        currencyName: "Tokens",
        currencyAmount: 4180,
        bonusAmount: 0,
        priceCents: 4999,
        supplierSku: "HOK-4180",
      },
      {
        name: "8360 Tokens",
        currencyName: "Tokens",
        currencyAmount: 8360,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "HOK-8360",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "wuthering-waves",
    title: "Wuthering Waves",
    publisher: "Kuro Games",
    category: "RPG",
    description:
      "Lunite exchanges into Astrite for Convenes on featured Resonator and weapon banners, " +
      "and can also be spent on outfits in the in-game shop. Enter your UID and server, choose " +
      "a top-up and pay on GameZone; the Lunite is credited to your Rover's account, usually " +
      "within 30 minutes.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "uid",
        label: "UID",
        kind: "text",
        pattern: "^[0-9]{9,10}$",
        placeholder: "700123456",
      },
      {
        key: "server",
        label: "Server",
        kind: "select",
        options: [
          { value: "america", label: "America" },
          { value: "europe", label: "Europe" },
          { value: "asia", label: "Asia" },
          { value: "hmt", label: "HMT (Hong Kong, Macao, Taiwan)" },
          { value: "sea", label: "SEA" },
        ],
      },
    ],
    art: { palette: ["#0d1420", "#3fb8c7", "#e7eef2"], motif: "wave" },
    packages: [
      {
        name: "60 Lunite",
        currencyName: "Lunite",
        currencyAmount: 60,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "WUWA-60",
      },
      {
        name: "300 + 30 Lunite",
        currencyName: "Lunite",
        currencyAmount: 300,
        bonusAmount: 30,
        priceCents: 499,
        supplierSku: "WUWA-330",
      },
      {
        name: "980 + 110 Lunite",
        currencyName: "Lunite",
        currencyAmount: 980,
        bonusAmount: 110,
        priceCents: 1499,
        supplierSku: "WUWA-1090",
        badge: "Most popular",
      },
      {
        name: "1980 + 260 Lunite",
        currencyName: "Lunite",
        currencyAmount: 1980,
        bonusAmount: 260,
        priceCents: 2999,
        supplierSku: "WUWA-2240",
      },
      {
        name: "3280 + 600 Lunite",
        currencyName: "Lunite",
        currencyAmount: 3280,
        bonusAmount: 600,
        priceCents: 4999,
        supplierSku: "WUWA-3880",
      },
      {
        name: "6480 + 1600 Lunite",
        currencyName: "Lunite",
        currencyAmount: 6480,
        bonusAmount: 1600,
        priceCents: 9499,
        compareAtPriceCents: 9999,
        supplierSku: "WUWA-8080",
        badge: "Best value",
      },
    ],
  },
  {
    slug: "marvel-rivals",
    title: "Marvel Rivals",
    publisher: "NetEase Games",
    category: "Shooter",
    description:
      "Lattice is the premium currency of Marvel Rivals, converted into Units for costumes, " +
      "emotes and MVP animations or spent on the Luxury Battle Pass. Enter your UID, pick a " +
      "pack and pay on GameZone; the Lattice is delivered to your account, usually within 30 " +
      "minutes, ready for your next team-up.",
    region: "Global",
    deliveryTier: "fast",
    playerIdFields: [
      {
        key: "uid",
        label: "UID",
        kind: "text",
        pattern: "^[0-9]{6,12}$",
        placeholder: "1234567890",
      },
    ],
    art: { palette: ["#120a1f", "#e23636", "#f7c948"], motif: "bolt" },
    packages: [
      {
        name: "100 Lattice",
        currencyName: "Lattice",
        currencyAmount: 100,
        bonusAmount: 0,
        priceCents: 99,
        supplierSku: "MR-100",
      },
      {
        name: "500 Lattice",
        currencyName: "Lattice",
        currencyAmount: 500,
        bonusAmount: 0,
        priceCents: 499,
        supplierSku: "MR-500",
      },
      {
        name: "1000 Lattice",
        currencyName: "Lattice",
        currencyAmount: 1000,
        bonusAmount: 0,
        priceCents: 999,
        supplierSku: "MR-1000",
        badge: "Most popular",
      },
      {
        name: "2180 Lattice",
        currencyName: "Lattice",
        currencyAmount: 2180,
        bonusAmount: 0,
        priceCents: 1999,
        supplierSku: "MR-2180",
      },
      {
        name: "5680 Lattice",
        currencyName: "Lattice",
        currencyAmount: 5680,
        bonusAmount: 0,
        priceCents: 4799,
        compareAtPriceCents: 4999,
        supplierSku: "MR-5680",
      },
      {
        name: "11680 Lattice",
        currencyName: "Lattice",
        currencyAmount: 11680,
        bonusAmount: 0,
        priceCents: 9999,
        supplierSku: "MR-11680",
        badge: "Best value",
      },
    ],
  },
];

/** Home hero carousel, in display order. */
export const heroSlugs: string[] = [
  "mobile-legends-bang-bang",
  "genshin-impact",
  "pubg-mobile",
  "free-fire",
  "valorant",
  "honkai-star-rail",
];

/** Short hero headline per hero slug (60 characters at most). */
export const heroHeadlines: Record<string, string> = {
  "mobile-legends-bang-bang": "Double diamonds on your first top-up",
  "genshin-impact": "Genesis Crystals, straight to your UID",
  "pubg-mobile": "UC in minutes. Gear up before the next drop",
  "free-fire": "Diamonds delivered before the zone closes",
  valorant: "Load up on VP for this act's new bundles",
  "honkai-star-rail": "Oneiric Shards for your next Warp",
};

/** Trending row, in display order. */
export const trendingSlugs: string[] = [
  "pubg-mobile",
  "mobile-legends-bang-bang",
  "free-fire",
  "genshin-impact",
  "roblox",
  "valorant",
  "call-of-duty-mobile",
  "fortnite",
  "honkai-star-rail",
  "honor-of-kings",
  "zenless-zone-zero",
  "brawl-stars",
  "league-of-legends",
  "wuthering-waves",
  "marvel-rivals",
];

/** "More games" grid, in display order. */
export const moreGamesSlugs: string[] = [
  "steam-wallet",
  "playstation-store",
  "xbox-gift-card",
  "nintendo-eshop",
  "clash-of-clans",
  "clash-royale",
  "apex-legends",
  "ea-sports-fc-mobile",
  "arena-of-valor",
  "teamfight-tactics",
];

/** Display currencies; rateToUsd is units per 1 USD (indicative late-2025 rates). */
export const seedCurrencies: SeedCurrency[] = [
  { code: "USD", symbol: "$", name: "US Dollar", rateToUsd: 1 },
  { code: "EUR", symbol: "€", name: "Euro", rateToUsd: 0.86 },
  { code: "GBP", symbol: "£", name: "British Pound", rateToUsd: 0.76 },
  { code: "SGD", symbol: "S$", name: "Singapore Dollar", rateToUsd: 1.3 },
  { code: "MYR", symbol: "RM", name: "Malaysian Ringgit", rateToUsd: 4.18 },
  { code: "IDR", symbol: "Rp", name: "Indonesian Rupiah", rateToUsd: 16650 },
  { code: "PHP", symbol: "₱", name: "Philippine Peso", rateToUsd: 58.8 },
  { code: "THB", symbol: "฿", name: "Thai Baht", rateToUsd: 32.4 },
  { code: "VND", symbol: "₫", name: "Vietnamese Dong", rateToUsd: 26300 },
  { code: "INR", symbol: "₹", name: "Indian Rupee", rateToUsd: 88.6 },
  { code: "BDT", symbol: "৳", name: "Bangladeshi Taka", rateToUsd: 122 },
  { code: "BRL", symbol: "R$", name: "Brazilian Real", rateToUsd: 5.35 },
  { code: "RUB", symbol: "₽", name: "Russian Ruble", rateToUsd: 79.5 },
  { code: "JPY", symbol: "¥", name: "Japanese Yen", rateToUsd: 154 },
  { code: "CNY", symbol: "CN¥", name: "Chinese Yuan", rateToUsd: 7.1 },
  { code: "SAR", symbol: "ر.س", name: "Saudi Riyal", rateToUsd: 3.75 },
  { code: "AED", symbol: "د.إ", name: "UAE Dirham", rateToUsd: 3.6725 },
];
