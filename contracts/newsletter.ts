import { z } from "zod";
import { emailSchema } from "./accounts.ts";
import { languageCodes } from "./languages.ts";

/** A subscription request: the address (trimmed, lower-cased) and the mails' language. */
export const newsletterSubscribeSchema = z.object({
  email: emailSchema,
  /** The language of the confirmation and later mails; the request's language when absent. */
  language: z.enum(languageCodes).optional(),
});

/** A signed link's token, as the confirm and unsubscribe pages post it. */
export const newsletterTokenSchema = z.object({
  token: z
    .string({ message: "The link is incomplete" })
    .trim()
    .min(1, "The link is incomplete")
    .max(400, "The link is not valid"),
});

export const newsletterReplySchema = z.object({ success: z.literal(true), message: z.string() });

/** The subscription's state after a confirmation or an unsubscription. */
export const newsletterStatusReplySchema = z.object({
  success: z.literal(true),
  message: z.string(),
  data: z.object({ status: z.enum(["confirmed", "unsubscribed"]) }),
});
