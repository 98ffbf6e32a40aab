import { defineModule } from '../../platform/modules/module.js';
import { designRoutes } from './routes.js';

/** Designs: the theme of the network, of group categories and of groups, and their images. */
export const designsModule = defineModule({
  name: 'designs',
  routes: designRoutes,
});
