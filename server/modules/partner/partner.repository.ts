import type { Executor } from "#db/client.ts";
import { partnerEnquiries } from "#db/schema/content.ts";

export async function insertEnquiry(
  db: Executor,
  values: {
    name: string;
    email: string;
    company: string;
    website: string | null;
    kind: string;
    message: string;
    language: string;
  },
): Promise<{ id: string }> {
  const [row] = await db
    .insert(partnerEnquiries)
    .values(values)
    .returning({ id: partnerEnquiries.id });
  if (!row) throw new Error("partner enquiry was not stored");
  return row;
}
