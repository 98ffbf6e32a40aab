import type { WidgetDataOf, WidgetPropertiesOf } from '../../../contract/widgetbars.js';
import type { AppContext } from '../../platform/context.js';
import type { WidgetLoader } from '../../platform/modules/extensions.js';
import { upcomingAppointments } from './upcoming.js';

/**
 * The appointments widget of the widget bars: the same data as GET /api/v1/widgets/appointments.
 * On a group's bar the `groups` scope means that group's calendars.
 */
export const appointmentsWidgetLoader =
  (ctx: AppContext): WidgetLoader =>
  async ({ viewer, properties, groupId, now }) => {
    const { scope, additional_calendar_ids, count } = properties as WidgetPropertiesOf<'appointments'>;
    if (count === 0) return { appointments: [] } satisfies WidgetDataOf<'appointments'>;
    const appointments = await upcomingAppointments(
      ctx.db,
      await ctx.network.get(),
      viewer,
      {
        scope,
        additionalCalendarIds: additional_calendar_ids,
        ...(scope === 'groups' && groupId ? { groupId } : {}),
        count,
      },
      now,
    );
    return { appointments } satisfies WidgetDataOf<'appointments'>;
  };
