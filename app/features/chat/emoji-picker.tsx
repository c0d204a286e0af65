import { useEffect, useRef, useState } from "react";
import { type TranslationKey, useTranslation } from "#app/lib/i18n.ts";
import {
  addRecentEmoji,
  emojiOf,
  type RecentEmoji,
  readRecentEmojis,
  storeRecentEmojis,
} from "./emoji-recents.ts";
import { emojiGroups } from "./emoji-sets.ts";

/** The picker is 300 px tall. */
export const emojiPickerHeight = 300;

const groupLabels: Record<(typeof emojiGroups)[number]["id"], TranslationKey> = {
  smileys: "chat.emojiSmileys",
  gestures: "chat.emojiGestures",
  hearts: "chat.emojiHearts",
  gaming: "chat.emojiGaming",
  food: "chat.emojiFood",
  symbols: "chat.emojiSymbols",
};

/**
 * The composer's emoji panel: recently used first (at most 14, kept in the browser), then the
 * groups. Escape or a click outside closes it; focus returns to the message input.
 */
export function EmojiPicker(props: { onPick: (emoji: string) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const [recents, setRecents] = useState<RecentEmoji[]>(() => readRecentEmojis());
  const panel = useRef<HTMLDivElement>(null);
  const { onClose } = props;

  useEffect(() => {
    panel.current?.querySelector<HTMLButtonElement>("button")?.focus();
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

  const sections = [
    ...(recents.length > 0
      ? [
          {
            id: "recent",
            label: t("chat.emojiRecent"),
            emojis: recents.map((entry) => emojiOf(entry.unified)),
          },
        ]
      : []),
    ...emojiGroups.map((group) => ({
      id: group.id,
      label: t(groupLabels[group.id]),
      emojis: group.emojis as readonly string[],
    })),
  ];

  return (
    <div
      ref={panel}
      role="dialog"
      aria-label={t("chat.emojiPicker")}
      data-testid="emoji-picker"
      style={{ height: emojiPickerHeight }}
      className="absolute bottom-full start-0 z-20 mb-2 w-[min(20rem,calc(100vw-2rem))] overflow-y-auto rounded-xl border border-white/10 bg-ink-900 p-2 shadow-2xl shadow-black/60"
    >
      {sections.map((section) => (
        <section key={section.id} aria-label={section.label} className="mb-2">
          <h3 className="sticky top-0 bg-ink-900 px-1 py-1 text-[11px] font-bold uppercase tracking-wide text-ink-400">
            {section.label}
          </h3>
          <div className="grid grid-cols-8 gap-0.5">
            {section.emojis.map((emoji) => (
              <button
                key={`${section.id}-${emoji}`}
                type="button"
                className="flex h-9 w-9 items-center justify-center rounded-md text-xl hover:bg-white/10"
                data-testid={section.id === "recent" ? "emoji-recent" : undefined}
                onClick={() => pick(emoji)}
              >
                {emoji}
              </button>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
