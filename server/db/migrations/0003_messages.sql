CREATE TABLE "message_attachments" (
	"message_id" text NOT NULL,
	"file_id" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "message_attachments_pk" PRIMARY KEY("message_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "message_counters" (
	"member_id" text PRIMARY KEY NOT NULL,
	"inbox" integer DEFAULT 0 NOT NULL,
	"unread" integer DEFAULT 0 NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_recipients" (
	"message_id" text NOT NULL,
	"member_id" text NOT NULL,
	"addressed" boolean DEFAULT false NOT NULL,
	"read_at" timestamp with time zone,
	"deleted_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_recipients_pk" PRIMARY KEY("message_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" text PRIMARY KEY NOT NULL,
	"author_id" text NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"plain_content" text DEFAULT '' NOT NULL,
	"conversation_starter_id" text NOT NULL,
	"to_group_id" text,
	"to_group_name" text,
	"to_group_slug" text,
	"to_all_network_members" boolean DEFAULT false NOT NULL,
	"to_count" integer DEFAULT 0 NOT NULL,
	"attachments_count" integer DEFAULT 0 NOT NULL,
	"replies_count" integer DEFAULT 0 NOT NULL,
	"author_deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_type" text;--> statement-breakpoint
ALTER TABLE "files" ADD COLUMN "owner_id" text;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_recipients" ADD CONSTRAINT "message_recipients_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_attachments_file_idx" ON "message_attachments" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "message_recipients_inbox_idx" ON "message_recipients" USING btree ("member_id","created_at" DESC NULLS LAST,"message_id" DESC NULLS LAST) WHERE "message_recipients"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_sent_idx" ON "messages" USING btree ("author_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "messages"."author_deleted_at" is null;--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_starter_id","created_at");--> statement-breakpoint
CREATE INDEX "files_owner_idx" ON "files" USING btree ("owner_type","owner_id");