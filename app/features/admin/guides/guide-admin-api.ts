import { adminUpload, callAdminApi } from "#app/features/admin/admin-api.ts";
import {
  type AdminGuideDetail,
  adminGuideDeletedReplySchema,
  adminGuideGameOptionsReplySchema,
  adminGuideReplySchema,
} from "#contracts/admin-guides.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";
import type { Meta, TextDraft } from "./guide-draft.ts";

/** Query keys of the guide screens: every list page shares the prefix `guideListKey`. */
export const guideListKey = ["admin", "blogs"] as const;
export const guideKey = (id: string) => ["admin", "blog", id] as const;
export const guideGamesKey = ["admin", "blog-games"] as const;

export async function loadGuide(id: string): Promise<AdminGuideDetail> {
  return (await callAdminApi(`/api/admin/blogs/${encodeURIComponent(id)}`, adminGuideReplySchema))
    .data;
}

export async function loadGameOptions() {
  return (await callAdminApi("/api/admin/blogs/games", adminGuideGameOptionsReplySchema)).data;
}

/**
 * Sends a cover to the upload endpoint (multipart field `file`); the server re-encodes it and
 * answers with the path of the wide image.
 */
export async function uploadGuideCover(file: File): Promise<string> {
  return (await adminUpload("/api/admin/uploads?kind=guide-cover", file)).data.image;
}

/** Creates a guide from its source text and details; answers the stored guide. */
export async function createGuide(input: {
  text: TextDraft | undefined;
  meta: Meta;
  source: LanguageCode;
}): Promise<AdminGuideDetail> {
  const { text, meta, source } = input;
  return (
    await callAdminApi("/api/admin/blogs", adminGuideReplySchema, {
      method: "POST",
      body: {
        title: text?.title ?? "",
        contentHtml: text?.html ?? "",
        ...(meta.slugEdited ? { slug: meta.slug } : {}),
        sourceLanguage: source,
        coverImage: meta.coverImage,
        gameSlugs: meta.gameSlugs,
        status: meta.status,
      },
    })
  ).data;
}

/**
 * Saves a stored guide's changed texts, then its details when `meta` is given (texts first, so
 * publishing in the same save publishes the new words). Answers the guide after the last call,
 * or null when nothing was sent.
 */
export async function saveGuideChanges(
  target: AdminGuideDetail,
  changes: {
    drafts: Partial<Record<LanguageCode, TextDraft>>;
    meta: Meta | null;
    onTextSaved: (code: LanguageCode, entry: TextDraft) => void;
  },
): Promise<AdminGuideDetail | null> {
  let latest: AdminGuideDetail | null = null;
  for (const [code, entry] of Object.entries(changes.drafts) as [LanguageCode, TextDraft][]) {
    if (!entry.dirty) continue;
    latest = (
      await callAdminApi(`/api/admin/blogs/${target.id}/texts/${code}`, adminGuideReplySchema, {
        method: "PUT",
        body: { title: entry.title, contentHtml: entry.html },
      })
    ).data;
    changes.onTextSaved(code, entry);
  }
  const { meta } = changes;
  if (meta) {
    latest = (
      await callAdminApi(`/api/admin/blogs/${target.id}`, adminGuideReplySchema, {
        method: "PUT",
        body: {
          slug: meta.slug,
          coverImage: meta.coverImage,
          gameSlugs: meta.gameSlugs,
          status: meta.status,
        },
      })
    ).data;
  }
  return latest;
}

export async function deleteGuideTranslation(
  id: string,
  language: LanguageCode,
): Promise<AdminGuideDetail> {
  return (
    await callAdminApi(`/api/admin/blogs/${id}/texts/${language}`, adminGuideReplySchema, {
      method: "DELETE",
    })
  ).data;
}

export function deleteGuide(id: string) {
  return callAdminApi(`/api/admin/blogs/${id}`, adminGuideDeletedReplySchema, {
    method: "DELETE",
  });
}

/** A language's own name ("Français"), for the switcher and the language chips. */
export function nativeNameOf(code: LanguageCode): string {
  return languages.find((language) => language.code === code)?.nativeName ?? code;
}
