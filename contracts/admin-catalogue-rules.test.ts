import { describe, expect, it } from "vitest";
import { patternProblemMessage, playerIdPatternProblem } from "./admin-catalogue-rules.ts";

describe("playerIdPatternProblem", () => {
  it("refuses patterns that take exponential time on a near-miss", () => {
    for (const pattern of [
      "(a|a)*",
      "(a+)+",
      "(a*)*",
      "(\\w+\\s?)*",
      "((a+))+",
      "(?:a+)+",
      "(?:a|aa){1,20}",
      "^(\\d+-?)+$",
      "([a-z]+)*x",
      "(x(a|b))+",
      "(a{1,3}){2,}",
      "(?<id>\\d+)+",
      "(a+?)+",
    ]) {
      expect(playerIdPatternProblem(pattern), pattern).toBe("nestedQuantifier");
    }
  });

  it("accepts the patterns player IDs need", () => {
    for (const pattern of [
      "^[0-9]{6,10}$",
      "\\d{8,12}",
      "[A-Z]{2}\\d{6}(-\\d{1,3})?",
      "(\\d{3}-){2}\\d{4}",
      "(EU|NA|AS)-\\d+",
      "[(a+)+]*\\d+",
      "\\(a+\\)+",
      "a{2}b*",
    ]) {
      expect(playerIdPatternProblem(pattern), pattern).toBeNull();
    }
  });

  it("names the field and the shape in its message", () => {
    expect(patternProblemMessage("Player-ID field 1 (uid)", "nestedQuantifier")).toBe(
      "Player-ID field 1 (uid): the pattern repeats a group holding a repetition or a choice (like (a+)+ or (a|b)*), which can hang the check",
    );
  });
});
