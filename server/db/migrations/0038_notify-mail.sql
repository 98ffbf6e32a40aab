CREATE TABLE "ignored_members" (
	"member_id" text NOT NULL,
	"ignored_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ignored_members_member_id_ignored_id_pk" PRIMARY KEY("member_id","ignored_id")
);
--> statement-breakpoint
CREATE TABLE "member_notification_settings" (
	"member_id" text PRIMARY KEY NOT NULL,
	"email_notifications" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email_subscriptions" boolean DEFAULT true NOT NULL,
	"email_admin_notifications" boolean DEFAULT true NOT NULL,
	"newsletter" boolean DEFAULT true NOT NULL,
	"email_digests" jsonb NOT NULL,
	"email_daily_digests" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ignored_members" ADD CONSTRAINT "ignored_members_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ignored_members" ADD CONSTRAINT "ignored_members_ignored_id_members_id_fk" FOREIGN KEY ("ignored_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notification_settings" ADD CONSTRAINT "member_notification_settings_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ignored_members_ignored_idx" ON "ignored_members" USING btree ("ignored_id");