import type { Tx } from '../../db/client.js';
import { activityPublisher, type ModuleActivity } from '../../platform/modules/extensions.js';
import { calendarKeysByIds, calendarsByIds } from '../calendars/service.js';
import { appointmentPath } from './present.js';

type Published = { actorId: string; appointment: { id: string; name: string }; calendarIds: string[] };

/**
 * Part 2's `post_to_stream`: an activity in the stream of each group whose calendar holds the new
 * appointment, and in the `all` stream for a network calendar, readable by whoever reads that calendar.
 * Personal and shared calendars are private, so their appointments are never announced.
 */
export async function postAppointmentToStreams(
  ctx: Parameters<typeof activityPublisher>[0],
  tx: Tx,
  published: Published,
): Promise<boolean> {
  const publisher = activityPublisher(ctx);
  if (!publisher) return false;
  const calendars = (await calendarsByIds(tx, published.calendarIds)).filter(
    (calendar) => calendar.type === 'network' || (calendar.type === 'group' && calendar.groupId),
  );
  if (calendars.length === 0) return false;
  const keys = await calendarKeysByIds(
    tx,
    calendars.map((calendar) => calendar.id),
  );
  const { id, name } = published.appointment;
  for (const calendar of calendars) {
    const stream: ModuleActivity['stream'] =
      calendar.type === 'group' && calendar.groupId ? { groupId: calendar.groupId } : { slug: 'all' };
    await publisher.publish(tx, {
      actorId: published.actorId,
      stream,
      object: { type: 'appointment', id, name, url: appointmentPath(id) },
      visibility: keys.get(calendar.id) ?? [],
    });
  }
  return true;
}
