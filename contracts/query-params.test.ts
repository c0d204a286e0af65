import { describe, expect, it } from "vitest";
import { wholeNumberParam } from "./query-params.ts";

const issue = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("wholeNumberParam", () => {
  const page = wholeNumberParam("page", 1, 50);
  const signedPage = wholeNumberParam("page", 1, 50, { allowSign: true });

  it("reads plain decimal digits within the bounds", () => {
    expect(page.parse("7")).toBe(7);
    expect(signedPage.parse("50")).toBe(50);
  });

  it("refuses other spellings of a number", () => {
    for (const text of ["1e3", "0x10", "+1", "1.5", "", "1234567"]) {
      expect(issue(page.safeParse(text))).toBe("page must be a whole number");
    }
  });

  it("tells the bound that was crossed", () => {
    expect(issue(page.safeParse("0"))).toBe("page must be 1 or more");
    expect(issue(page.safeParse("51"))).toBe("page must be 50 or less");
  });

  it("answers a negative number by its sign only when allowed", () => {
    expect(issue(page.safeParse("-1"))).toBe("page must be a whole number");
    expect(issue(signedPage.safeParse("-1"))).toBe("page must be 1 or more");
  });
});
