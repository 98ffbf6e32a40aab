import { and, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { isId } from '../../platform/ids.js';
import { attachedFiles, destroyFiles } from '../files/service.js';
import type { NetworkRecord } from '../network/service.js';
import { type AppointmentRecord, visibleAppointment } from './load.js';
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
 * Who may read event files: whoever sees their owner row, or a live exception of that series that
 * shows the file (members invited to one occurrence alone see the exception, not the series).
 * Answers the ids among `files` the viewer may read; each appointment is checked once.
 */
export async function readableEventFiles(
  db: Db | Tx,
  network: NetworkRecord,
  viewer: Viewer,
  files: readonly { id: string; ownerId: string }[],
): Promise<Set<string>> {
  const ownerIds = [...new Set(files.map((file) => file.ownerId))].filter(isId);
  const readable = new Set<string>();
  if (ownerIds.length === 0) return readable;
  const rows = await db
    .select({
      id: appointments.id,
      seriesId: appointments.seriesId,
      eventFileIds: appointments.eventFileIds,
      eventImageId: appointments.eventImageId,
    })
    .from(appointments)
    .where(
      and(
        isNull(appointments.deletedAt),
        or(inArray(appointments.id, ownerIds), inArray(appointments.seriesId, ownerIds)),
      ),
    );
  const seen = new Map<string, boolean>();
  // One after another: this may run inside a transaction, which carries one query at a time.
  const sees = async (id: string) => {
    let visible = seen.get(id);
    if (visible === undefined) {
      visible = (await visibleAppointment(db, network, viewer, id)) !== null;
      seen.set(id, visible);
    }
    return visible;
  };
  for (const file of files) {
    const showing = rows
      .filter(
        (row) =>
          row.id === file.ownerId || (row.seriesId === file.ownerId && eventFileIdsOf(row).includes(file.id)),
      )
      .sort((a, b) => Number(b.id === file.ownerId) - Number(a.id === file.ownerId));
    for (const row of showing) {
      if (await sees(row.id)) {
        readable.add(file.id);
        break;
      }
    }
  }
  return readable;
}
