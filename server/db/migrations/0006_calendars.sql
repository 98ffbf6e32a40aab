CREATE TABLE "appointment_calendars" (
	"appointment_id" text NOT NULL,
	"calendar_id" text NOT NULL,
	CONSTRAINT "appointment_calendars_pk" PRIMARY KEY("appointment_id","calendar_id")
);
--> statement-breakpoint
CREATE TABLE "appointment_participants" (
	"id" text PRIMARY KEY NOT NULL,
	"appointment_id" text NOT NULL,
	"member_id" text NOT NULL,
	"status" text NOT NULL,
	"invited_by_id" text,
	"answered_at" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointments" (
	"id" text PRIMARY KEY NOT NULL,
	"series_id" text,
	"original_start" timestamp with time zone,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author_id" text,
	"last_author_id" text,
	"organizer_id" text,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"span_end" timestamp with time zone NOT NULL,
	"all_day" boolean DEFAULT false NOT NULL,
	"time_zone" text NOT NULL,
	"recurrence_frequency" text DEFAULT 'never' NOT NULL,
	"recurrence_interval" integer DEFAULT 1 NOT NULL,
	"recurrence_end_date" text,
	"canceled" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"location" jsonb NOT NULL,
	"meeting" jsonb,
	"meeting_room_id" text,
	"teams" jsonb NOT NULL,
	"attendees" jsonb NOT NULL,
	"application" jsonb NOT NULL,
	"category_id" text,
	"consultant_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contact_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"event_image_id" text,
	"event_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invite_consumers" boolean DEFAULT false NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"post_to_stream" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appointment_occurrence_answers" (
	"participant_id" text NOT NULL,
	"occurrence_start" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	CONSTRAINT "appointment_occurrence_answers_pk" PRIMARY KEY("participant_id","occurrence_start")
);
--> statement-breakpoint
CREATE TABLE "appointment_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"label" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "calendar_shares" (
	"calendar_id" text NOT NULL,
	"member_id" text NOT NULL,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_shares_pk" PRIMARY KEY("calendar_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "calendars" (
	"id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"color" text NOT NULL,
	"owner_id" text,
	"group_id" text,
	"author_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meeting_rooms" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appointment_calendars" ADD CONSTRAINT "appointment_calendars_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_calendars" ADD CONSTRAINT "appointment_calendars_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_participants" ADD CONSTRAINT "appointment_participants_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appointment_occurrence_answers" ADD CONSTRAINT "appointment_occurrence_answers_participant_id_appointment_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."appointment_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_shares" ADD CONSTRAINT "calendar_shares_calendar_id_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appointment_calendars_calendar_idx" ON "appointment_calendars" USING btree ("calendar_id","appointment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "appointment_participants_unique" ON "appointment_participants" USING btree ("appointment_id","member_id");--> statement-breakpoint
CREATE INDEX "appointment_participants_member_idx" ON "appointment_participants" USING btree ("member_id","status");--> statement-breakpoint
CREATE INDEX "appointments_span_idx" ON "appointments" USING gist (tstzrange("starts_at", "span_end", '[]')) WHERE "appointments"."deleted_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "appointments_exception_unique" ON "appointments" USING btree ("series_id","original_start");--> statement-breakpoint
CREATE INDEX "appointments_room_idx" ON "appointments" USING btree ("meeting_room_id");--> statement-breakpoint
CREATE INDEX "calendar_shares_member_idx" ON "calendar_shares" USING btree ("member_id");--> statement-breakpoint
CREATE UNIQUE INDEX "calendars_personal_unique" ON "calendars" USING btree ("owner_id") WHERE "calendars"."type" = 'personal';--> statement-breakpoint
CREATE INDEX "calendars_owner_idx" ON "calendars" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "calendars_group_idx" ON "calendars" USING btree ("group_id");