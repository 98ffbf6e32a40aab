-- Members who existed before onboarding was introduced are not asked for the onboarding profile.
UPDATE "members" SET "onboarded_at" = "created_at" WHERE "onboarded_at" IS NULL;
