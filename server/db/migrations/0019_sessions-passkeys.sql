CREATE TABLE "known_browsers" (
	"member_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_browsers_member_id_token_hash_pk" PRIMARY KEY("member_id","token_hash")
);
--> statement-breakpoint
ALTER TABLE "known_browsers" ADD CONSTRAINT "known_browsers_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;