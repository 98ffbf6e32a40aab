import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import { AppError } from '../../platform/errors.js';
import { attachedFiles, destroyFiles } from '../files/service.js';
import type { Viewer } from '../network/policy.js';
import type { NetworkRecord } from '../network/service.js';
import { type AppointmentRecord, loadVisibleAppointment } from './load.js';
import { appointments } from './tables.js';

/**
 * Event files and the event image stop being published when no live row of their series references
 * them any more (exceptions are copies of their series and share its file ids).
 */

export const eventFileIdsOf = (row: Pick<AppointmentRecord, 'eventFileIds' | 'eventImageId'>) => [
  ...row.eventFileIds,
  ...(row.eventImageId ? [row.eventImageId] : []),
];

/** Ids among `candidates` that no live row of the series (or single appointment) `baseId` still uses. */
export async function unreferencedEventFiles(
  db: Db | Tx,
  baseId: string,
  candidates: string[],
): Promise<string[]> {
  if (candidates.length === 0) return [];
  const rows = await db
    .select({ eventFileIds: appointments.eventFileIds, eventImageId: appointments.eventImageId })
    .from(appointments)
    .where(
      // Deleted rows stay for their invitations only; they publish nothing.
      and(isNull(appointments.deletedAt), or(eq(appointments.id, baseId), eq(appointments.seriesId, baseId))),
    );
  const used = new Set(rows.flatMap(eventFileIdsOf));
  return [...new Set(candidates)].filter((id) => !used.has(id));
}

/** Destroys the given files when they are appointment attachments no live row uses (after the commit). */
export async function destroyDroppedEventFiles(
  ctx: AppContext,
  baseId: string,
  candidates: string[],
  ownerType: string,
): Promise<void> {
  const unused = await unreferencedEventFiles(ctx.db, baseId, candidates);
  const owned = (await attachedFiles(ctx.db, unused)).filter((file) => file.ownerType === ownerType);
  await destroyFiles(
    ctx,
    owned.map((file) => file.id),
  );
}

/**
 * Who may read an event file: whoever sees its owner row, or a live exception of that series that
 * shows the file (members invited to one occurrence alone see the exception, not the series).
 */
export async function mayReadEventFile(
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  file: { id: string; ownerId: string },
): Promise<boolean> {
  const rows = await db
    .select({
      id: appointments.id,
      eventFileIds: appointments.eventFileIds,
      eventImageId: appointments.eventImageId,
    })
    .from(appointments)
    .where(
      and(
        isNull(appointments.deletedAt),
        or(eq(appointments.id, file.ownerId), eq(appointments.seriesId, file.ownerId)),
      ),
    );
  const showing = rows
    .filter((row) => row.id === file.ownerId || eventFileIdsOf(row).includes(file.id))
    .sort((a, b) => Number(b.id === file.ownerId) - Number(a.id === file.ownerId));
  for (const row of showing) {
    try {
      await loadVisibleAppointment(db, network, viewer, row.id);
      return true;
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
    }
  }
  return false;
}
