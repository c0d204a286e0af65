import { checkPlayerFields } from "#contracts/buying-rules.ts";
import type { PlayerIdField } from "#contracts/catalogue.ts";

/** Where the "Check player" call stands for the values currently typed. */
export type PlayerCheck =
  | { state: "idle" }
  | { state: "checking" }
  | { state: "found"; nickname: string }
  | { state: "notFound" }
  | { state: "unavailable" }
  | { state: "failed"; message?: string | undefined };

export type BuyBlocker = "choosePackage" | "fixFields" | "checkFirst" | "supplierDown" | null;

/**
 * What the buyer may do now. Direct deliveries need a nickname the supplier confirmed for the
 * values as typed (fail closed: a supplier that is down blocks buying); code deliveries only
 * need the fields to be valid.
 */
export function buyReadiness(input: {
  deliveryKind: "direct" | "code";
  fields: PlayerIdField[];
  values: Record<string, string>;
  check: PlayerCheck;
  packageSelected: boolean;
}): { fieldsValid: boolean; canCheck: boolean; canBuy: boolean; blocker: BuyBlocker } {
  const fieldsValid = checkPlayerFields(input.fields, input.values).ok;
  if (input.deliveryKind === "code") {
    const blocker = !fieldsValid ? "fixFields" : !input.packageSelected ? "choosePackage" : null;
    return { fieldsValid, canCheck: false, canBuy: blocker === null, blocker };
  }
  const canCheck = fieldsValid && input.check.state !== "checking";
  const blocker: BuyBlocker =
    input.check.state === "unavailable"
      ? "supplierDown"
      : !fieldsValid
        ? "fixFields"
        : input.check.state !== "found"
          ? "checkFirst"
          : !input.packageSelected
            ? "choosePackage"
            : null;
  return { fieldsValid, canCheck, canBuy: blocker === null, blocker };
}

/** Why one field is not valid yet, for its inline message; null when it is fine. */
export function fieldProblem(field: PlayerIdField, value: string): "required" | "invalid" | null {
  const result = checkPlayerFields([field], { [field.key]: value });
  if (result.ok) return null;
  return value.trim() ? "invalid" : "required";
}

/** Values in field order, so a player shows as "123456789 (2001)" the same everywhere. */
export function initialValues(fields: PlayerIdField[]): Record<string, string> {
  return Object.fromEntries(fields.map((field) => [field.key, ""]));
}
