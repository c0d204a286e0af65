import { describe, expect, it } from "vitest";
import { radioGroupTabStop, radioGroupTarget } from "./radio-group-keys.ts";

const move = (key: string, current: number, rtl = false) =>
  radioGroupTarget({ key, current, count: 4, rtl });

describe("radio group keys", () => {
  it("moves forward with Right and Down, back with Left and Up, wrapping at the ends", () => {
    expect(move("ArrowRight", 1)).toBe(2);
    expect(move("ArrowDown", 1)).toBe(2);
    expect(move("ArrowLeft", 1)).toBe(0);
    expect(move("ArrowUp", 1)).toBe(0);
    expect(move("ArrowRight", 3)).toBe(0);
    expect(move("ArrowDown", 3)).toBe(0);
    expect(move("ArrowLeft", 0)).toBe(3);
    expect(move("ArrowUp", 0)).toBe(3);
  });

  it("goes to the first and last option with Home and End", () => {
    expect(move("Home", 2)).toBe(0);
    expect(move("End", 1)).toBe(3);
  });

  it("mirrors Left and Right in a right-to-left page, not Up and Down", () => {
    expect(move("ArrowLeft", 1, true)).toBe(2);
    expect(move("ArrowRight", 1, true)).toBe(0);
    expect(move("ArrowRight", 0, true)).toBe(3);
    expect(move("ArrowDown", 1, true)).toBe(2);
    expect(move("ArrowUp", 1, true)).toBe(0);
  });

  it("starts from the ends when nothing is checked yet", () => {
    expect(move("ArrowDown", -1)).toBe(0);
    expect(move("ArrowUp", -1)).toBe(3);
  });

  it("ignores other keys and empty groups", () => {
    expect(move("Enter", 1)).toBeNull();
    expect(move(" ", 1)).toBeNull();
    expect(move("a", 1)).toBeNull();
    expect(radioGroupTarget({ key: "ArrowDown", current: -1, count: 0, rtl: false })).toBeNull();
  });

  it("gives the one tab stop to the checked option, else the first", () => {
    expect(radioGroupTabStop(2, 4)).toBe(2);
    expect(radioGroupTabStop(-1, 4)).toBe(0);
    expect(radioGroupTabStop(7, 4)).toBe(0);
  });
});
