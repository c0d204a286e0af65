CREATE TABLE "catalogue_texts" (
	"entity" text NOT NULL,
	"entity_key" text NOT NULL,
	"field" text NOT NULL,
	"language" text NOT NULL,
	"value" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalogue_texts_language_entity_entity_key_field_pk" PRIMARY KEY("language","entity","entity_key","field"),
	CONSTRAINT "catalogue_texts_entity_check" CHECK ("catalogue_texts"."entity" in ('game', 'package', 'featured', 'category'))
);
--> statement-breakpoint
CREATE TABLE "guide_texts" (
	"guide_id" uuid NOT NULL,
	"language" text NOT NULL,
	"title" text NOT NULL,
	"content_html" text NOT NULL,
	"excerpt" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guide_texts_guide_id_language_pk" PRIMARY KEY("guide_id","language")
);
--> statement-breakpoint
CREATE TABLE "guides" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"source_language" text DEFAULT 'en' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"cover_image" text DEFAULT '' NOT NULL,
	"author_name" text NOT NULL,
	"author_id" uuid,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "guides_status_check" CHECK ("guides"."status" in ('draft', 'published')),
	CONSTRAINT "guides_slug_check" CHECK ("guides"."slug" ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length("guides"."slug") <= 120)
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscriptions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"last_sent_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "newsletter_status_check" CHECK ("newsletter_subscriptions"."status" in ('pending', 'confirmed', 'unsubscribed')),
	CONSTRAINT "newsletter_email_lower_check" CHECK ("newsletter_subscriptions"."email" = lower("newsletter_subscriptions"."email"))
);
--> statement-breakpoint
CREATE TABLE "partner_enquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"company" text NOT NULL,
	"website" text,
	"kind" text NOT NULL,
	"message" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "guide_texts" ADD CONSTRAINT "guide_texts_guide_id_guides_id_fk" FOREIGN KEY ("guide_id") REFERENCES "public"."guides"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guides" ADD CONSTRAINT "guides_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "guides_slug_key" ON "guides" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "guides_published_idx" ON "guides" USING btree ("status","published_at");--> statement-breakpoint
CREATE UNIQUE INDEX "newsletter_subscriptions_email_key" ON "newsletter_subscriptions" USING btree ("email");--> statement-breakpoint
CREATE INDEX "partner_enquiries_created_idx" ON "partner_enquiries" USING btree ("created_at");