import type { PaymentMethod } from "#contracts/buying-rules.ts";
import type {
  DeliveryRegion,
  DeliveryRegionSpeed,
  DeliveryTier,
} from "#contracts/catalogue-rules.ts";
import type { PartnerKind } from "#contracts/partner-rules.ts";

/**
 * The words of the nine static pages, one file per language (`en.ts`, `es.ts`, …), each typed
 * `PagesContent`. Sections are named rather than listed, and their order lives here, so a
 * translation that misses a section, a question or a step fails the type-check instead of
 * quietly showing less. Texts are plain strings: no HTML, so a translation can never inject
 * markup. `{{email}}` stands for the support address and is filled in by the server.
 */

/** Every page's title and description for search engines and link previews (≤160 chars). */
export type PageMeta = { title: string; description: string };

/** A heading with paragraphs and, optionally, a bullet list after them. */
export type Section = { heading: string; paragraphs: string[]; items?: string[] };

/** A short titled text: a value, a feature, a step. */
export type Point = { title: string; text: string };

/** What every static page starts with. */
type PageHead = { meta: PageMeta; title: string; intro: string };

/** The contact box several pages end with. */
export type ContactBlock = {
  heading: string;
  text: string;
  chatLabel: string;
  emailLabel: string;
};

export const aboutSections = ["story", "mission"] as const;
export type AboutContent = PageHead & {
  sections: Record<(typeof aboutSections)[number], Section>;
  valuesHeading: string;
  values: Point[];
  featuresHeading: string;
  features: Point[];
};

export const paymentsSections = ["processing", "fees", "currency", "security"] as const;
export type PaymentsContent = PageHead & {
  methodsHeading: string;
  methods: Record<PaymentMethod, { name: string; description: string; timing: string }>;
  /** The processing times' line about bank transfers, shown only while that method is on. */
  transferNote: string;
  sections: Record<(typeof paymentsSections)[number], Section>;
  contact: ContactBlock;
};

/** The four order stages buyers see on their order page, in order. */
export const orderStages = ["processing", "in_progress", "completed", "on_hold"] as const;
export type OrderStage = (typeof orderStages)[number];

export type ShippingContent = PageHead & {
  howItWorks: Section;
  deliveryTimes: Section;
  gameSpecific: {
    heading: string;
    intro: string;
    tiers: Record<DeliveryTier, { name: string; description: string }>;
    /** Shown under a tier that has no games in the catalogue right now. */
    noGames: string;
    regionsHeading: string;
    regionsIntro: string;
    regions: Record<DeliveryRegion, string>;
    speeds: Record<DeliveryRegionSpeed, string>;
  };
  notes: Section;
  tracking: Section & { stages: Record<OrderStage, Point> };
  issues: Section;
  guarantee: Point;
  contact: ContactBlock;
};

/** The twelve questions, in page order; every language answers each one. */
export const faqIds = [
  "how-to-buy",
  "is-it-safe",
  "delivery-time",
  "payment-methods",
  "refunds",
  "support-hours",
  "supported-games",
  "privacy",
  "order-tracking",
  "wrong-account",
  "bulk-discounts",
  "multiple-devices",
] as const;
export type FaqId = (typeof faqIds)[number];

/** One FAQ entry as pages and structured data use it. */
export type FaqItem = { id: FaqId; question: string; answer: string };

export type FaqContent = PageHead & {
  questions: Record<FaqId, { question: string; answer: string }>;
  contact: ContactBlock;
};

export const guideStages = ["account", "game", "package", "payment", "completion"] as const;
export type GuideContent = PageHead & {
  stepsHeading: string;
  steps: [Point, Point, Point, Point];
  stagesHeading: string;
  stages: Record<(typeof guideStages)[number], { title: string; items: string[] }>;
  help: Section;
};

export const termsSections = [
  "agreement",
  "service",
  "accounts",
  "orders",
  "prices",
  "delivery",
  "refunds",
  "conduct",
  "liability",
  "changes",
  "law",
  "contact",
] as const;
export const privacySections = [
  "controller",
  "collected",
  "browser",
  "use",
  "sharing",
  "retention",
  "rights",
  "security",
  "children",
  "changes",
  "contact",
] as const;
export const returnsSections = [
  "summary",
  "automatic",
  "eligible",
  "notEligible",
  "howTo",
  "timing",
  "contact",
] as const;

export type TermsContent = PageHead & {
  sections: Record<(typeof termsSections)[number], Section>;
};
export type PrivacyContent = PageHead & {
  sections: Record<(typeof privacySections)[number], Section>;
};
export type ReturnsContent = PageHead & {
  sections: Record<(typeof returnsSections)[number], Section>;
};

export type PartnerContent = PageHead & {
  kindsHeading: string;
  kinds: Record<Exclude<PartnerKind, "other">, Point>;
  offerHeading: string;
  offer: string[];
  /** Heading and text shown where the enquiry form cannot be: how to write to us instead. */
  formHeading: string;
  formFallback: string;
};

/** One language's static pages. */
export type PagesContent = {
  about: AboutContent;
  payments: PaymentsContent;
  faq: FaqContent;
  guide: GuideContent;
  shipping: ShippingContent;
  terms: TermsContent;
  privacy: PrivacyContent;
  returns: ReturnsContent;
  partner: PartnerContent;
};

export type StaticPageName = keyof PagesContent;

/** When the legal pages (terms, privacy, returns) last changed; shown on them. */
export const legalPagesUpdatedOn = "2026-11-22";
