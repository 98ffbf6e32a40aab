-- members.search_text is the document the directory searches (ILIKE on a pg_trgm index). A trigger
-- keeps it right for every writer (profile edits, administration, imports, seed, tests) instead of
-- trusting each one to remember a helper.
CREATE OR REPLACE FUNCTION members_search_text() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_text := lower(concat_ws(' ', NEW.first_name, NEW.last_name, NEW.email,
    (SELECT string_agg(value, ' ') FROM jsonb_each_text(coalesce(NEW.profile, '{}'::jsonb)))));
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER members_search_text BEFORE INSERT OR UPDATE OF first_name, last_name, email, profile ON members
  FOR EACH ROW EXECUTE FUNCTION members_search_text();--> statement-breakpoint
UPDATE members SET first_name = first_name;
