CREATE TABLE "sso_group_memberships" (
	"provider_id" text NOT NULL,
	"member_id" text NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "sso_group_memberships_provider_id_member_id_group_id_pk" PRIMARY KEY("provider_id","member_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "sso_identities" (
	"provider_id" text NOT NULL,
	"subject" text NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone,
	CONSTRAINT "sso_identities_provider_id_subject_pk" PRIMARY KEY("provider_id","subject")
);
--> statement-breakpoint
CREATE TABLE "sso_providers" (
	"id" text PRIMARY KEY NOT NULL,
	"display_name" text NOT NULL,
	"issuer" text NOT NULL,
	"client_id" text NOT NULL,
	"client_secret_sealed" text,
	"scopes" text NOT NULL,
	"name_claim" text NOT NULL,
	"email_claim" text NOT NULL,
	"groups_claim" text DEFAULT '' NOT NULL,
	"just_in_time" boolean DEFAULT false NOT NULL,
	"password_sign_in_disabled" boolean DEFAULT false NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sessions" (
	"session_id" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"id_token_sealed" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sso_sign_ins" (
	"state_hash" text PRIMARY KEY NOT NULL,
	"provider_id" text NOT NULL,
	"nonce" text NOT NULL,
	"code_verifier" text NOT NULL,
	"redirect_to" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sso_group_memberships" ADD CONSTRAINT "sso_group_memberships_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_group_memberships" ADD CONSTRAINT "sso_group_memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_group_memberships" ADD CONSTRAINT "sso_group_memberships_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_identities" ADD CONSTRAINT "sso_identities_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_session_id_sessions_token_hash_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("token_hash") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sessions" ADD CONSTRAINT "sso_sessions_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sso_sign_ins" ADD CONSTRAINT "sso_sign_ins_provider_id_sso_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."sso_providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sso_identities_member_idx" ON "sso_identities" USING btree ("member_id");--> statement-breakpoint
CREATE INDEX "sso_sign_ins_expires_idx" ON "sso_sign_ins" USING btree ("expires_at");