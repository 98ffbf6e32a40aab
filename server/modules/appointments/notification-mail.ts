import type { AppContext } from '../../platform/context.js';
import type {
  NotificationMailDetails,
  NotificationMailRecipient,
  NotificationMailSubject,
} from '../notifications/service.js';
import { visibleAppointment } from './load.js';
import { whenLabel } from './mails.js';
import { type SchedulingMethod, schedulingParts } from './scheduling.js';

/**
 * The update (REQUEST) and cancellation (CANCEL) mails of an appointment are the mails of its
 * notifications (`appointments.changed`, `appointments.cancelled`): the notifications module sends
 * them, and asks here for the "When" line and the calendar part as the appointment is then. Nothing
 * is mailed to a member who no longer sees it or takes part, nor a change of what was cancelled since.
 */
export function appointmentMailDetails(ctx: AppContext, method: SchedulingMethod) {
  return async (
    recipient: NotificationMailRecipient,
    notification: NotificationMailSubject,
  ): Promise<NotificationMailDetails | null> => {
    const network = await ctx.network.get();
    const loaded = await visibleAppointment(ctx.db, network, recipient, notification.subjectId);
    if (!loaded?.participation) return null;
    if (method === 'REQUEST' && loaded.instance.row.canceled) return null;
    const { when, calendar } = await schedulingParts(ctx.db, {
      network,
      publicUrl: ctx.config.publicUrl,
      mailFrom: ctx.config.mailFrom,
      instance: loaded.instance,
      recipient,
      status: loaded.participation.status,
      method,
    });
    return { lines: [`${whenLabel(recipient.locale)}: ${when}`], calendar };
  };
}
