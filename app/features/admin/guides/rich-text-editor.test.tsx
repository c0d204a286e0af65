// @vitest-environment happy-dom
import { render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { createTranslator, TranslationProvider } from "#app/lib/i18n.ts";
import { en } from "#app/locales/en.ts";
import { RichTextEditor } from "./rich-text-editor.tsx";

const translator = createTranslator("en", en);

function Editor(props: { onChange?: (html: string, text: string) => void }) {
  return (
    <TranslationProvider translator={translator}>
      <RichTextEditor
        initialHtml="<h2>Part</h2><p>Hello <strong>world</strong></p>"
        label="Guide content"
        onChange={props.onChange ?? (() => {})}
      />
    </TranslationProvider>
  );
}

describe("RichTextEditor", () => {
  it("renders on the server as an empty frame, without Tiptap touching the DOM", () => {
    const html = renderToString(<Editor />);
    expect(html).toContain('data-testid="guide-editor"');
    expect(html).not.toContain("contenteditable");
  });

  it("in the browser: a labelled multiline textbox and a toolbar of labelled toggle buttons", async () => {
    const onChange = vi.fn();
    render(<Editor onChange={onChange} />);
    const textbox = await screen.findByRole("textbox", { name: "Guide content" });
    expect(textbox.getAttribute("aria-multiline")).toBe("true");
    await waitFor(() => expect(textbox.innerHTML).toContain("<h2>Part</h2>"));
    const toolbar = screen.getByRole("toolbar", { name: "Text formatting" });
    for (const name of [
      "Bold",
      "Italic",
      "Heading",
      "Subheading",
      "Bulleted list",
      "Link",
      "Undo",
    ]) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`), name).not.toBeNull();
    }
    // Toggles say whether they are on; plain actions (undo) do not.
    expect(toolbar.querySelector('button[aria-label="Bold"]')?.hasAttribute("aria-pressed")).toBe(
      true,
    );
    expect(toolbar.querySelector('button[aria-label="Undo"]')?.hasAttribute("aria-pressed")).toBe(
      false,
    );
    // Only the levels the sanitizer keeps: no h1 button, no code block or strike.
    expect(toolbar.querySelector('button[aria-label="Strike"]')).toBeNull();
  });
});
