import { defineModule } from '../../platform/modules/module.js';
import { widgetbarRoutes } from './routes.js';
import { registerCommonWidgets } from './widgets.js';

/**
 * Widget bars: the bars of the start page and the group pages and their administration. The data of
 * each widget type comes from the module that owns it (the `widgetLoaders` extension point); this
 * module keeps the bars and the two types that need no other module's data (text, group_info).
 */
export const widgetbarsModule = defineModule({
  name: 'widgetbars',
  setup(ctx) {
    registerCommonWidgets(ctx);
  },
  routes: widgetbarRoutes,
});
