import { describe, expect, it } from "vitest";
import {
  addRecentEmoji,
  emojiOf,
  emojiRecentsCap,
  parseRecentEmojis,
  unifiedOf,
} from "./emoji-recents.ts";

describe("recent emojis", () => {
  it("stores code points and reads them back", () => {
    expect(unifiedOf("😀")).toBe("1f600");
    expect(unifiedOf("❤️")).toBe("2764-fe0f");
    expect(emojiOf("2764-fe0f")).toBe("❤️");
  });

  it("counts uses, most used first, at most 14", () => {
    let recents = addRecentEmoji([], "😀");
    recents = addRecentEmoji(recents, "🔥");
    recents = addRecentEmoji(recents, "🔥");
    expect(recents).toEqual([
      { unified: "1f525", original: "1f525", count: 2 },
      { unified: "1f600", original: "1f600", count: 1 },
    ]);
    const many = [..."😀😃😄😁😆😅🤣😂🙂😉😊😇🥰😍🤩😘😋😛😜🤪😎"].reduce(addRecentEmoji, recents);
    expect(many).toHaveLength(emojiRecentsCap);
    expect(many[0]?.unified).toBe("1f600"); // 2 uses now
  });

  it("ignores stored data that is not a recents list", () => {
    expect(parseRecentEmojis("not json")).toEqual([]);
    expect(parseRecentEmojis('{"a":1}')).toEqual([]);
    expect(parseRecentEmojis('[{"unified":"<script>","original":"x","count":1}]')).toEqual([]);
    expect(parseRecentEmojis('[{"unified":"1f600","original":"1f600","count":3}]')).toHaveLength(1);
  });
});
