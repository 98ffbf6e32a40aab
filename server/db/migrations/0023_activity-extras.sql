ALTER TABLE "activities" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "link_preview" jsonb;--> statement-breakpoint
ALTER TABLE "activity_replies" ADD COLUMN "language" text;