CREATE TABLE "channel_layouts" (
	"channel_id" text PRIMARY KEY NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "channel_widgets" (
	"id" text PRIMARY KEY NOT NULL,
	"channel_id" text NOT NULL,
	"type" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"title_background_override" text,
	"hide_title" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"label" text DEFAULT '' NOT NULL,
	"width" integer DEFAULT 1 NOT NULL,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "channel_layouts" ADD CONSTRAINT "channel_layouts_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channel_widgets" ADD CONSTRAINT "channel_widgets_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "channel_widgets_channel_idx" ON "channel_widgets" USING btree ("channel_id","created_at");