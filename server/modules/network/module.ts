import { defineModule } from '../../platform/modules/module.js';
import { networkRoutes } from './routes.js';

/** The network as the browser sees it (name, design, config, can flags). */
export const networkModule = defineModule({ name: 'network', routes: networkRoutes });
