import { describe, expect, it } from "vitest";
import { failureText } from "#app/lib/failure-text.ts";
import { createTranslator } from "#app/lib/i18n.ts";
import { en, type Translation } from "#app/locales/en.ts";

// A stand-in second language: the English texts with every value marked, so the test can tell
// which text was chosen without depending on a translation's wording.
const marked = Object.fromEntries(
  Object.entries(en).map(([group, texts]) => [
    group,
    Object.fromEntries(Object.entries(texts).map(([key, text]) => [key, `[es] ${text}`])),
  ]),
) as unknown as Translation;

describe("failureText", () => {
  const english = createTranslator("en", en);
  const spanish = createTranslator("es", marked);

  it("shows the server's English message on English pages", () => {
    const failure = { code: "UNAUTHORIZED", message: "Invalid email or password" };
    expect(failureText(english, failure, "auth.invalidCredentials")).toBe(
      "Invalid email or password",
    );
    expect(failureText(english, { code: "INTERNAL" }, "auth.signupFailed")).toBe(
      en.auth.signupFailed,
    );
  });

  it("translates by code in other languages", () => {
    const failure = { code: "RATE_LIMITED", message: "Too many attempts" };
    expect(failureText(spanish, failure, "auth.signupFailed")).toBe(
      `[es] ${en.errors.RATE_LIMITED}`,
    );
  });

  it("uses the screen's own text for codes that depend on the screen, or no code", () => {
    const failure = { code: "UNAUTHORIZED", message: "Invalid email or password" };
    expect(failureText(spanish, failure, "auth.invalidCredentials")).toBe(
      `[es] ${en.auth.invalidCredentials}`,
    );
    expect(failureText(spanish, { message: "boom" }, "buy.checkFailed")).toBe(
      `[es] ${en.buy.checkFailed}`,
    );
  });
});
