CREATE TABLE "file_tokens" (
	"id" text PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"purpose" text NOT NULL,
	"member_id" text NOT NULL,
	"viewer" jsonb NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"folder_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"major" integer NOT NULL,
	"blob_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"original_filename" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"state" text NOT NULL,
	"folder_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"original_filename" text NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"size" bigint NOT NULL,
	"major" integer DEFAULT 1 NOT NULL,
	"blob_key" text NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"file_profile" text,
	"external_id" text,
	"view_count" integer DEFAULT 0 NOT NULL,
	"locked_by_id" text,
	"locked_until" timestamp with time zone,
	"finalized_at" timestamp with time zone,
	"review_changes_count" integer DEFAULT 0 NOT NULL,
	"review_comments_count" integer DEFAULT 0 NOT NULL,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folder_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"folder_id" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"blob_key" text,
	"size" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "folders" (
	"id" text PRIMARY KEY NOT NULL,
	"context_type" text NOT NULL,
	"context_id" text,
	"parent_id" text,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"folder_profile" text,
	"activity_stream" boolean DEFAULT false NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"creator_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pending_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"file_id" text NOT NULL,
	"blob_key" text NOT NULL,
	"size" bigint NOT NULL,
	"content_type" text NOT NULL,
	"extension" text NOT NULL,
	"original_filename" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "file_versions" ADD CONSTRAINT "file_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pending_versions" ADD CONSTRAINT "pending_versions_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "file_tokens_hash_unique" ON "file_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "file_tokens_expires_idx" ON "file_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "file_versions_file_major_unique" ON "file_versions" USING btree ("file_id","major");--> statement-breakpoint
CREATE INDEX "files_folder_idx" ON "files" USING btree ("folder_id");--> statement-breakpoint
CREATE INDEX "files_volatile_idx" ON "files" USING btree ("state","created_at");--> statement-breakpoint
CREATE INDEX "files_author_idx" ON "files" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "folder_exports_folder_idx" ON "folder_exports" USING btree ("folder_id","member_id","created_at");--> statement-breakpoint
CREATE INDEX "folders_parent_idx" ON "folders" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "folders_context_idx" ON "folders" USING btree ("context_type","context_id");--> statement-breakpoint
CREATE UNIQUE INDEX "folders_context_root_unique" ON "folders" USING btree ("context_type",coalesce("context_id", '')) WHERE "folders"."parent_id" is null;--> statement-breakpoint
CREATE INDEX "pending_versions_file_idx" ON "pending_versions" USING btree ("file_id");