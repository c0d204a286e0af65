// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import {
  consentStorageKey,
  getConsent,
  hasConsent,
  parseConsent,
  preferenceCookieMaxAge,
  setConsent,
} from "./consent.ts";

function cookieNamed(name: string): string | undefined {
  return document.cookie
    .split("; ")
    .find((part) => part.startsWith(`${name}=`))
    ?.slice(name.length + 1);
}

afterEach(() => {
  localStorage.clear();
  // biome-ignore lint/suspicious/noDocumentCookie: clearing the test's cookie
  document.cookie = "currency=; path=/; max-age=0";
});

describe("cookie consent", () => {
  it("has no answer on a first visit, and no answer means no consent", () => {
    expect(getConsent()).toBeNull();
    expect(hasConsent()).toBe(false);
    expect(preferenceCookieMaxAge()).toBeNull();
  });

  it("stores the answer with its date under cookieConsent", () => {
    const record = setConsent("accepted", new Date("2025-03-01T10:00:00.000Z"));
    expect(record).toEqual({ value: "accepted", date: "2025-03-01T10:00:00.000Z" });
    expect(JSON.parse(localStorage.getItem(consentStorageKey) ?? "null")).toEqual(record);
    expect(getConsent()).toEqual(record);
    expect(hasConsent()).toBe(true);
    expect(preferenceCookieMaxAge()).toBe(60 * 60 * 24 * 365);
  });

  it("a rejection is remembered too, and withholds consent", () => {
    setConsent("rejected");
    expect(getConsent()?.value).toBe("rejected");
    expect(hasConsent()).toBe(false);
  });

  it("rejecting forgets the remembered currency but keeps it for this visit", () => {
    localStorage.setItem("currency", "EUR");
    localStorage.setItem("token", "signed-in");
    localStorage.setItem("language", "fr");
    // biome-ignore lint/suspicious/noDocumentCookie: the currency cookie under test
    document.cookie = "currency=EUR; path=/; max-age=31536000";
    setConsent("rejected");
    expect(localStorage.getItem("currency")).toBeNull();
    // Essential storage stays.
    expect(localStorage.getItem("token")).toBe("signed-in");
    expect(localStorage.getItem("language")).toBe("fr");
    expect(cookieNamed("currency")).toBe("EUR");
  });

  it("ignores stored values it did not write", () => {
    expect(parseConsent(null)).toBeNull();
    expect(parseConsent("yes")).toBeNull();
    expect(parseConsent('{"value":"maybe","date":"2025-01-01"}')).toBeNull();
    expect(parseConsent('{"value":"accepted","date":"not a date"}')).toBeNull();
    expect(parseConsent('{"value":"accepted"}')).toBeNull();
    expect(parseConsent('{"value":"rejected","date":"2025-01-01T00:00:00Z"}')).toEqual({
      value: "rejected",
      date: "2025-01-01T00:00:00Z",
    });
  });
});
