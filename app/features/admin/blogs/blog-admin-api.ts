import { AdminApiError, callAdminApi } from "#app/features/admin/admin-api.ts";
import { apiFetch, messageOf, readJsonBody } from "#app/lib/auth/api-fetch.ts";
import {
  type AdminBlogDetail,
  adminBlogGameOptionsReplySchema,
  adminBlogReplySchema,
} from "#contracts/admin-blogs.ts";
import { adminUploadReplySchema } from "#contracts/admin-uploads.ts";
import { languages } from "#contracts/language-names.ts";
import type { LanguageCode } from "#contracts/languages.ts";

/** Query keys of the guide screens: every list page shares the prefix `blogListKey`. */
export const blogListKey = ["admin", "blogs"] as const;
export const blogKey = (id: string) => ["admin", "blog", id] as const;
export const blogGamesKey = ["admin", "blog-games"] as const;

export async function loadBlog(id: string): Promise<AdminBlogDetail> {
  return (await callAdminApi(`/api/admin/blogs/${encodeURIComponent(id)}`, adminBlogReplySchema))
    .data;
}

export async function loadGameOptions() {
  return (await callAdminApi("/api/admin/blogs/games", adminBlogGameOptionsReplySchema)).data;
}

/**
 * Sends a cover to the upload endpoint (multipart field `file`); the server re-encodes it and
 * answers with the path of the wide image.
 */
export async function uploadGuideCover(file: File): Promise<string> {
  const form = new FormData();
  form.set("file", file);
  let response: Response;
  try {
    response = await apiFetch("/api/admin/uploads?kind=guide-cover", {
      method: "POST",
      body: form,
    });
  } catch {
    throw new AdminApiError(0, "");
  }
  const body = await readJsonBody(response);
  if (!response.ok) throw new AdminApiError(response.status, messageOf(body) ?? "");
  const parsed = adminUploadReplySchema.safeParse(body);
  if (!parsed.success) throw new AdminApiError(response.status, "");
  return parsed.data.data.image;
}

/** A language's own name ("Français"), for the switcher and the language chips. */
export function nativeNameOf(code: LanguageCode): string {
  return languages.find((language) => language.code === code)?.nativeName ?? code;
}
