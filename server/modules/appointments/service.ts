import type { GroupInviteList } from '../../../contract/invitations.js';
import type { AppContext } from '../../platform/context.js';
import type { Viewer } from '../../platform/identity/viewer.js';
import { extensionPoint } from '../../platform/modules/extensions.js';
import { plainText } from '../../platform/rich-text.js';
import { visibleAppointment } from './load.js';

/** Wall-time arithmetic in IANA zones, for modules with dates of their own (tasks). */
export { fromFloating, localDate, toFloating } from './time.js';
export { upcomingAppointments } from './upcoming.js';

/**
 * Other kinds of invitations on GET /api/v1/invites, by `filter` (the spec lists them on one path):
 * `groups` (modules/invitations) answers the member's open group invitations.
 */
export type InviteFilter = (
  ctx: AppContext,
  viewer: Viewer,
  query: { status: string; limit: number; page: number },
) => Promise<GroupInviteList>;
export const inviteFilters = extensionPoint<InviteFilter>('inviteFilters');
export { parseWidgetQuery, type UpcomingOptions } from './widget-scope.js';

/** What other modules may show of an appointment (chat link previews): only if the viewer may see it. */
export type AppointmentPreview = { id: string; name: string; description: string; start: Date };

const PREVIEW_TEXT = 200;

export async function visibleAppointmentPreview(
  ctx: AppContext,
  viewer: Viewer,
  id: string,
): Promise<AppointmentPreview | null> {
  const network = await ctx.network.get();
  // Invisible and unknown appointments look the same: no preview.
  const loaded = await visibleAppointment(ctx.db, network, viewer, id);
  if (!loaded) return null;
  const { instance } = loaded;
  const text = plainText(instance.row.description).replace(/\s+/g, ' ').trim();
  return {
    id: instance.id,
    name: instance.row.name,
    description: text.length > PREVIEW_TEXT ? `${text.slice(0, PREVIEW_TEXT - 1)}…` : text,
    start: instance.start,
  };
}
