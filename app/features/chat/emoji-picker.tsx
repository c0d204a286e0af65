import {
  type EmojiPickerListCategoryHeaderProps,
  type EmojiPickerListEmojiProps,
  type EmojiPickerListRowProps,
  EmojiPicker as Frimousse,
} from "frimousse";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/lib/i18n.ts";
import { emojiDataPath, emojiLocaleFor } from "./emoji-data.ts";
import {
  addRecentEmoji,
  emojiOf,
  type RecentEmoji,
  readRecentEmojis,
  storeRecentEmojis,
} from "./emoji-recents.ts";

// The list's parts, as frimousse renders them (it passes their roles, indexes and styles).
const listComponents = {
  CategoryHeader: ({ category, ...rest }: EmojiPickerListCategoryHeaderProps) => (
    <div
      {...rest}
      className="bg-ink-900 px-1 pt-2 pb-1 text-[11px] font-bold tracking-wide text-ink-400 uppercase"
    >
      {category.label}
    </div>
  ),
  Row: ({ children, ...rest }: EmojiPickerListRowProps) => (
    <div {...rest} className="scroll-my-1">
      {children}
    </div>
  ),
  Emoji: ({ emoji, ...rest }: EmojiPickerListEmojiProps) => (
    <button
      {...rest}
      type="button"
      data-testid="emoji-option"
      className="flex h-9 w-9 items-center justify-center rounded-md text-xl data-[active]:bg-white/10"
    >
      {emoji.emoji}
    </button>
  ),
};

/** The picker is 300 px tall. */
export const emojiPickerHeight = 300;

/**
 * The composer's emoji panel: every Unicode emoji the device can draw (frimousse, with
 * Emojibase's names and keywords in the reader's language), a search field and the categories
 * as headings; recently used ones first (at most 14, kept in the browser) while nothing is
 * searched. The search has the focus when the panel opens (the emojis on a touch screen); the
 * arrow keys move through the emojis and Enter picks one. Escape or a click outside closes it; focus returns to the message
 * input.
 */
export function EmojiPicker(props: { onPick: (emoji: string) => void; onClose: () => void }) {
  const { t, lang } = useTranslation();
  const [recents, setRecents] = useState<RecentEmoji[]>(() => readRecentEmojis());
  const [search, setSearch] = useState("");
  const panel = useRef<HTMLDivElement>(null);
  const searchField = useRef<HTMLInputElement>(null);
  const viewport = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  // Once, on opening (the composer re-renders with every chat event, and the focus must stay
  // where the user has put it since). With a keyboard, typing searches at once; on a touch
  // screen the focus goes to the emojis, so the on-screen keyboard does not cover the panel
  // until the search is tapped.
  useEffect(() => {
    if (window.matchMedia?.("(pointer: coarse)").matches) viewport.current?.focus();
    else searchField.current?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") onClose();
    };
    const onPointer = (event: PointerEvent) => {
      const target = event.target as Node;
      if (
        panel.current &&
        !panel.current.contains(target) &&
        !(target as Element).closest?.("[data-emoji-toggle]")
      ) {
        onClose();
      }
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [onClose]);

  const pick = (emoji: string) => {
    const next = addRecentEmoji(recents, emoji);
    setRecents(next);
    storeRecentEmojis(next);
    props.onPick(emoji);
  };

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t("chat.emojiPicker")}
      data-testid="emoji-picker"
      style={{ height: emojiPickerHeight }}
      className="absolute bottom-full start-0 z-20 mb-2 w-[min(22rem,calc(100vw-2rem))] rounded-xl border border-white/10 bg-ink-900 shadow-2xl shadow-black/60"
    >
      <Frimousse.Root
        locale={emojiLocaleFor(lang)}
        emojibaseUrl={emojiDataPath}
        columns={8}
        onEmojiSelect={(emoji) => pick(emoji.emoji)}
        className="flex h-full flex-col p-2"
      >
        <Frimousse.Search
          ref={searchField}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          placeholder={t("chat.emojiSearch")}
          aria-label={t("chat.emojiSearch")}
          data-testid="emoji-search"
          className="mb-2 h-9 w-full shrink-0 rounded-lg border border-white/10 bg-ink-800/70 px-3 text-sm text-ink-100 placeholder:text-ink-400 focus:border-neon-violet focus:outline-none"
        />
        {recents.length > 0 && search.trim() === "" ? (
          <section aria-label={t("chat.emojiRecent")} className="mb-1 shrink-0">
            <h3 className="px-1 pb-1 text-[11px] font-bold tracking-wide text-ink-400 uppercase">
              {t("chat.emojiRecent")}
            </h3>
            <div className="flex flex-wrap gap-0.5">
              {recents.map((entry) => {
                const emoji = emojiOf(entry.unified);
                return (
                  <button
                    key={entry.unified}
                    type="button"
                    className="flex h-9 w-9 items-center justify-center rounded-md text-xl hover:bg-white/10"
                    data-testid="emoji-recent"
                    onClick={() => pick(emoji)}
                  >
                    {emoji}
                  </button>
                );
              })}
            </div>
          </section>
        ) : null}
        <Frimousse.Viewport
          ref={viewport}
          className="relative min-h-0 flex-1 outline-none focus-visible:ring-2 focus-visible:ring-neon-violet"
          tabIndex={0}
          aria-label={t("chat.emojiPicker")}
        >
          <Frimousse.Loading className="absolute inset-0 flex items-center justify-center text-sm text-ink-400">
            {t("chat.emojiLoading")}
          </Frimousse.Loading>
          <Frimousse.Empty className="absolute inset-0 flex items-center justify-center text-sm text-ink-400">
            {t("chat.emojiNoResults")}
          </Frimousse.Empty>
          <Frimousse.List className="select-none pb-1" components={listComponents} />
        </Frimousse.Viewport>
      </Frimousse.Root>
    </div>
  );
}
