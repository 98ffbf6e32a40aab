import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Note, noteBody } from '../../../contract/tasks.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { sanitizeContent } from '../../platform/rich-text.js';
import { taskNotes } from './tables.js';

/** The member's private notes: nobody else reads, lists or counts them (404 for anyone else). */
type NoteInput = z.output<typeof noteBody>;
type NoteRecord = typeof taskNotes.$inferSelect;

/** How many notes a member keeps; the list is shown whole. */
export const MAX_NOTES = 500;

export const presentNote = (row: NoteRecord): Note => ({
  id: row.id,
  title: row.title,
  html_content: row.html,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

export async function listNotes(ctx: AppContext, viewer: Viewer): Promise<Note[]> {
  const rows = await ctx.db
    .select()
    .from(taskNotes)
    .where(eq(taskNotes.memberId, viewer.id))
    .orderBy(desc(taskNotes.updatedAt), desc(taskNotes.id))
    .limit(MAX_NOTES);
  return rows.map(presentNote);
}

const own = (viewer: Viewer, id: string) => and(eq(taskNotes.id, id), eq(taskNotes.memberId, viewer.id));

export async function createNote(ctx: AppContext, viewer: Viewer, body: NoteInput): Promise<Note> {
  const [row] = await ctx.db
    .insert(taskNotes)
    .values({ memberId: viewer.id, title: body.title, html: sanitizeContent(body.html_content).html })
    .returning();
  if (!row) throw new Error('note not written');
  return presentNote(row);
}

export async function updateNote(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
  body: NoteInput,
): Promise<Note> {
  if (!isId(id)) throw notFound('note');
  const [row] = await ctx.db
    .update(taskNotes)
    .set({ title: body.title, html: sanitizeContent(body.html_content).html })
    .where(own(viewer, id))
    .returning();
  if (!row) throw notFound('note');
  return presentNote(row);
}

export async function destroyNote(ctx: AppContext, viewer: Viewer, id: string): Promise<void> {
  if (!isId(id)) throw notFound('note');
  const rows = await ctx.db.delete(taskNotes).where(own(viewer, id)).returning({ id: taskNotes.id });
  if (rows.length === 0) throw notFound('note');
}
