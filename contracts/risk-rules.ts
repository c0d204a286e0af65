import { foldIdentifier } from "./text-rules.ts";

/**
 * Fraud rules and blocklists, free of zod so the admin screen can import them.
 *
 * The card scope counts by the card's fingerprint, where the payment provider gives one (the
 * sandbox does; decision 0070).
 */
export const riskScopes = ["account", "email", "address", "player", "card"] as const;
export type RiskScope = (typeof riskScopes)[number];

export const riskRuleKinds = ["velocity", "first_order"] as const;
export type RiskRuleKind = (typeof riskRuleKinds)[number];

export const blocklistKinds = ["email", "email_domain", "player", "address"] as const;
export type BlocklistKind = (typeof blocklistKinds)[number];

/** Why a checkout was refused before payment: an account that is blocked, or a blocklist kind. */
export const checkoutRefusalReasons = ["blocked_account", ...blocklistKinds] as const;
export type CheckoutRefusalReason = (typeof checkoutRefusalReasons)[number];

/**
 * A blocklist value as stored and as checkout compares it: e-mails and player IDs NFKC-folded
 * (a full-width or compatibility form is the same value), e-mails and domains lower-case, a
 * domain without a leading "@", addresses as given.
 */
export function normaliseBlocklistValue(kind: BlocklistKind, value: string): string {
  const trimmed = foldIdentifier(value).trim();
  switch (kind) {
    case "email":
      return trimmed.toLowerCase();
    case "email_domain":
      return trimmed.replace(/^@+/, "").toLowerCase();
    case "player":
      return trimmed;
    case "address":
      return value.trim().toLowerCase();
  }
}

/** The domain of a (normalised) e-mail address. */
export function emailDomainOf(email: string): string {
  return email.slice(email.lastIndexOf("@") + 1);
}
