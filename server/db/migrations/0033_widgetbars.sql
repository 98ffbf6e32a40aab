CREATE TABLE "feed_caches" (
	"url" text PRIMARY KEY NOT NULL,
	"title" text,
	"link" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"error" text,
	"fetched_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "widgetbars" (
	"scope" text NOT NULL,
	"slug" text NOT NULL,
	"widgets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "widgetbars_scope_slug_pk" PRIMARY KEY("scope","slug")
);
