CREATE TABLE "activities" (
	"id" text PRIMARY KEY NOT NULL,
	"stream_id" text NOT NULL,
	"author_id" text NOT NULL,
	"html" text NOT NULL,
	"plain" text NOT NULL,
	"object_type" text,
	"object_id" text,
	"object_data" jsonb,
	"attachment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"mention_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"visibility" text[] NOT NULL,
	"reply_count" integer DEFAULT 0 NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_likes" (
	"id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"reply_id" text,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "activity_read_positions" (
	"member_id" text NOT NULL,
	"stream_id" text NOT NULL,
	"read_at" timestamp with time zone NOT NULL,
	CONSTRAINT "activity_read_positions_member_id_stream_id_pk" PRIMARY KEY("member_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "activity_replies" (
	"id" text PRIMARY KEY NOT NULL,
	"activity_id" text NOT NULL,
	"author_id" text NOT NULL,
	"html" text NOT NULL,
	"plain" text NOT NULL,
	"state" text DEFAULT 'published' NOT NULL,
	"like_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "activity_stream_subscriptions" (
	"member_id" text NOT NULL,
	"stream_id" text NOT NULL,
	"subscribed" boolean NOT NULL,
	CONSTRAINT "activity_stream_subscriptions_member_id_stream_id_pk" PRIMARY KEY("member_id","stream_id")
);
--> statement-breakpoint
CREATE TABLE "activity_streams" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"slug" text,
	"name" text NOT NULL,
	"group_id" text,
	"posting_audience" text[] DEFAULT '{}'::text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_stream_id_activity_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."activity_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_reply_id_activity_replies_id_fk" FOREIGN KEY ("reply_id") REFERENCES "public"."activity_replies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_likes" ADD CONSTRAINT "activity_likes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_read_positions" ADD CONSTRAINT "activity_read_positions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_read_positions" ADD CONSTRAINT "activity_read_positions_stream_id_activity_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."activity_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_replies" ADD CONSTRAINT "activity_replies_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_replies" ADD CONSTRAINT "activity_replies_author_id_members_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."members"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stream_subscriptions" ADD CONSTRAINT "activity_stream_subscriptions_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_stream_subscriptions" ADD CONSTRAINT "activity_stream_subscriptions_stream_id_activity_streams_id_fk" FOREIGN KEY ("stream_id") REFERENCES "public"."activity_streams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_streams" ADD CONSTRAINT "activity_streams_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activities_stream_idx" ON "activities" USING btree ("stream_id","created_at","id");--> statement-breakpoint
CREATE INDEX "activities_author_idx" ON "activities" USING btree ("author_id","created_at");--> statement-breakpoint
CREATE INDEX "activities_created_idx" ON "activities" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "activities_visibility_idx" ON "activities" USING gin ("visibility");--> statement-breakpoint
CREATE INDEX "activities_object_idx" ON "activities" USING btree ("object_type","object_id");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_likes_activity_idx" ON "activity_likes" USING btree ("activity_id","member_id") WHERE "activity_likes"."reply_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "activity_likes_reply_idx" ON "activity_likes" USING btree ("reply_id","member_id") WHERE "activity_likes"."reply_id" is not null;--> statement-breakpoint
CREATE INDEX "activity_likes_member_idx" ON "activity_likes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE INDEX "activity_replies_activity_idx" ON "activity_replies" USING btree ("activity_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_streams_slug_idx" ON "activity_streams" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_streams_group_idx" ON "activity_streams" USING btree ("group_id");