import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../platform/context.js';
import { appointmentsRoutes } from './appointments/routes.js';
import { authRoutes } from './auth/routes.js';
import { calendarsRoutes } from './calendars/routes.js';
import { chatRoutes } from './chat/routes.js';
import { crawlRoutes } from './crawls/routes.js';
import { directoryRoutes } from './directory/routes.js';
import { filesRoutes } from './files/routes.js';
import { groupRoutes } from './groups/routes.js';
import { memberRoutes } from './members/routes.js';
import { messagesRoutes } from './messages/routes.js';
import { networkRoutes } from './network/routes.js';
import { unreadRoutes } from './unreads/routes.js';
import { userbarRoutes } from './userbars/routes.js';

/**
 * The product's modules, each registering its HTTP routes. Order does not matter; a module reaches
 * another only through that module's service.ts.
 */
export type ModuleRoutes = (app: FastifyInstance, ctx: AppContext) => void | Promise<void>;

export const moduleRoutes: ModuleRoutes[] = [
  authRoutes,
  networkRoutes,
  memberRoutes,
  groupRoutes,
  directoryRoutes,
  unreadRoutes,
  userbarRoutes,
  filesRoutes,
  messagesRoutes,
  crawlRoutes,
  chatRoutes,
  calendarsRoutes,
  appointmentsRoutes,
];
