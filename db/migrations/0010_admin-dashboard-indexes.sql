CREATE INDEX "order_items_trouble_idx" ON "order_items" USING btree ("status","order_id") WHERE "order_items"."status" in ('failed', 'refunded');--> statement-breakpoint
CREATE INDEX "orders_paid_at_idx" ON "orders" USING btree ("paid_at");--> statement-breakpoint
CREATE INDEX "orders_created_at_idx" ON "orders" USING btree ("created_at");