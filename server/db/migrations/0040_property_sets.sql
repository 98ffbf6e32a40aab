CREATE TABLE "property_sets" (
	"scope" text NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"properties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"modifications" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "property_sets_scope_name_pk" PRIMARY KEY("scope","name")
);
