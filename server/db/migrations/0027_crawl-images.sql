ALTER TABLE "crawls" ADD COLUMN "image_blob_key" text;--> statement-breakpoint
-- Previews stored before images were served from our origin point at other sites, which the Content
-- Security Policy blocks and which would tell those sites who reads what: they lose their picture.
UPDATE "activities" SET "link_preview" = jsonb_set("link_preview", '{image_url}', 'null'::jsonb)
  WHERE "link_preview" ->> 'image_url' IS NOT NULL AND "link_preview" ->> 'image_url' NOT LIKE '/api/v1/crawls/%';--> statement-breakpoint
UPDATE "chat_messages" SET "link_attachments" = (
  SELECT jsonb_agg(CASE WHEN a ->> 'image_url' NOT LIKE '/api/v1/crawls/%'
    THEN jsonb_set(a, '{image_url}', 'null'::jsonb) ELSE a END ORDER BY position)
  FROM jsonb_array_elements("link_attachments") WITH ORDINALITY AS links(a, position))
  WHERE EXISTS (SELECT 1 FROM jsonb_array_elements("link_attachments") AS links(a)
    WHERE a ->> 'image_url' NOT LIKE '/api/v1/crawls/%');
