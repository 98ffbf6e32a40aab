CREATE TABLE "scope_designs" (
	"id" text PRIMARY KEY NOT NULL,
	"group_category_id" text,
	"group_id" text,
	"design" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "scope_designs_one_scope" CHECK (("scope_designs"."group_category_id" is null) <> ("scope_designs"."group_id" is null))
);
--> statement-breakpoint
ALTER TABLE "scope_designs" ADD CONSTRAINT "scope_designs_group_category_id_group_categories_id_fk" FOREIGN KEY ("group_category_id") REFERENCES "public"."group_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scope_designs" ADD CONSTRAINT "scope_designs_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "scope_designs_group_category_key" ON "scope_designs" USING btree ("group_category_id");--> statement-breakpoint
CREATE UNIQUE INDEX "scope_designs_group_key" ON "scope_designs" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "groups" DROP COLUMN "design";