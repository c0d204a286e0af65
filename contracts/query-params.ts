import { z } from "zod";

/**
 * A whole number read from a query string, where every value arrives as text. Only plain decimal
 * digits count (`1e3`, `0x10`, `+1` do not), at most six of them. With `allowSign` a leading
 * minus is read too, so "-1" is told it "must be 1 or more" rather than "must be a whole number":
 * the public catalogue has always answered negative pages that way.
 */
export function wholeNumberParam(
  name: string,
  min: number,
  max: number,
  options: { allowSign?: boolean } = {},
) {
  const digits = options.allowSign ? /^-?[0-9]{1,6}$/ : /^[0-9]{1,6}$/;
  return z
    .string({ message: `${name} must be a whole number` })
    .regex(digits, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be ${min} or more`)
        .max(max, `${name} must be ${max} or less`),
    );
}
