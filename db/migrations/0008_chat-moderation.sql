CREATE TABLE "chat_moderation_actions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"action" text NOT NULL,
	"actor_id" text NOT NULL,
	"target_user_id" text NOT NULL,
	"message_id" uuid,
	"minutes" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_moderation_actions_action_check" CHECK ("chat_moderation_actions"."action" in ('delete', 'mute')),
	CONSTRAINT "chat_moderation_actions_minutes_check" CHECK (("chat_moderation_actions"."action" = 'mute') = ("chat_moderation_actions"."minutes" is not null))
);
--> statement-breakpoint
CREATE TABLE "chat_mutes" (
	"user_id" text PRIMARY KEY NOT NULL,
	"muted_until" timestamp with time zone NOT NULL,
	"muted_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "chat_moderation_actions" ADD CONSTRAINT "chat_moderation_actions_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_moderation_actions_target_idx" ON "chat_moderation_actions" USING btree ("target_user_id","created_at");--> statement-breakpoint
CREATE INDEX "chat_messages_file_url_idx" ON "chat_messages" USING btree (("file"->>'url')) WHERE "chat_messages"."file" is not null;