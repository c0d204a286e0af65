import { z } from "zod";
import { partnerKinds } from "./partner-rules.ts";
import { wholeNumberParam } from "./query-params.ts";

/**
 * The staff API of partner enquiries (`/api/admin/partner-enquiries…`): a paged list, newest
 * first, filtered answered or not (`partners.read`), one enquiry in full, and marking it
 * answered (`partners.write`), which stores who and when.
 */

export const partnerEnquiryStates = ["unanswered", "answered"] as const;
export type PartnerEnquiryState = (typeof partnerEnquiryStates)[number];

export const adminPartnersDefaultPageSize = 25;
export const adminPartnersMaxPageSize = 100;
export const adminPartnersMaxPage = 10_000;

export const adminPartnerListQuerySchema = z.object({
  state: z
    .enum(partnerEnquiryStates, {
      message: `state must be one of ${partnerEnquiryStates.join(", ")}`,
    })
    .optional(),
  page: wholeNumberParam("page", 1, adminPartnersMaxPage).default(1),
  pageSize: wholeNumberParam("pageSize", 1, adminPartnersMaxPageSize).default(
    adminPartnersDefaultPageSize,
  ),
});
export type AdminPartnerListQuery = z.infer<typeof adminPartnerListQuerySchema>;

export const adminPartnerEnquirySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  website: z.string().nullable(),
  kind: z.enum(partnerKinds),
  message: z.string(),
  language: z.string(),
  createdAt: z.iso.datetime(),
  answeredAt: z.iso.datetime().nullable(),
  answeredBy: z.uuid().nullable(),
  /** The e-mail of the admin who marked it answered (null once that account is gone). */
  answeredByEmail: z.string().nullable(),
});
export type AdminPartnerEnquiry = z.infer<typeof adminPartnerEnquirySchema>;

export const adminPartnerListSchema = z.object({
  enquiries: z.array(adminPartnerEnquirySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Every enquiry not yet answered, whatever the filter. */
  unanswered: z.number().int(),
});
export type AdminPartnerList = z.infer<typeof adminPartnerListSchema>;

export const adminPartnerListReplySchema = z.object({
  success: z.literal(true),
  data: adminPartnerListSchema,
});

export const adminPartnerReplySchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: adminPartnerEnquirySchema,
});

export const adminPartnerIdParamsSchema = z.object({ id: z.uuid("The enquiry id must be a UUID") });

/** Marking answered needs nothing but the enquiry: no body, or `{}`. */
export const adminPartnerAnswerBodySchema = z
  .strictObject({}, { message: "This action takes no fields" })
  .nullish();
