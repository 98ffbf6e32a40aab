import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { plainText } from '../../platform/rich-text.js';
import type { Viewer } from '../network/policy.js';
import { getNetwork } from '../network/service.js';
import { loadVisibleAppointment } from './load.js';

export { upcomingAppointments } from './upcoming.js';
export { parseWidgetQuery, type UpcomingOptions } from './widget-scope.js';

/** What other modules may show of an appointment (chat link previews): only if the viewer may see it. */
export type AppointmentPreview = { id: string; name: string; description: string; start: Date };

const PREVIEW_TEXT = 200;

export async function visibleAppointmentPreview(
  db: Db,
  viewer: Viewer,
  id: string,
): Promise<AppointmentPreview | null> {
  try {
    const network = await getNetwork(db);
    const { instance } = await loadVisibleAppointment(db, network, viewer, id);
    const text = plainText(instance.row.description).replace(/\s+/g, ' ').trim();
    return {
      id: instance.id,
      name: instance.row.name,
      description: text.length > PREVIEW_TEXT ? `${text.slice(0, PREVIEW_TEXT - 1)}…` : text,
      start: instance.start,
    };
  } catch (error) {
    // Invisible and unknown appointments look the same: no preview.
    if (error instanceof AppError && error.status === 404) return null;
    throw error;
  }
}
