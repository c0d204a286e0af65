/**
 * A guide being edited, held in the browser until it is saved: its texts per language, its
 * details, and the checks run before saving (the API's own schemas, so both sides agree).
 */
import type { Translate } from "#app/lib/i18n.ts";
import {
  type AdminGuideDetail,
  adminGuideCoverSchema,
  adminGuideTitleSchema,
} from "#contracts/admin-guides.ts";
import { type AdminGuideStatus, adminGuideTitleMaxLength } from "#contracts/admin-guides-rules.ts";
import { guideSlugSchema } from "#contracts/guides.ts";
import type { LanguageCode } from "#contracts/languages.ts";

export type TextDraft = {
  title: string;
  html: string;
  /** The text without markup (excerpt preview); null until the editor has read it. */
  text: string | null;
  /** The stored excerpt, shown until the editor reports the text. */
  storedExcerpt: string;
  dirty: boolean;
};

export type Meta = {
  slug: string;
  /** Until the slug is typed by hand it follows the title. */
  slugEdited: boolean;
  coverImage: string;
  gameSlugs: string[];
  status: AdminGuideStatus;
};

export type FieldErrors = Partial<
  Record<"title" | "content" | "slug" | "coverImage" | "games", string>
>;

/** The texts being edited, one entry a language the guide has or is being translated into. */
export type Drafts = Partial<Record<LanguageCode, TextDraft>>;

export function draftsOf(guide: AdminGuideDetail | null): Drafts {
  if (!guide) {
    return { en: { title: "", html: "", text: "", storedExcerpt: "", dirty: false } };
  }
  return Object.fromEntries(
    guide.texts.map((text) => [
      text.language,
      {
        title: text.title,
        html: text.contentHtml,
        text: null,
        storedExcerpt: text.excerpt,
        dirty: false,
      },
    ]),
  );
}

export function metaOf(guide: AdminGuideDetail | null): Meta {
  return {
    slug: guide?.slug ?? "",
    slugEdited: guide !== null,
    coverImage: guide?.coverImage ?? "",
    gameSlugs: guide?.gameSlugs ?? [],
    status: guide?.status ?? "draft",
  };
}

function firstIssue(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

/** A language with no text yet. */
export const emptyDraft: TextDraft = {
  title: "",
  html: "",
  text: "",
  storedExcerpt: "",
  dirty: false,
};

/**
 * What stops a save: the field errors to show and the first language with a problem (the form
 * switches to it). Unchanged texts of a stored guide and its unchanged details are not checked.
 */
export function checkGuideDraft(input: {
  guide: AdminGuideDetail | null;
  drafts: Partial<Record<LanguageCode, TextDraft>>;
  meta: Meta;
  metaDirty: boolean;
  /** The slug as it will be sent (typed, or made from the source title). */
  slug: string;
  t: Translate;
}): { errors: FieldErrors; language: LanguageCode | null } {
  const { guide, drafts, meta, metaDirty, slug, t } = input;
  const found: FieldErrors = {};
  let badLanguage: LanguageCode | null = null;
  for (const [code, entry] of Object.entries(drafts) as [LanguageCode, TextDraft][]) {
    if (!entry.dirty && guide) continue;
    const titleError = firstIssue(adminGuideTitleSchema.safeParse(entry.title));
    const contentError =
      entry.text !== null && entry.text.trim() === ""
        ? t("adminGuides.contentRequired")
        : undefined;
    if ((titleError || contentError) && !badLanguage) {
      badLanguage = code;
      if (titleError) {
        found.title = titleError.includes("required")
          ? t("adminGuides.titleRequired")
          : titleError.includes("characters or fewer")
            ? t("adminGuides.titleTooLong", { max: adminGuideTitleMaxLength })
            : t("adminGuides.titleInvalid");
      }
      if (contentError) found.content = contentError;
    }
  }
  if (!guide || metaDirty) {
    if (meta.slugEdited || slug) {
      if (!guideSlugSchema.safeParse(slug).success) found.slug = t("adminGuides.slugInvalid");
    } else if (!guide) {
      found.slug = t("adminGuides.slugInvalid");
    }
    if (!adminGuideCoverSchema.safeParse(meta.coverImage).success) {
      found.coverImage = t("adminGuides.coverInvalid");
    }
  }
  return { errors: found, language: badLanguage };
}
