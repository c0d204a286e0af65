import type { LanguageCode } from "#contracts/languages.ts";
import type { PartnerEnquiry } from "#contracts/partner.ts";
import type { Db } from "#db/client.ts";
import type { Mailer } from "#server/platform/mail.ts";
import { acknowledgementMail, supportNoticeMail } from "./partner.emails.ts";
import { insertEnquiry } from "./partner.repository.ts";

const receivedMessage = "Thanks! We received your enquiry and will reply within 3 business days.";

/** Enquiries from the partner page: stored, support told, the enquirer acknowledged. */
export class PartnerService {
  readonly #db: Db;
  readonly #mailer: Mailer;
  readonly #supportEmail: string;

  constructor(deps: { db: Db; mailer: Mailer; supportEmail: string }) {
    this.#db = deps.db;
    this.#mailer = deps.mailer;
    this.#supportEmail = deps.supportEmail;
  }

  /** The row and both e-mails commit together: a stored enquiry always reaches support. */
  async submit(input: PartnerEnquiry, lang: LanguageCode): Promise<string> {
    await this.#db.transaction(async (tx) => {
      const { id } = await insertEnquiry(tx, {
        name: input.name,
        email: input.email,
        company: input.company,
        website: input.website ?? null,
        kind: input.kind,
        message: input.message,
        language: lang,
      });
      const enquiry = { ...input, website: input.website, id, language: lang };
      const options = { supportEmail: this.#supportEmail };
      await this.#mailer.send(supportNoticeMail(enquiry, options), { tx });
      await this.#mailer.send(acknowledgementMail(enquiry, options), { tx });
    });
    return receivedMessage;
  }
}
