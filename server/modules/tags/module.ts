import { defineModule } from '../../platform/modules/module.js';
import { visibilityHolders } from '../../platform/visibility/keys.js';
import { tagAdminRoutes } from './admin-routes.js';
import { tagRoutes } from './routes.js';
import { updateTaggingVisibility } from './service.js';

/** Tags: the shared vocabulary of #tags and tag filters, and their administration; other modules tag through service.ts. */
export const tagsModule = defineModule({
  name: 'tags',
  setup(ctx) {
    ctx.extensions.add(visibilityHolders, 'tags', updateTaggingVisibility);
  },
  routes(app, ctx) {
    tagRoutes(app, ctx);
    tagAdminRoutes(app, ctx);
  },
});
