import { Link as LinkExtension } from "@tiptap/extension-link";
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import { StarterKit } from "@tiptap/starter-kit";
import {
  Bold,
  Code,
  CornerDownLeft,
  Heading2,
  Heading3,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Pilcrow,
  Quote,
  Redo2,
  Undo2,
} from "lucide-react";
import { useState } from "react";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { TextField } from "#app/components/ui/form-field.tsx";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import { isAllowedGuideHref } from "#contracts/admin-guides-rules.ts";

/**
 * The guide editor's rich text: only what the server's guide sanitizer keeps (h2, h3,
 * paragraphs, lists, bold, italic, links, blockquote, inline code, line breaks), so what an
 * editor sees is what readers get. Links must be https or relative. Tiptap loads only with the
 * editor screen (a lazy route); on the server it renders an empty frame (immediatelyRender off).
 */
export function RichTextEditor(props: {
  /** The HTML the editor starts with; it is not watched afterwards (remount with a `key`). */
  initialHtml: string;
  onChange: (html: string, text: string) => void;
  /** The starting text without markup, once the editor has read it (for the excerpt). */
  onReady?: (text: string) => void;
  label: string;
  /** Ids of messages that describe the text (its error). */
  describedBy?: string | undefined;
  invalid?: boolean;
  dir?: "ltr" | "rtl";
  lang?: string;
}) {
  const { t } = useTranslation();
  const [linkOpen, setLinkOpen] = useState(false);
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        link: false,
      }),
      LinkExtension.configure({
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        protocols: [],
        isAllowedUri: (url) => isAllowedGuideHref(url),
        shouldAutoLink: (url) => isAllowedGuideHref(url),
        // The sanitizer keeps only href: target and rel would only be dropped on save.
        HTMLAttributes: { target: null, rel: null, class: null },
      }),
    ],
    content: props.initialHtml,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-label": props.label,
        ...(props.describedBy ? { "aria-describedby": props.describedBy } : {}),
        ...(props.invalid ? { "aria-invalid": "true" } : {}),
        ...(props.dir ? { dir: props.dir } : {}),
        ...(props.lang ? { lang: props.lang } : {}),
        class:
          "prose-guide min-h-72 max-w-none rounded-b-lg border border-t-0 border-white/10 bg-ink-800/70 px-4 py-3 focus:outline-2 focus:outline-neon-cyan",
        "data-testid": "guide-editor-content",
      },
    },
    onCreate: ({ editor: current }) => {
      props.onReady?.(current.getText({ blockSeparator: " " }));
    },
    onUpdate: ({ editor: current }) => {
      // The empty paragraph Tiptap keeps at the end (to type after a heading or a list) is not
      // part of the guide.
      const html = current.getHTML().replace(/(?:<p><\/p>)+$/, "");
      props.onChange(html, current.getText({ blockSeparator: " " }));
    },
  });

  return (
    <div data-testid="guide-editor">
      {editor ? (
        <Toolbar editor={editor} onLink={() => setLinkOpen(true)} />
      ) : (
        <div className="h-11 rounded-t-lg border border-white/10 bg-ink-850" aria-hidden="true" />
      )}
      {editor ? (
        <EditorContent editor={editor} />
      ) : (
        <div className="min-h-72 rounded-b-lg border border-t-0 border-white/10 bg-ink-800/70" />
      )}
      {editor && linkOpen ? (
        <LinkDialog
          editor={editor}
          onClose={() => {
            setLinkOpen(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      <p className="sr-only">{t("adminGuides.editorShortcuts")}</p>
    </div>
  );
}

type ToolDef = {
  id: string;
  icon: LucideIcon;
  label: TranslationKey;
  /** Whether the tool's mark or block is where the cursor is (aria-pressed); null: an action. */
  active: ((editor: Editor) => boolean) | null;
  run: (editor: Editor) => void;
  can?: (editor: Editor) => boolean;
};

const tools: ToolDef[][] = [
  [
    {
      id: "bold",
      icon: Bold,
      label: "adminGuides.toolBold",
      active: (e) => e.isActive("bold"),
      run: (e) => e.chain().focus().toggleBold().run(),
    },
    {
      id: "italic",
      icon: Italic,
      label: "adminGuides.toolItalic",
      active: (e) => e.isActive("italic"),
      run: (e) => e.chain().focus().toggleItalic().run(),
    },
    {
      id: "code",
      icon: Code,
      label: "adminGuides.toolCode",
      active: (e) => e.isActive("code"),
      run: (e) => e.chain().focus().toggleCode().run(),
    },
  ],
  [
    {
      id: "paragraph",
      icon: Pilcrow,
      label: "adminGuides.toolParagraph",
      active: (e) => e.isActive("paragraph"),
      run: (e) => e.chain().focus().setParagraph().run(),
    },
    {
      id: "h2",
      icon: Heading2,
      label: "adminGuides.toolHeading2",
      active: (e) => e.isActive("heading", { level: 2 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      id: "h3",
      icon: Heading3,
      label: "adminGuides.toolHeading3",
      active: (e) => e.isActive("heading", { level: 3 }),
      run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
    },
  ],
  [
    {
      id: "bullets",
      icon: List,
      label: "adminGuides.toolBulletList",
      active: (e) => e.isActive("bulletList"),
      run: (e) => e.chain().focus().toggleBulletList().run(),
    },
    {
      id: "numbers",
      icon: ListOrdered,
      label: "adminGuides.toolOrderedList",
      active: (e) => e.isActive("orderedList"),
      run: (e) => e.chain().focus().toggleOrderedList().run(),
    },
    {
      id: "quote",
      icon: Quote,
      label: "adminGuides.toolQuote",
      active: (e) => e.isActive("blockquote"),
      run: (e) => e.chain().focus().toggleBlockquote().run(),
    },
  ],
  [
    {
      id: "link",
      icon: Link2,
      label: "adminGuides.toolLink",
      active: (e) => e.isActive("link"),
      // Opened by the toolbar itself (a dialog).
      run: () => {},
    },
    {
      id: "break",
      icon: CornerDownLeft,
      label: "adminGuides.toolLineBreak",
      active: null,
      run: (e) => e.chain().focus().setHardBreak().run(),
    },
  ],
  [
    {
      id: "undo",
      icon: Undo2,
      label: "adminGuides.toolUndo",
      active: null,
      run: (e) => e.chain().focus().undo().run(),
      can: (e) => e.can().undo(),
    },
    {
      id: "redo",
      icon: Redo2,
      label: "adminGuides.toolRedo",
      active: null,
      run: (e) => e.chain().focus().redo().run(),
      can: (e) => e.can().redo(),
    },
  ],
];

const allTools = tools.flat();

function Toolbar({ editor, onLink }: { editor: Editor; onLink: () => void }) {
  const { t } = useTranslation();
  // Re-rendered on every selection or content change, only with what the buttons show.
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(
        allTools.map((tool) => [
          tool.id,
          {
            active: tool.active ? tool.active(current) : null,
            enabled: tool.can ? tool.can(current) : true,
          },
        ]),
      ) as Record<string, { active: boolean | null; enabled: boolean }>,
  });

  // Arrow keys move along the toolbar as well as Tab does (the toolbar pattern).
  const onKeyDown = (event: React.KeyboardEvent<HTMLDivElement>) => {
    if (!["ArrowLeft", "ArrowRight", "Home", "End"].includes(event.key)) return;
    const buttons = [
      ...event.currentTarget.querySelectorAll<HTMLButtonElement>("button:not(:disabled)"),
    ];
    const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
    if (index < 0) return;
    event.preventDefault();
    const rtl = getComputedStyle(event.currentTarget).direction === "rtl";
    const forward = (event.key === "ArrowRight") !== rtl;
    const next =
      event.key === "Home"
        ? 0
        : event.key === "End"
          ? buttons.length - 1
          : (index + (forward ? 1 : -1) + buttons.length) % buttons.length;
    buttons[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={t("adminGuides.toolbar")}
      onKeyDown={onKeyDown}
      className="flex flex-wrap items-center gap-1 rounded-t-lg border border-white/10 bg-ink-850 p-1.5"
    >
      {tools.map((group) => (
        <div
          key={group[0]?.id}
          className="flex gap-1 border-e border-white/10 pe-1 last:border-e-0"
        >
          {group.map((tool) => {
            const Icon = tool.icon;
            const current = state[tool.id];
            const pressed = current?.active ?? null;
            return (
              <button
                key={tool.id}
                type="button"
                aria-label={t(tool.label)}
                title={t(tool.label)}
                {...(pressed === null ? {} : { "aria-pressed": pressed })}
                disabled={current?.enabled === false}
                onMouseDown={(event) => event.preventDefault()}
                onClick={() => (tool.id === "link" ? onLink() : tool.run(editor))}
                className="flex h-9 w-9 items-center justify-center rounded-md text-ink-100 hover:bg-white/10 disabled:opacity-40 aria-pressed:bg-neon-violet/30 aria-pressed:text-white"
              >
                <Icon className="h-4 w-4" aria-hidden="true" />
              </button>
            );
          })}
        </div>
      ))}
    </div>
  );
}

/** Adds, changes or removes the link at the selection. Only https or relative URLs. */
function LinkDialog(props: { editor: Editor; onClose: () => void }) {
  const { t } = useTranslation();
  const { editor } = props;
  const hasLink = editor.isActive("link");
  // Opens on the current link's address.
  const [href, setHref] = useState(
    () => (editor.getAttributes("link").href as string | undefined) ?? "",
  );
  const [error, setError] = useState<string | undefined>();

  const submit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // React passes events up through portals: the guide's own form must not submit too.
    event.stopPropagation();
    const value = href.trim();
    if (!isAllowedGuideHref(value)) {
      setError(t("adminGuides.linkInvalid"));
      return;
    }
    if (editor.state.selection.empty && !hasLink) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: "text",
          text: value,
          marks: [{ type: "link", attrs: { href: value } }],
        })
        .run();
    } else {
      editor.chain().focus().extendMarkRange("link").setLink({ href: value }).run();
    }
    props.onClose();
  };

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) props.onClose();
      }}
      title={t(hasLink ? "adminGuides.linkEditTitle" : "adminGuides.linkAddTitle")}
      description={t("adminGuides.linkHelp")}
      closeLabel={t("adminGuides.close")}
      testId="guide-link-dialog"
    >
      <form className="mt-5 space-y-4" onSubmit={submit} noValidate>
        <TextField
          label={t("adminGuides.linkUrl")}
          name="href"
          type="text"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          placeholder="https://example.com, /games/pubg-mobile"
          value={href}
          onChange={(event) => {
            setHref(event.target.value);
            setError(undefined);
          }}
          error={error}
          autoFocus
        />
        <div className="flex flex-wrap justify-end gap-2">
          {hasLink ? (
            <button
              type="button"
              className="btn-ghost me-auto text-red-200"
              onClick={() => {
                editor.chain().focus().extendMarkRange("link").unsetLink().run();
                props.onClose();
              }}
            >
              {t("adminGuides.linkRemove")}
            </button>
          ) : null}
          <button type="button" className="btn-ghost" onClick={props.onClose}>
            {t("adminGuides.cancel")}
          </button>
          <button type="submit" className="btn-primary">
            {t("adminGuides.linkApply")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
