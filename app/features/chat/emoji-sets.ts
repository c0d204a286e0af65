// Symbols drawn as plain text unless followed by the emoji presentation selector (U+FE0F).
const textByDefault = new Set([..."✌☝✍❤⚔⚠🕹🛡🗡♟🎖🖐"]);

function emojisOf(list: string): string[] {
  return [...list].map((char) => (textByDefault.has(char) ? `${char}\uFE0F` : char));
}

/**
 * The picker's emojis by group: the ones a gaming chat uses, kept small on purpose (a full
 * Unicode picker would weigh more than the whole chat). Each string is one emoji.
 */
export const emojiGroups = [
  {
    id: "smileys",
    emojis: emojisOf(
      "😀😃😄😁😆😅🤣😂🙂😉😊😇🥰😍🤩😘😋😛😜🤪😎🤓🧐🤔🤨😐😑😶🙄😏😬😌😴🤤😷🤒🥵🥶🥴😵🤯🤠🥳😕😟🙁😮😯😲😳🥺😦😧😨😰😥😢😭😱😖😣😞😓😩😫🥱😤😡😠🤬😈👿💀👻👽🤖💩",
    ),
  },
  {
    id: "gestures",
    emojis: emojisOf("👍👎👌✌🤞🤟🤘🤙👈👉👆👇☝✋🤚🖐🖖👋🤝🙏💪👏🙌👐🤲✍🫡🫶"),
  },
  {
    id: "hearts",
    emojis: emojisOf("❤🧡💛💚💙💜🖤🤍🤎💔💕💞💓💗💖💘💝✨⭐🌟💫🔥💯💥"),
  },
  {
    id: "gaming",
    emojis: emojisOf("🎮🕹🎯🏆🥇🥈🥉🏅🎖👑💎💰💵🪙🎁🎉🎊🚀⚔🛡🏹🔫💣🧨🗡🐉🦄👾🎲♟🃏"),
  },
  {
    id: "food",
    emojis: emojisOf("🍕🍔🍟🌭🍿🥤🧃☕🍩🍪🎂🍰🍫🍬🍭🍎🍉🍓🍌🥑"),
  },
  {
    id: "symbols",
    emojis: emojisOf("✅❌⚠❓❗💤💬💭🔔⏰⌛⏳📌📎🔗🔒🔑🆗🆕🆒🆙"),
  },
] as const;

export type EmojiGroupId = (typeof emojiGroups)[number]["id"];
