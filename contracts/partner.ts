import { z } from "zod";
import { emailSchema, nameSchema } from "./accounts.ts";
import { languageCodes } from "./languages.ts";
import { partnerKinds, partnerMessageMaxLength, partnerMessageMinLength } from "./partner-rules.ts";
import { hasNoControlCharacters } from "./text-rules.ts";

/** Control characters other than line breaks and tabs (a message keeps its paragraphs). */
function hasNoControlCharactersButLines(value: string): boolean {
  return hasNoControlCharacters(value.replace(/[\n\r\t]/g, " "));
}

const emptyToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** An enquiry from the partner page; the browser form validates with the same schema. */
export const partnerEnquirySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  company: z
    .string({ message: "Company is required" })
    .trim()
    .min(1, "Company is required")
    .max(120, "Company must be 120 characters or fewer")
    .refine(hasNoControlCharacters, "Company must not contain control characters"),
  website: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(200, "Website must be 200 characters or fewer")
      .pipe(
        z.url({
          protocol: /^https?$/,
          message: "Website must be a web address starting with http:// or https://",
        }),
      )
      .optional(),
  ),
  kind: z.enum(partnerKinds, { message: "Choose what kind of partner you are" }),
  message: z
    .string({ message: "Message is required" })
    .trim()
    .min(
      partnerMessageMinLength,
      `Message must be at least ${partnerMessageMinLength} characters long`,
    )
    .max(partnerMessageMaxLength, `Message must be ${partnerMessageMaxLength} characters or fewer`)
    .refine(hasNoControlCharactersButLines, "Message must not contain control characters"),
  /** The acknowledgement's language; the request's language when absent. */
  language: z.enum(languageCodes).optional(),
});
export type PartnerEnquiry = z.infer<typeof partnerEnquirySchema>;

export const partnerReplySchema = z.object({ success: z.literal(true), message: z.string() });
