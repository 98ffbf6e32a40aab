import { defineModule } from '../../platform/modules/module.js';
import { crawlRoutes } from './routes.js';
import { defineCrawlJob } from './service.js';

/** Link previews: crawl requests and the crawl job; listeners hear of finished crawls. */
export const crawlsModule = defineModule({
  name: 'crawls',
  setup: defineCrawlJob,
  routes: crawlRoutes,
});
