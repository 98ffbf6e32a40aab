CREATE TABLE "mail_bounces" (
	"address" text PRIMARY KEY NOT NULL,
	"code" integer NOT NULL,
	"response" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_bounced_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_bounced_at" timestamp with time zone DEFAULT now() NOT NULL
);
