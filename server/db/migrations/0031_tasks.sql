CREATE TABLE "task_assignees" (
	"task_id" text NOT NULL,
	"member_id" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_assignees_pk" PRIMARY KEY("task_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "task_notes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"html" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "task_positions" (
	"member_id" text NOT NULL,
	"task_id" text NOT NULL,
	"position" double precision NOT NULL,
	CONSTRAINT "task_positions_pk" PRIMARY KEY("member_id","task_id")
);
--> statement-breakpoint
CREATE TABLE "task_stars" (
	"task_id" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_stars_pk" PRIMARY KEY("task_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" text PRIMARY KEY NOT NULL,
	"creator_id" text NOT NULL,
	"group_id" text,
	"title" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"description_plain" text DEFAULT '' NOT NULL,
	"due_date" date,
	"due_time" text,
	"due_time_zone" text,
	"due_at" timestamp with time zone,
	"reminder_minutes" integer,
	"reminded_at" timestamp with time zone,
	"priority" text DEFAULT 'none' NOT NULL,
	"checklist" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attachment_ids" text[] DEFAULT '{}'::text[] NOT NULL,
	"done_at" timestamp with time zone,
	"done_by_id" text,
	"archived_at" timestamp with time zone,
	"visibility" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "task_assignees" ADD CONSTRAINT "task_assignees_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_positions" ADD CONSTRAINT "task_positions_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_stars" ADD CONSTRAINT "task_stars_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_assignees_member_idx" ON "task_assignees" USING btree ("member_id","state");--> statement-breakpoint
CREATE INDEX "task_notes_member_idx" ON "task_notes" USING btree ("member_id","updated_at");--> statement-breakpoint
CREATE INDEX "task_stars_member_idx" ON "task_stars" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "tasks_creator_idx" ON "tasks" USING btree ("creator_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_group_idx" ON "tasks" USING btree ("group_id","created_at");--> statement-breakpoint
CREATE INDEX "tasks_visibility_idx" ON "tasks" USING gin ("visibility");