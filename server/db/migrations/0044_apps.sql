CREATE TABLE "app_items" (
	"id" text PRIMARY KEY NOT NULL,
	"app_id" text NOT NULL,
	"name" text NOT NULL,
	"values" jsonb NOT NULL,
	"column" text,
	"position" double precision DEFAULT 0 NOT NULL,
	"tag_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"member_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"author_id" text NOT NULL,
	"archived_at" timestamp with time zone,
	"archived_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "apps" (
	"id" text PRIMARY KEY NOT NULL,
	"group_id" text,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"column_property" text,
	"creators" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"editors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"create_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"update_keys" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text[] NOT NULL,
	"teaser_template" text DEFAULT '' NOT NULL,
	"integrations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"show_in_userbar" boolean DEFAULT false NOT NULL,
	"wall_revision" integer DEFAULT 0 NOT NULL,
	"author_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "app_items" ADD CONSTRAINT "app_items_app_id_apps_id_fk" FOREIGN KEY ("app_id") REFERENCES "public"."apps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "app_items_wall_idx" ON "app_items" USING btree ("app_id","column","position");--> statement-breakpoint
CREATE INDEX "app_items_created_idx" ON "app_items" USING btree ("app_id","created_at");--> statement-breakpoint
CREATE INDEX "app_items_tags_idx" ON "app_items" USING gin ("tag_ids");--> statement-breakpoint
CREATE INDEX "app_items_members_idx" ON "app_items" USING gin ("member_ids");--> statement-breakpoint
CREATE UNIQUE INDEX "apps_slug_unique" ON "apps" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "apps_group_idx" ON "apps" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "apps_visibility_idx" ON "apps" USING gin ("visibility");