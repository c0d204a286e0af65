CREATE TABLE "blocklist_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"value" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "risk_rules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"scope" text,
	"window_minutes" integer,
	"max_orders" integer,
	"max_cents" integer,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "risk_rules_shape_check" CHECK (("risk_rules"."kind" = 'velocity' and "risk_rules"."scope" is not null and "risk_rules"."window_minutes" > 0 and ("risk_rules"."max_orders" is not null or "risk_rules"."max_cents" is not null)) or ("risk_rules"."kind" = 'first_order' and "risk_rules"."scope" is null and "risk_rules"."max_cents" is not null)),
	CONSTRAINT "risk_rules_limits_check" CHECK (coalesce("risk_rules"."max_orders", 1) > 0 and coalesce("risk_rules"."max_cents", 1) > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "client_address" text;--> statement-breakpoint
ALTER TABLE "blocklist_entries" ADD CONSTRAINT "blocklist_entries_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blocklist_entries_value_key" ON "blocklist_entries" USING btree ("kind","value");--> statement-breakpoint
INSERT INTO "risk_rules" ("name", "kind", "scope", "window_minutes", "max_orders", "position") VALUES ('More than 5 orders in 10 minutes from one account', 'velocity', 'account', 10, 5, 1), ('More than 5 orders in 10 minutes from one e-mail', 'velocity', 'email', 10, 5, 2);
