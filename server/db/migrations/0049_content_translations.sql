CREATE TABLE "content_translations" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"language" text NOT NULL,
	"origin" text NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"sources" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_by_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "content_translations_subject_type_subject_id_language_origin_pk" PRIMARY KEY("subject_type","subject_id","language","origin")
);
--> statement-breakpoint
ALTER TABLE "content_translations" ADD CONSTRAINT "content_translations_updated_by_id_members_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;