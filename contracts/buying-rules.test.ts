import { describe, expect, it } from "vitest";
import { sandboxPaySchema } from "./buying.ts";
import { cardExpiryOf, formatCardExpiryInput } from "./buying-rules.ts";

describe("card expiry", () => {
  it("takes the expiry with or without a slash, in one stored form", () => {
    for (const typed of ["1230", "12/30", "12 / 30", " 12/ 30 ", "12 /30"]) {
      expect(cardExpiryOf(typed), typed).toBe("12/30");
    }
    expect(cardExpiryOf("0127")).toBe("01/27");
  });

  it("refuses what is not a month and a two-digit year", () => {
    for (const typed of ["1330", "0030", "123", "12/3", "12/2030", "1/30", "ab/cd", "12//30", ""]) {
      expect(cardExpiryOf(typed), typed).toBeNull();
    }
  });

  it("formats the field as the buyer types, one key at a time", () => {
    const typedOneByOne = (keys: string) => {
      let value = "";
      for (const key of keys) value = formatCardExpiryInput(value + key);
      return value;
    };
    expect(typedOneByOne("1230")).toBe("12 / 30");
    expect(typedOneByOne("12/30")).toBe("12 / 30");
    expect(typedOneByOne("12 / 30")).toBe("12 / 30");
    expect(typedOneByOne("430")).toBe("04 / 30");
    expect(typedOneByOne("1/30")).toBe("01 / 30");
    expect(typedOneByOne("123456")).toBe("12 / 34");
    expect(formatCardExpiryInput("12/2030")).toBe("12 / 30");
    expect(formatCardExpiryInput("12")).toBe("12");
    // Deleting back over the slash leaves the digits, not a slash that comes back.
    expect(formatCardExpiryInput("12 / ")).toBe("12");
  });

  it("gives the server what it accepts", () => {
    for (const typed of ["1230", "12/30", "12 / 30", "430", "1/30"]) {
      const parsed = sandboxPaySchema.safeParse({
        cardNumber: "4242 4242 4242 4242",
        expiry: formatCardExpiryInput(typed),
        cvc: "123",
        name: "Nova",
      });
      expect(parsed.success, typed).toBe(true);
    }
  });

  it("the sandbox pay schema takes the three typed forms and refuses a bad month", () => {
    const pay = (expiry: string) =>
      sandboxPaySchema.safeParse({ cardNumber: "4242424242424242", expiry, cvc: "123", name: "N" });
    for (const expiry of ["1230", "12/30", "12 / 30"]) {
      expect(pay(expiry).data?.expiry, expiry).toBe("12/30");
    }
    const refused = pay("1330");
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe("Expiry must be MM/YY");
  });
});
