CREATE TABLE "digest_items" (
	"member_id" text NOT NULL,
	"mail" text NOT NULL,
	"activity_id" text NOT NULL,
	"version" timestamp with time zone NOT NULL,
	CONSTRAINT "digest_items_member_id_mail_activity_id_pk" PRIMARY KEY("member_id","mail","activity_id")
);
--> statement-breakpoint
CREATE TABLE "digest_mails" (
	"member_id" text NOT NULL,
	"mail" text NOT NULL,
	"period" text NOT NULL,
	"state" text NOT NULL,
	"content" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "digest_mails_member_id_mail_period_pk" PRIMARY KEY("member_id","mail","period")
);
--> statement-breakpoint
ALTER TABLE "digest_items" ADD CONSTRAINT "digest_items_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_items" ADD CONSTRAINT "digest_items_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "digest_mails" ADD CONSTRAINT "digest_mails_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "digest_items_activity_idx" ON "digest_items" USING btree ("activity_id");--> statement-breakpoint
CREATE INDEX "digest_mails_created_idx" ON "digest_mails" USING btree ("created_at");