CREATE TABLE "geocodes" (
	"address_key" text PRIMARY KEY NOT NULL,
	"latitude" double precision,
	"longitude" double precision,
	"geocoded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "map_places" (
	"subject_type" text NOT NULL,
	"subject_id" text NOT NULL,
	"address_key" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "map_places_subject_type_subject_id_pk" PRIMARY KEY("subject_type","subject_id")
);
--> statement-breakpoint
ALTER TABLE "groups" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "map_places_address_idx" ON "map_places" USING btree ("address_key");