import { searchIndexers, widgetLoaders } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { attachmentOwners } from '../files/service.js';
import { notificationKinds } from '../notifications/service.js';
import { unreadCounters } from '../unreads/service.js';
import { readableEventFiles } from './event-files.js';
import { countOpenInvites } from './invites.js';
import { appointmentListsAdminRoutes } from './lists-admin-routes.js';
import { defineAppointmentJobs } from './mails.js';
import { appointmentMailDetails } from './notification-mail.js';
import { APPOINTMENT_CANCELLED, APPOINTMENT_CHANGED } from './notifications.js';
import { appointmentsRoutes } from './routes.js';
import { appointmentSearchIndexer } from './search-index.js';
import { appointmentsWidgetLoader } from './widget.js';
import { ATTACHMENT_OWNER } from './write.js';

/**
 * Appointments: their routes, invitation and contact mails, open invites as the Calendars count, and
 * the notifications of a changed or cancelled appointment to its participants; the custom categories
 * and meeting rooms administrators keep.
 */
export const appointmentsModule = defineModule({
  name: 'appointments',
  setup(ctx) {
    defineAppointmentJobs(ctx);
    ctx.extensions.add(searchIndexers, 'appointments', appointmentSearchIndexer());
    ctx.extensions.add(unreadCounters, 'Calendars', countOpenInvites);
    ctx.extensions.add(widgetLoaders, 'appointments', appointmentsWidgetLoader(ctx));
    // Their mails are the update and cancellation mails, with the calendar part.
    ctx.extensions.add(notificationKinds, APPOINTMENT_CHANGED, {
      category: 'calendars',
      mailDetails: appointmentMailDetails(ctx, 'REQUEST'),
    });
    ctx.extensions.add(notificationKinds, APPOINTMENT_CANCELLED, {
      category: 'calendars',
      mailDetails: appointmentMailDetails(ctx, 'CANCEL'),
    });
    // Event files and images: whoever may see the appointment may read them.
    ctx.extensions.add(attachmentOwners, ATTACHMENT_OWNER, async (db, viewer, files) =>
      readableEventFiles(db, await ctx.network.get(), viewer, files),
    );
  },
  routes(app, ctx) {
    appointmentsRoutes(app, ctx);
    appointmentListsAdminRoutes(app, ctx);
  },
});
