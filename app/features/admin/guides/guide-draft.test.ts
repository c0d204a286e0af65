import { describe, expect, it } from "vitest";
import type { AdminGuideDetail } from "#contracts/admin-guides.ts";
import { checkGuideDraft, draftsOf, emptyDraft, metaOf } from "./guide-draft.ts";

// The key stands in for its text: what is checked is which message is chosen.
const t = (key: string) => key;

describe("checkGuideDraft", () => {
  it("asks a new guide for a title, a slug and a valid cover", () => {
    const found = checkGuideDraft({
      guide: null,
      drafts: draftsOf(null),
      meta: { ...metaOf(null), coverImage: "javascript:alert(1)" },
      metaDirty: false,
      slug: "",
      t,
    });
    expect(found.language).toBe("en");
    expect(found.errors).toMatchObject({
      title: "adminGuides.titleRequired",
      slug: "adminGuides.slugInvalid",
      coverImage: "adminGuides.coverInvalid",
    });
  });

  it("points at the first language whose changed text is empty", () => {
    const found = checkGuideDraft({
      guide: { id: "g1" } as AdminGuideDetail,
      drafts: {
        en: { ...emptyDraft, title: "Kept", text: "Kept", dirty: false },
        fr: { ...emptyDraft, title: "Guide", text: "  ", dirty: true },
      },
      meta: metaOf(null),
      metaDirty: false,
      slug: "kept",
      t,
    });
    expect(found).toEqual({
      errors: { content: "adminGuides.contentRequired" },
      language: "fr",
    });
  });
});
