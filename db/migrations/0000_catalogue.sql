-- pg_trgm powers typo-tolerant game search (trigram similarity); trusted since PostgreSQL 13.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "currency_packages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"game_id" uuid NOT NULL,
	"name" text NOT NULL,
	"currency_name" text NOT NULL,
	"currency_amount" integer NOT NULL,
	"bonus_amount" integer DEFAULT 0 NOT NULL,
	"price_cents" integer NOT NULL,
	"compare_at_price_cents" integer,
	"supplier_sku" text NOT NULL,
	"badge" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "currency_packages_price_check" CHECK ("currency_packages"."price_cents" > 0),
	CONSTRAINT "currency_packages_amount_check" CHECK ("currency_packages"."currency_amount" > 0 and "currency_packages"."bonus_amount" >= 0),
	CONSTRAINT "currency_packages_compare_at_check" CHECK ("currency_packages"."compare_at_price_cents" is null or "currency_packages"."compare_at_price_cents" > "currency_packages"."price_cents")
);
--> statement-breakpoint
CREATE TABLE "display_currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"name" text NOT NULL,
	"rate_to_usd" numeric(18, 6) NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "display_currencies_code_check" CHECK ("display_currencies"."code" ~ '^[A-Z]{3}$'),
	CONSTRAINT "display_currencies_rate_check" CHECK ("display_currencies"."rate_to_usd" > 0)
);
--> statement-breakpoint
CREATE TABLE "featured_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"list" text NOT NULL,
	"game_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"headline" text DEFAULT '' NOT NULL,
	"display_image" text,
	"display_image_webp" text,
	"display_image_small" text,
	CONSTRAINT "featured_items_list_check" CHECK ("featured_items"."list" in ('hero', 'trending', 'more_games'))
);
--> statement-breakpoint
CREATE TABLE "games" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"publisher" text NOT NULL,
	"category" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"region" text DEFAULT 'Global' NOT NULL,
	"delivery_tier" text NOT NULL,
	"keywords" text DEFAULT '' NOT NULL,
	"image" text NOT NULL,
	"portrait_image" text NOT NULL,
	"square_image" text NOT NULL,
	"player_id_fields" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('simple', coalesce(title, '') || ' ' || coalesce(keywords, '')), 'A') || setweight(to_tsvector('simple', coalesce(publisher, '') || ' ' || coalesce(category, '')), 'B')) STORED,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "games_delivery_tier_check" CHECK ("games"."delivery_tier" in ('instant', 'fast', 'standard'))
);
--> statement-breakpoint
ALTER TABLE "currency_packages" ADD CONSTRAINT "currency_packages_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "featured_items" ADD CONSTRAINT "featured_items_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "currency_packages_supplier_sku_key" ON "currency_packages" USING btree ("supplier_sku");--> statement-breakpoint
CREATE INDEX "currency_packages_game_idx" ON "currency_packages" USING btree ("game_id","sort_order");--> statement-breakpoint
CREATE UNIQUE INDEX "featured_items_list_game_key" ON "featured_items" USING btree ("list","game_id");--> statement-breakpoint
CREATE INDEX "featured_items_list_position_idx" ON "featured_items" USING btree ("list","position");--> statement-breakpoint
CREATE UNIQUE INDEX "games_slug_key" ON "games" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "games_category_idx" ON "games" USING btree ("category");--> statement-breakpoint
CREATE INDEX "games_search_vector_idx" ON "games" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "games_title_trgm_idx" ON "games" USING gin (lower("title") gin_trgm_ops);