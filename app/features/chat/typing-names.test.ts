import { describe, expect, it } from "vitest";
import {
  addTypingName,
  describeTyping,
  pruneTypingNames,
  removeTypingName,
  typingExpiryMs,
} from "./typing-names.ts";

describe("typing names", () => {
  it("describes one and several typists", () => {
    let state = addTypingName(new Map(), "Ana", 0);
    expect(describeTyping(state)).toEqual({ names: "Ana", many: false });
    state = addTypingName(state, "Guest", 10);
    expect(describeTyping(state)).toEqual({ names: "Ana, Guest", many: true });
    state = removeTypingName(state, "Ana");
    expect(describeTyping(state)).toEqual({ names: "Guest", many: false });
    expect(describeTyping(removeTypingName(state, "Guest"))).toBeNull();
  });

  it("forgets a name whose stopTyping never came", () => {
    let state = addTypingName(new Map(), "Ana", 0);
    state = addTypingName(state, "Ben", typingExpiryMs - 100);
    expect(describeTyping(pruneTypingNames(state, typingExpiryMs))).toEqual({
      names: "Ben",
      many: false,
    });
  });
});
