-- Search: accent folding needs unaccent; the two functions are IMMUTABLE so the index and the query
-- fold and weigh text the same way (unaccent itself is only STABLE, as its dictionary could change).
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_fold(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT lower(public.unaccent('public.unaccent'::regdictionary, coalesce(value, '')))
$$;--> statement-breakpoint
-- Title A, body B, file contents C; each as plain words (exact and prefix matches, phrases) and as
-- German and English stems ("Häuser" finds "Haus", "calendars" finds "calendar").
CREATE OR REPLACE FUNCTION search_vector(title text, body text, contents text) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT setweight(to_tsvector('simple', search_fold(title)), 'A')
      || setweight(to_tsvector('german', search_fold(title)), 'A')
      || setweight(to_tsvector('english', search_fold(title)), 'A')
      || setweight(to_tsvector('simple', search_fold(body)), 'B')
      || setweight(to_tsvector('german', search_fold(body)), 'B')
      || setweight(to_tsvector('english', search_fold(body)), 'B')
      || setweight(to_tsvector('simple', search_fold(contents)), 'C')
      || setweight(to_tsvector('german', search_fold(contents)), 'C')
      || setweight(to_tsvector('english', search_fold(contents)), 'C')
$$;--> statement-breakpoint
CREATE TABLE "search_documents" (
	"module" text NOT NULL,
	"subject_id" text NOT NULL,
	"group_id" text,
	"title" text NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"contents" text DEFAULT '' NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text[] NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"language" text DEFAULT '' NOT NULL,
	"date" timestamp with time zone NOT NULL,
	"payload" jsonb NOT NULL,
	"vector" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_module_subject_id_pk" PRIMARY KEY("module","subject_id")
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_documents_vector_idx" ON "search_documents" USING gin ("vector");--> statement-breakpoint
CREATE INDEX "search_documents_visibility_idx" ON "search_documents" USING gin ("visibility");--> statement-breakpoint
CREATE INDEX "search_documents_group_idx" ON "search_documents" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "search_words_trgm_idx" ON "search_words" USING gin ("word" gin_trgm_ops);