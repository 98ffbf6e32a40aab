CREATE TABLE "authentication_factors" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"type" text NOT NULL,
	"secret_sealed" text,
	"last_used_step" bigint,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_backup_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"factor_id" text NOT NULL,
	"member_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "two_factor_email_codes" (
	"id" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_setups" (
	"member_id" text NOT NULL,
	"type" text NOT NULL,
	"secret_sealed" text,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "two_factor_pending_sign_ins" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"mode" text NOT NULL,
	"redirect_to" text NOT NULL,
	"ip" text,
	"user_agent" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "two_factor_verified" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "authentication_factors" ADD CONSTRAINT "authentication_factors_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_backup_codes" ADD CONSTRAINT "two_factor_backup_codes_factor_id_authentication_factors_id_fk" FOREIGN KEY ("factor_id") REFERENCES "public"."authentication_factors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_backup_codes" ADD CONSTRAINT "two_factor_backup_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_email_codes" ADD CONSTRAINT "two_factor_email_codes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_setups" ADD CONSTRAINT "two_factor_setups_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "two_factor_pending_sign_ins" ADD CONSTRAINT "two_factor_pending_sign_ins_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authentication_factors_member_type_unique" ON "authentication_factors" USING btree ("member_id","type");--> statement-breakpoint
CREATE INDEX "two_factor_backup_codes_member_idx" ON "two_factor_backup_codes" USING btree ("member_id","code_hash");--> statement-breakpoint
CREATE INDEX "two_factor_email_codes_member_idx" ON "two_factor_email_codes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "two_factor_setups_member_type_unique" ON "two_factor_setups" USING btree ("member_id","type");--> statement-breakpoint
CREATE INDEX "two_factor_pending_member_idx" ON "two_factor_pending_sign_ins" USING btree ("member_id");