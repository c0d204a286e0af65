/**
 * A game being edited, held in the browser until it is saved: the form's fields, the request
 * they make, and the form's messages from the API's own schema (so both sides agree).
 */
import type { Translate } from "#app/lib/i18n.ts";
import {
  type AdminGame,
  type AdminGameInput,
  adminGameInputSchema,
} from "#contracts/admin-catalogue.ts";
import {
  type deliveryTiers,
  type GameCategory,
  gameCategories,
} from "#contracts/catalogue-rules.ts";
import { draftUid, type PlayerIdFieldDraft } from "./player-id-fields-editor.tsx";

export type Draft = {
  title: string;
  slug: string;
  publisher: string;
  category: GameCategory;
  description: string;
  region: string;
  deliveryTier: (typeof deliveryTiers)[number];
  deliveryKind: "direct" | "code";
  keywords: string;
  image: string;
  portraitImage: string;
  squareImage: string;
  playerIdFields: PlayerIdFieldDraft[];
};

export const emptyDraft: Draft = {
  title: "",
  slug: "",
  publisher: "",
  category: "RPG",
  description: "",
  region: "Global",
  deliveryTier: "instant",
  deliveryKind: "direct",
  keywords: "",
  image: "",
  portraitImage: "",
  squareImage: "",
  playerIdFields: [
    {
      uid: draftUid(),
      key: "userId",
      label: "User ID",
      kind: "text",
      placeholder: "",
      pattern: "",
      options: [],
    },
  ],
};

export function draftOf(game: AdminGame): Draft {
  return {
    title: game.title,
    slug: game.slug,
    publisher: game.publisher,
    category: (gameCategories as readonly string[]).includes(game.category)
      ? (game.category as GameCategory)
      : "RPG",
    description: game.description,
    region: game.region,
    deliveryTier: game.deliveryTier,
    deliveryKind: game.deliveryKind,
    keywords: game.keywords,
    image: game.image,
    portraitImage: game.portraitImage,
    squareImage: game.squareImage,
    playerIdFields: game.playerIdFields.map((field) => ({
      uid: draftUid(),
      key: field.key,
      label: field.label,
      kind: field.kind,
      placeholder: field.placeholder ?? "",
      pattern: field.pattern ?? "",
      options: (field.options ?? []).map((option) => ({ uid: draftUid(), ...option })),
    })),
  };
}

export function inputOf(draft: Draft): AdminGameInput {
  return {
    title: draft.title,
    slug: draft.slug,
    publisher: draft.publisher,
    category: draft.category,
    description: draft.description,
    region: draft.region,
    deliveryTier: draft.deliveryTier,
    deliveryKind: draft.deliveryKind,
    keywords: draft.keywords,
    image: draft.image,
    portraitImage: draft.portraitImage,
    squareImage: draft.squareImage,
    playerIdFields: draft.playerIdFields.map((field) => ({
      key: field.key,
      label: field.label,
      kind: field.kind,
      ...(field.placeholder.trim() ? { placeholder: field.placeholder } : {}),
      ...(field.kind === "text" && field.pattern ? { pattern: field.pattern } : {}),
      ...(field.kind === "select"
        ? { options: field.options.map(({ value, label }) => ({ value, label })) }
        : {}),
    })),
  };
}

/** The interface text for a schema issue, by the field it is about. */
function messageOf(path: (string | number | symbol)[], message: string, t: Translate): string {
  const last = String(path[path.length - 1] ?? "");
  const inField = path[0] === "playerIdFields" && path.length > 1;
  if (last === "image" || last === "portraitImage" || last === "squareImage") {
    return t("adminCatalogue.coverRequired");
  }
  if (last === "slug") return t("adminCatalogue.slugFormat");
  if (inField && last === "key") {
    return message.includes("another field")
      ? t("adminCatalogue.keyDuplicate")
      : t("adminCatalogue.keyFormat");
  }
  if (inField && last === "options") {
    return message.includes("twice")
      ? t("adminCatalogue.optionDuplicate")
      : t("adminCatalogue.optionsRequired");
  }
  if (inField && (last === "value" || last === "label") && path.includes("options")) {
    return t("adminCatalogue.optionRequired");
  }
  if (inField && last === "pattern") return t("adminCatalogue.patternInvalid");
  if (message.includes("characters or fewer")) return t("adminCatalogue.tooLong");
  if (message.includes("control characters")) return t("adminCatalogue.controlCharacters");
  return t("adminCatalogue.required");
}

/** The form's messages by field path ("title", "playerIdFields.0.pattern"…). */
export function errorsOf(draft: Draft, t: Translate): Record<string, string> {
  const parsed = adminGameInputSchema.safeParse(inputOf(draft));
  if (parsed.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    // An option's own problem is shown under the options list.
    const optionAt = issue.path.indexOf("options");
    const path =
      (optionAt > 0 ? issue.path.slice(0, optionAt + 1) : issue.path).join(".") || "form";
    errors[path] ??= messageOf(issue.path, issue.message, t);
  }
  return errors;
}
