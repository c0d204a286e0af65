CREATE INDEX "order_items_game_slug_idx" ON "order_items" USING btree ("game_slug");--> statement-breakpoint
CREATE INDEX "order_items_player_display_trgm_idx" ON "order_items" USING gin ("player_display" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "orders_email_trgm_idx" ON "orders" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "payment_events_order_idx" ON "payment_events" USING btree ("order_id");