DROP INDEX "search_documents_vector_idx";--> statement-breakpoint
DROP INDEX "search_documents_visibility_idx";--> statement-breakpoint
CREATE INDEX "search_documents_activities_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'activities';--> statement-breakpoint
CREATE INDEX "search_documents_messages_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'messages';--> statement-breakpoint
CREATE INDEX "search_documents_appointments_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'appointments';--> statement-breakpoint
CREATE INDEX "search_documents_articles_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'articles';--> statement-breakpoint
CREATE INDEX "search_documents_files_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'files';--> statement-breakpoint
CREATE INDEX "search_documents_folders_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'folders';--> statement-breakpoint
CREATE INDEX "search_documents_members_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'members';--> statement-breakpoint
CREATE INDEX "search_documents_groups_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'groups';--> statement-breakpoint
CREATE INDEX "search_documents_pages_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'pages';--> statement-breakpoint
CREATE INDEX "search_documents_items_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'items';--> statement-breakpoint
CREATE INDEX "search_documents_channels_idx" ON "search_documents" USING gin ("visibility","vector") WHERE module = 'channels';--> statement-breakpoint
CREATE INDEX "search_documents_module_date_idx" ON "search_documents" USING btree ("module","date");