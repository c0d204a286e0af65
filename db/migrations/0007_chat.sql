CREATE TABLE "chat_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"room_id" text NOT NULL,
	"sender_id" text NOT NULL,
	"sender_name" text NOT NULL,
	"sender_kind" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"file" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone,
	CONSTRAINT "chat_messages_sender_kind_check" CHECK ("chat_messages"."sender_kind" in ('member', 'guest')),
	CONSTRAINT "chat_messages_text_length_check" CHECK (length("chat_messages"."text") <= 1000)
);
--> statement-breakpoint
CREATE TABLE "chat_reads" (
	"message_id" uuid NOT NULL,
	"reader_id" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_reads_message_id_reader_id_pk" PRIMARY KEY("message_id","reader_id")
);
--> statement-breakpoint
ALTER TABLE "chat_reads" ADD CONSTRAINT "chat_reads_message_id_chat_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."chat_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chat_messages_room_seq_idx" ON "chat_messages" USING btree ("room_id","seq");