import { describe, expect, it } from "vitest";
import { emptyDraft, errorsOf, inputOf } from "./game-draft.ts";

// The key stands in for its text: what is checked is which message is chosen.
const t = (key: string) => key;

describe("game draft", () => {
  it("tells each empty required field by its path, with the cover's own message", () => {
    const errors = errorsOf(emptyDraft, t);
    expect(errors.title).toBe("adminCatalogue.required");
    expect(errors.image).toBe("adminCatalogue.coverRequired");
  });

  it("sends a text field's pattern but never a select's", () => {
    const field = emptyDraft.playerIdFields[0]!;
    const draft = {
      ...emptyDraft,
      playerIdFields: [
        { ...field, kind: "text" as const, pattern: "^[0-9]+$" },
        { ...field, key: "server", kind: "select" as const, pattern: "^x$", options: [] },
      ],
    };
    const [text, select] = inputOf(draft).playerIdFields ?? [];
    expect(text).toMatchObject({ pattern: "^[0-9]+$" });
    expect(select).not.toHaveProperty("pattern");
    expect(select).toMatchObject({ options: [] });
  });
});
