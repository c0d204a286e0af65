import { desc, eq } from "drizzle-orm";
import type { Db } from "#db/client.ts";
import { devMailbox } from "#db/schema/accounts.ts";

/** The newest messages first, optionally only those to one address. */
export async function listMailbox(db: Db, options: { to?: string; limit: number }) {
  return db
    .select({
      id: devMailbox.id,
      to: devMailbox.to,
      subject: devMailbox.subject,
      text: devMailbox.text,
      html: devMailbox.html,
      sentAt: devMailbox.sentAt,
    })
    .from(devMailbox)
    .where(options.to ? eq(devMailbox.to, options.to) : undefined)
    .orderBy(desc(devMailbox.sentAt))
    .limit(options.limit);
}
