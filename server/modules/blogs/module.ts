import { BLOG_WIDGET_TYPE } from '../../../contract/channel-widgets.js';
import { searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { visibilityHolders } from '../../platform/visibility/keys.js';
import { channelWidgetTypes } from '../channel-widgets/service.js';
import { attachmentOwners } from '../files/service.js';
import { readableArticleFiles } from './attachments.js';
import { defineWentLiveJob } from './live.js';
import { ARTICLE_SEARCH_MODULE, ARTICLE_SUBJECT } from './present.js';
import { blogRoutes } from './routes.js';
import { articleSearchIndexer, reindexChannelArticles } from './search-index.js';
import { blogWidgetType } from './widget.js';

/**
 * Blogs: every channel's blog with its settings and articles (drafts, scheduled, published). Plugs
 * into search, the files module (article images), the streams (an activity per published article),
 * the channels' start pages (the `blog` widget) and follows its channel's audience (visibility holder).
 */
export const blogsModule = defineModule({
  name: 'blogs',
  setup(ctx) {
    ctx.extensions.add(searchIndexers, ARTICLE_SEARCH_MODULE, articleSearchIndexer());
    ctx.extensions.add(attachmentOwners, ARTICLE_SUBJECT, readableArticleFiles(ctx));
    ctx.extensions.add(visibilityHolders, 'blogs', reindexChannelArticles(ctx));
    ctx.extensions.add(channelWidgetTypes, BLOG_WIDGET_TYPE, blogWidgetType);
    defineWentLiveJob(ctx);
  },
  routes: blogRoutes,
});
