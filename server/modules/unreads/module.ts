import { defineModule } from '../../platform/modules/module.js';
import { unreadRoutes } from './routes.js';

/** Unread counters of the header; other modules add counters (service.ts). */
export const unreadsModule = defineModule({ name: 'unreads', routes: unreadRoutes });
