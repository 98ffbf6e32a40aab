CREATE TABLE "statistics_daily" (
	"scope" text NOT NULL,
	"day" date NOT NULL,
	"metric" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "statistics_daily_scope_day_metric_pk" PRIMARY KEY("scope","day","metric")
);
--> statement-breakpoint
CREATE TABLE "statistics_days" (
	"day" date PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_active_days" (
	"day" date NOT NULL,
	"member_id" text NOT NULL,
	"sign_ins" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "member_active_days_day_member_id_pk" PRIMARY KEY("day","member_id")
);
--> statement-breakpoint
ALTER TABLE "member_active_days" ADD CONSTRAINT "member_active_days_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;