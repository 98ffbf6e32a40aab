CREATE TABLE "newsletter_settings" (
	"id" text PRIMARY KEY NOT NULL,
	"sending" jsonb NOT NULL,
	"template" jsonb,
	"section_order" jsonb,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
