CREATE TABLE "order_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"provider_refund_id" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"actor" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"succeeded_at" timestamp with time zone,
	CONSTRAINT "order_refunds_amount_check" CHECK ("order_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "code_revoked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "order_refunds_provider_idx" ON "order_refunds" USING btree ("provider_refund_id");--> statement-breakpoint
CREATE INDEX "order_refunds_succeeded_idx" ON "order_refunds" USING btree ("succeeded_at");--> statement-breakpoint
-- Lines refunded before refunds had their own records: one succeeded record each, dated by the
-- line's last change, so what remains refundable and the dashboard's refunds stay right.
INSERT INTO "order_refunds" ("order_id", "order_item_id", "amount_cents", "reason", "status", "actor", "created_at", "succeeded_at")
SELECT "order_id", "id", "unit_price_cents" * "quantity" - "discount_cents", 'Refunded before refund records were kept', 'succeeded', 'system', "updated_at", "updated_at"
  FROM "order_items"
 WHERE "status" = 'refunded' AND "unit_price_cents" * "quantity" - "discount_cents" > 0;
