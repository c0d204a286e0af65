import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date.ts";

describe("formatDate", () => {
  it("prints a calendar day as that day whatever the time zone", () => {
    expect(formatDate("2025-03-12", "en-GB", "day")).toBe("12 March 2025");
    expect(formatDate("2025-03-12T23:30:00Z", "en-GB", "day")).toBe("12 March 2025");
    expect(formatDate("2025-03-12", "en-US", "shortDay")).toBe("Mar 12");
  });

  it("follows the page's language", () => {
    expect(formatDate("2025-03-12", "es", "day")).toBe("12 de marzo de 2025");
  });

  it("gives empty text for a missing or unreadable value", () => {
    expect(formatDate(null, "en", "dateTime")).toBe("");
    expect(formatDate(undefined, "en", "date")).toBe("");
    expect(formatDate("", "en", "date")).toBe("");
    expect(formatDate("not a date", "en", "date")).toBe("");
  });

  it("takes epoch milliseconds and Date objects alike", () => {
    const moment = Date.UTC(2025, 2, 12, 14, 5);
    expect(formatDate(moment, "en", "dateTime")).toBe(
      formatDate(new Date(moment), "en", "dateTime"),
    );
  });
});
