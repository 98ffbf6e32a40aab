CREATE TABLE "page_versions" (
	"id" text PRIMARY KEY NOT NULL,
	"page_id" text NOT NULL,
	"number" integer NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"plain" text NOT NULL,
	"author_id" text NOT NULL,
	"restored_from" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text,
	"parent_id" text,
	"position" integer DEFAULT 0 NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"plain" text NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"show_in_userbar" boolean DEFAULT false NOT NULL,
	"public" boolean DEFAULT false NOT NULL,
	"author_id" text NOT NULL,
	"updated_by_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "page_versions" ADD CONSTRAINT "page_versions_page_id_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_parent_id_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."pages"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "page_versions_number_unique" ON "page_versions" USING btree ("page_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_network_slug_unique" ON "pages" USING btree ("slug") WHERE "pages"."group_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "pages_group_slug_unique" ON "pages" USING btree ("group_id","slug") WHERE "pages"."group_id" is not null;--> statement-breakpoint
CREATE INDEX "pages_parent_idx" ON "pages" USING btree ("parent_id","position");--> statement-breakpoint
CREATE INDEX "pages_group_idx" ON "pages" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "pages_userbar_idx" ON "pages" USING btree ("show_in_userbar") WHERE "pages"."show_in_userbar";