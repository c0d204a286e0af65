ALTER TABLE "partner_enquiries" ADD COLUMN "answered_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partner_enquiries" ADD COLUMN "answered_by" uuid;--> statement-breakpoint
ALTER TABLE "partner_enquiries" ADD CONSTRAINT "partner_enquiries_answered_by_users_id_fk" FOREIGN KEY ("answered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "partner_enquiries_unanswered_idx" ON "partner_enquiries" USING btree ("created_at") WHERE "partner_enquiries"."answered_at" is null;