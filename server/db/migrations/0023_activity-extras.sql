ALTER TABLE "activities" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "link_url" text;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "link_preview" jsonb;--> statement-breakpoint
ALTER TABLE "activity_replies" ADD COLUMN "language" text;--> statement-breakpoint
CREATE INDEX "activities_link_pending_idx" ON "activities" USING btree ("link_url") WHERE "activities"."link_url" is not null and "activities"."link_preview" is null;--> statement-breakpoint
-- Activity notification kinds take the modules' naming (`activities.mention`), which the web app words.
UPDATE "notifications" SET "kind" = 'activities.' || substr("kind", 10) WHERE "kind" IN ('activity_mention', 'activity_reply', 'activity_like');
