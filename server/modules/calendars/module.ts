import { defineModule } from '../../platform/modules/module.js';
import { calendarsRoutes } from './routes.js';

/** Calendars: personal, shared, network and group calendars. */
export const calendarsModule = defineModule({ name: 'calendars', routes: calendarsRoutes });
