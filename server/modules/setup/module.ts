import { defineModule } from '../../platform/modules/module.js';
import { setupRoutes } from './routes.js';

/** The first administrator of a production installation, through a one-time setup link. */
export const setupModule = defineModule({ name: 'setup', routes: setupRoutes });
