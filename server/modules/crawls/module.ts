import { widgetLoaders } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { rssWidgetLoader } from './feeds.js';
import { crawlRoutes } from './routes.js';
import { defineCrawlJob } from './service.js';

/**
 * Link previews: crawl requests and the crawl job; listeners hear of finished crawls. The rss widget
 * of the widget bars reads its feeds through the same safe fetch.
 */
export const crawlsModule = defineModule({
  name: 'crawls',
  setup(ctx) {
    defineCrawlJob(ctx);
    ctx.extensions.add(widgetLoaders, 'rss', rssWidgetLoader(ctx));
  },
  routes: crawlRoutes,
});
