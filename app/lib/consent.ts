import { readCookie } from "#contracts/languages.ts";
import { currencyCookie } from "#contracts/preferences.ts";

/**
 * The visitor's answer to the cookie-consent bar, kept in localStorage under `cookieConsent`
 * as `{ value, date }`. Essential storage (sign-in, cart and checkout progress, the language
 * choice and this answer itself) never asks. Non-essential storage is only what makes a choice
 * outlive the browser session: today the display currency. Without an "accepted" answer the
 * currency cookie is a session cookie and nothing non-essential stays in localStorage.
 */
export type ConsentValue = "accepted" | "rejected";
export type ConsentRecord = { value: ConsentValue; date: string };

export const consentStorageKey = "cookieConsent";

/** localStorage keys that exist only with consent (the currency copy beside its cookie). */
const nonEssentialStorageKeys = [currencyCookie];
const oneYearSeconds = 60 * 60 * 24 * 365;

/** A stored record, or null when there is none or it is not one this code wrote. */
export function parseConsent(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const record = JSON.parse(raw) as Partial<ConsentRecord> | null;
    if (record?.value !== "accepted" && record?.value !== "rejected") return null;
    if (typeof record.date !== "string" || Number.isNaN(Date.parse(record.date))) return null;
    return { value: record.value, date: record.date };
  } catch {
    return null;
  }
}

export function getConsent(): ConsentRecord | null {
  try {
    return parseConsent(localStorage.getItem(consentStorageKey));
  } catch {
    // No storage (server render, or a browser refusing it): no answer yet.
    return null;
  }
}

/** True only after an explicit "accepted": no answer means no non-essential storage. */
export function hasConsent(): boolean {
  return getConsent()?.value === "accepted";
}

/** Stores the answer and applies it at once to what is already stored. */
export function setConsent(value: ConsentValue, now: Date = new Date()): ConsentRecord {
  const record: ConsentRecord = { value, date: now.toISOString() };
  try {
    localStorage.setItem(consentStorageKey, JSON.stringify(record));
  } catch {
    // Storage refused: the answer holds for this page view only, and the bar asks again.
  }
  applyConsentToStorage(value === "accepted");
  return record;
}

/** Seconds a preference cookie may live: a year with consent, the browser session without. */
export function preferenceCookieMaxAge(): number | null {
  return hasConsent() ? oneYearSeconds : null;
}

function applyConsentToStorage(accepted: boolean): void {
  if (!accepted) {
    for (const key of nonEssentialStorageKeys) {
      try {
        localStorage.removeItem(key);
      } catch {
        // Nothing stored where storage is refused.
      }
    }
  }
  // The currency in use stays for this visit either way; only its lifetime follows the answer.
  const currency = readCookie(document.cookie, currencyCookie);
  if (currency) {
    const lifetime = accepted ? `; max-age=${oneYearSeconds}` : "";
    // biome-ignore lint/suspicious/noDocumentCookie: the server renders prices in this currency; Cookie Store API is not in every browser yet
    document.cookie = `${currencyCookie}=${encodeURIComponent(currency)}; path=/${lifetime}; samesite=lax`;
  }
}
