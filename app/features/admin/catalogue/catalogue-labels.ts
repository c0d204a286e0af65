import type { TranslationKey } from "#app/lib/i18n.ts";
import type { GameCategory } from "#contracts/catalogue-rules.ts";

/** The interface text of each catalogue category (the stored value is the English key). */
export const categoryLabels: Record<GameCategory, TranslationKey> = {
  "Battle Royale": "adminCatalogue.catBattleRoyale",
  Shooter: "adminCatalogue.catShooter",
  MOBA: "adminCatalogue.catMoba",
  RPG: "adminCatalogue.catRpg",
  Strategy: "adminCatalogue.catStrategy",
  Sandbox: "adminCatalogue.catSandbox",
  Sports: "adminCatalogue.catSports",
  "Gift Cards": "adminCatalogue.catGiftCards",
};

export const tierLabels: Record<"instant" | "fast" | "standard", TranslationKey> = {
  instant: "adminCatalogue.tierInstant",
  fast: "adminCatalogue.tierFast",
  standard: "adminCatalogue.tierStandard",
};

export function categoryLabel(category: string): TranslationKey | null {
  return (categoryLabels as Record<string, TranslationKey>)[category] ?? null;
}

export const inputClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-3 text-sm text-white aria-[invalid=true]:border-red-400";
export const selectClass =
  "mt-1 h-10 w-full rounded-lg border border-white/10 bg-ink-950 px-2 text-sm text-white aria-[invalid=true]:border-red-400";
export const labelClass = "block text-xs font-semibold text-ink-300";
export const errorClass = "mt-1 text-xs font-semibold text-red-300";
