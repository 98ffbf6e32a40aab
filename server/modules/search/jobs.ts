import { buffer } from 'node:stream/consumers';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context.js';
import { searchIndexers } from '../../platform/modules/extensions.js';
import { blobStore } from '../../platform/storage/storage.js';
import { extractable, extractText, FILE_CAP } from './extract.js';
import {
  EXTRACT_JOB,
  INDEX_JOB,
  indexSubjects,
  REBUILD_JOB,
  rebuildIndex,
  rememberWords,
} from './indexing.js';
import { searchDocuments } from './tables.js';

/** Text PostgreSQL can store: no NUL, no lone surrogate (a broken file may carry both). */
const storable = (text: string) => text.replaceAll('\u0000', ' ').replace(/\p{Cs}/gu, ' ');

/** Reads a file's text into its document; a file that cannot be read keeps no contents. */
export async function extractContents(ctx: AppContext, module: string, id: string) {
  const source = await ctx.extensions.get(searchIndexers, module)?.contents?.(ctx.db, id);
  let text = '';
  if (source && source.size <= FILE_CAP && extractable(source.extension)) {
    try {
      const data = await buffer(blobStore(ctx).read(source.blobKey));
      text = storable(await extractText(data, source.extension));
    } catch (err) {
      ctx.log.warn({ err, module, id }, 'search: the text of a file could not be extracted');
    }
  }
  await ctx.db
    .update(searchDocuments)
    .set({ contents: text, vector: sql`search_vector(title, body, ${text})` })
    .where(and(eq(searchDocuments.module, module), eq(searchDocuments.subjectId, id)));
  await rememberWords(ctx.db, [text]);
}

export function defineSearchJobs(ctx: AppContext) {
  ctx.jobs.define(INDEX_JOB, async (payload) => {
    const ids = Array.isArray(payload.ids) ? payload.ids.map(String) : [];
    await indexSubjects(ctx, String(payload.module), ids);
  });
  ctx.jobs.define(REBUILD_JOB, async (payload) => {
    await rebuildIndex(ctx, typeof payload.module === 'string' ? payload.module : undefined);
  });
  ctx.jobs.define(EXTRACT_JOB, async (payload) => {
    await extractContents(ctx, String(payload.module), String(payload.id));
  });
}
