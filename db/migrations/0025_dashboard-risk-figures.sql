CREATE TABLE "checkout_refusals" (
	"day" date NOT NULL,
	"reason" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "checkout_refusals_day_reason_pk" PRIMARY KEY("day","reason")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "held_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_held_at_idx" ON "orders" USING btree ("held_at") WHERE "orders"."held_at" is not null;--> statement-breakpoint
-- Orders a fraud rule held before this column existed: the time of their "Held for review: <rule>"
-- note, so the dashboard's holds count them too.
UPDATE "orders" SET "held_at" = "held"."at"
  FROM (SELECT "order_id", min("at") AS "at" FROM "order_events"
         WHERE "cause" LIKE 'Held for review: %' GROUP BY "order_id") AS "held"
 WHERE "orders"."id" = "held"."order_id";
