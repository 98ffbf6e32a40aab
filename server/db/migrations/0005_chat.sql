CREATE TABLE "chat_messages" (
	"id" text PRIMARY KEY NOT NULL,
	"chat_id" text NOT NULL,
	"seq" bigint NOT NULL,
	"author_id" text NOT NULL,
	"client_id" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"quoted_message_id" text,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"link_attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "chat_participants" (
	"chat_id" text NOT NULL,
	"member_id" text NOT NULL,
	"last_read_seq" bigint DEFAULT 0 NOT NULL,
	"last_read_message_id" text,
	"own_since_read" integer DEFAULT 0 NOT NULL,
	"last_received_seq" bigint DEFAULT 0 NOT NULL,
	"last_received_message_id" text,
	"muted_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_participants_chat_id_member_id_pk" PRIMARY KEY("chat_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_presence" (
	"instance_id" text NOT NULL,
	"member_id" text NOT NULL,
	"sockets" integer DEFAULT 1 NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chat_presence_instance_id_member_id_pk" PRIMARY KEY("instance_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "chat_statuses" (
	"member_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chat_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"session_token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "chats" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"group_id" text,
	"member_low_id" text,
	"member_high_id" text,
	"created_by_id" text,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"last_message_id" text,
	"last_interacted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "crawls" (
	"id" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"status" text NOT NULL,
	"title" text,
	"description" text,
	"image_url" text,
	"error" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"requested_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "chat_messages" ADD CONSTRAINT "chat_messages_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chat_participants" ADD CONSTRAINT "chat_participants_chat_id_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_chat_seq_unique" ON "chat_messages" USING btree ("chat_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "chat_messages_client_unique" ON "chat_messages" USING btree ("author_id","client_id");--> statement-breakpoint
CREATE INDEX "chat_messages_chat_updated_idx" ON "chat_messages" USING btree ("chat_id","updated_at");--> statement-breakpoint
CREATE INDEX "chat_participants_member_idx" ON "chat_participants" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_presence_member_idx" ON "chat_presence" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "chat_tokens_expires_idx" ON "chat_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "chats_group_unique" ON "chats" USING btree ("group_id") WHERE "chats"."group_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "chats_member_pair_unique" ON "chats" USING btree ("member_low_id","member_high_id") WHERE "chats"."member_low_id" is not null;--> statement-breakpoint
CREATE INDEX "crawls_url_idx" ON "crawls" USING btree ("url","finished_at");