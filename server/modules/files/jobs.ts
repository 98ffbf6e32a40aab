import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { FolderExport } from '../../../contract/files.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { newId } from '../../platform/ids.js';
import { blobKeyFor } from '../../platform/storage/blob-store.js';
import { blobStore } from '../../platform/storage/storage.js';
import { Access } from './access.js';
import { destroyFiles } from './destroy.js';
import type { BlobToSend } from './download.js';
import { files, folderExports } from './tables.js';
import { deleteExpiredTokens } from './tokens.js';
import { collectEntries, zipStream } from './zip.js';

export const CLEANUP_JOB = 'files.cleanup_volatile';
export const EXPORT_JOB = 'files.folder_export';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Volatile uploads nobody published within a day, and quarantined ones, go with their blobs.
 * Runs daily (unique key), scheduling its next run first like the platform's housekeeping.
 */
export async function cleanupVolatileUploads(ctx: AppContext, olderThan = new Date(Date.now() - DAY_MS)) {
  const stale = await ctx.db
    .select({ id: files.id })
    .from(files)
    .where(and(inArray(files.state, ['volatile', 'quarantine']), lt(files.createdAt, olderThan)))
    .limit(10_000);
  await destroyFiles(
    ctx,
    stale.map((s) => s.id),
  );
  await deleteExpiredTokens(ctx.db);
  return stale.length;
}

function presentExport(row: typeof folderExports.$inferSelect): FolderExport {
  const downloadUrl = `/api/v1/folders/${row.folderId}/exports/${row.id}/download`;
  return {
    id: row.id,
    status: row.status,
    progress: row.progress,
    createdAt: row.createdAt.toISOString(),
    files:
      row.status === 'finished' ? [{ id: row.id, fileUrl: downloadUrl, downloadUrl, extension: 'zip' }] : [],
  };
}

/** POST /api/v1/folders/{id}/export: a new export ('generate new'), built by the export job. */
export async function startExport(ctx: AppContext, viewer: Viewer, folderId: string): Promise<FolderExport> {
  const folder = await new Access(ctx, viewer).folder(folderId);
  // The export and its job together: an export without its job would stay "initialized" for ever.
  const row = await ctx.db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(folderExports)
      .values({ folderId: folder.folder.id, memberId: viewer.id, status: 'initialized' })
      .returning();
    if (!stored) throw new Error('export not stored');
    await ctx.jobs.enqueue(tx, EXPORT_JOB, { exportId: stored.id, viewer }, { maxAttempts: 2 });
    return stored;
  });
  return presentExport(row);
}

/** GET /api/v1/folders/{id}/export: the member's latest export of the folder, or null. */
export async function latestExport(
  ctx: AppContext,
  viewer: Viewer,
  folderId: string,
): Promise<FolderExport | null> {
  const folder = await new Access(ctx, viewer).folder(folderId);
  const [row] = await ctx.db
    .select()
    .from(folderExports)
    .where(and(eq(folderExports.folderId, folder.folder.id), eq(folderExports.memberId, viewer.id)))
    .orderBy(desc(folderExports.createdAt))
    .limit(1);
  return row ? presentExport(row) : null;
}

export async function exportDownload(
  ctx: AppContext,
  viewer: Viewer,
  folderId: string,
  exportId: string,
): Promise<BlobToSend> {
  const folder = await new Access(ctx, viewer).folder(folderId);
  const [row] = await ctx.db
    .select()
    .from(folderExports)
    .where(
      and(
        eq(folderExports.id, exportId),
        eq(folderExports.folderId, folder.folder.id),
        eq(folderExports.memberId, viewer.id),
      ),
    );
  if (row?.status !== 'finished' || !row.blobKey || row.size === null) throw notFound('export');
  return {
    key: row.blobKey,
    size: row.size,
    contentType: 'application/zip',
    filename: `${folder.folder.name}.zip`,
  };
}

async function runExport(ctx: AppContext, exportId: string, viewer: Viewer) {
  const [row] = await ctx.db.select().from(folderExports).where(eq(folderExports.id, exportId));
  if (!row || row.status === 'finished') return;
  const entries = await collectEntries(ctx, viewer, [], [row.folderId]);
  await ctx.db
    .update(folderExports)
    .set({ status: 'in_progress', progress: 0 })
    .where(eq(folderExports.id, exportId));
  const key = blobKeyFor('exports', newId());
  let reported = 0;
  const archive = zipStream(blobStore(ctx), entries, (done) => {
    const progress = Math.floor((done / Math.max(1, entries.length)) * 100);
    // A write per ten percent is enough for a progress bar polled every few seconds.
    if (progress >= reported + 10 && progress < 100) {
      reported = progress;
      void ctx.db.update(folderExports).set({ progress }).where(eq(folderExports.id, exportId));
    }
  });
  const { size } = await blobStore(ctx).write(key, archive);
  await ctx.db
    .update(folderExports)
    .set({ status: 'finished', progress: 100, blobKey: key, size })
    .where(eq(folderExports.id, exportId));
}

export function defineFileJobs(ctx: AppContext) {
  ctx.jobs.define(CLEANUP_JOB, async () => {
    await scheduleFileJobs(ctx);
    await cleanupVolatileUploads(ctx);
  });
  ctx.jobs.define(EXPORT_JOB, async (payload, job) => {
    const exportId = String(payload.exportId);
    try {
      // Our own payload, written by startExport.
      await runExport(ctx, exportId, payload.viewer as Viewer);
    } catch (err) {
      // The export job gets two attempts; after the last one the member sees 'failed' and may generate anew.
      if (job.attempts >= 2)
        await ctx.db.update(folderExports).set({ status: 'failed' }).where(eq(folderExports.id, exportId));
      throw err;
    }
  });
}

/** Queues the next clean-up in a day (a queued one is kept). */
export function scheduleFileJobs(ctx: AppContext) {
  return ctx.db.transaction((tx) =>
    ctx.jobs.enqueue(tx, CLEANUP_JOB, {}, { runAt: new Date(Date.now() + DAY_MS), uniqueKey: CLEANUP_JOB }),
  );
}
