CREATE TABLE "player_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"game_id" uuid NOT NULL,
	"fields" jsonb NOT NULL,
	"player_key" text NOT NULL,
	"nickname" text,
	"last_used_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "remember_player" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "player_accounts" ADD CONSTRAINT "player_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "player_accounts" ADD CONSTRAINT "player_accounts_game_id_games_id_fk" FOREIGN KEY ("game_id") REFERENCES "public"."games"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "player_accounts_key" ON "player_accounts" USING btree ("user_id","game_id","player_key");--> statement-breakpoint
CREATE INDEX "player_accounts_recent_idx" ON "player_accounts" USING btree ("user_id","game_id","last_used_at" desc);