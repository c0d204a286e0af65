/** Partner enquiry rules the browser needs too, free of zod. */
export const partnerKinds = ["reseller", "creator", "publisher", "other"] as const;
export type PartnerKind = (typeof partnerKinds)[number];

export const partnerMessageMinLength = 20;
export const partnerMessageMaxLength = 2000;

export const partnerApiPaths = { enquiries: "/api/partner-enquiries" } as const;
