CREATE TABLE "legal_text_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"legal_text_id" text NOT NULL,
	"html_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "legal_texts" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"statement" text DEFAULT '' NOT NULL,
	"handle" text NOT NULL,
	"html_text" text NOT NULL,
	"read_only" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "legal_text_versions" ADD CONSTRAINT "legal_text_versions_legal_text_id_legal_texts_id_fk" FOREIGN KEY ("legal_text_id") REFERENCES "public"."legal_texts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "legal_text_versions_text_idx" ON "legal_text_versions" USING btree ("legal_text_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "legal_texts_handle_key" ON "legal_texts" USING btree ("handle");