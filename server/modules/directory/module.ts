import { defineModule } from '../../platform/modules/module.js';
import { directoryRoutes } from './routes.js';

/** The directory: people, groups and roles to pick and find. */
export const directoryModule = defineModule({ name: 'directory', routes: directoryRoutes });
