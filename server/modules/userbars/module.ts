import { defineModule } from '../../platform/modules/module.js';
import { userbarRoutes } from './routes.js';

/** The user bar: links and administration sections by context. */
export const userbarsModule = defineModule({ name: 'userbars', routes: userbarRoutes });
