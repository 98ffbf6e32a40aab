CREATE TABLE "channel_subscriptions" (
	"channel_id" text NOT NULL,
	"member_id" text NOT NULL,
	"favorited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_subscriptions_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "channel_visits" (
	"channel_id" text NOT NULL,
	"member_id" text NOT NULL,
	"visited_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "channel_visits_channel_id_member_id_pk" PRIMARY KEY("channel_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" text PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"image_file_id" text,
	"audience" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"editors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"page_keys" text[] NOT NULL,
	"editor_keys" text[] NOT NULL,
	"visibility" text[] NOT NULL,
	"subscribers_count" integer DEFAULT 0 NOT NULL,
	"created_by_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_subscriptions" ADD CONSTRAINT "channel_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_visits" ADD CONSTRAINT "channel_visits_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_visits" ADD CONSTRAINT "channel_visits_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_created_by_id_members_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_subscriptions_member_idx" ON "channel_subscriptions" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "channel_visits_member_idx" ON "channel_visits" USING btree ("member_id","visited_at");--> statement-breakpoint
CREATE UNIQUE INDEX "channels_slug_idx" ON "channels" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "channels_visibility_idx" ON "channels" USING gin ("visibility");--> statement-breakpoint
CREATE INDEX "channels_title_idx" ON "channels" USING btree (lower("title"));--> statement-breakpoint
CREATE INDEX "channels_popular_idx" ON "channels" USING btree ("subscribers_count");