import { navigationPageSources, searchIndexers } from '../../platform/modules/extensions.js';
import { defineModule } from '../../platform/modules/module.js';
import { attachmentOwners } from '../files/service.js';
import { readablePageFiles } from './attachments.js';
import { navigationPages } from './links.js';
import { PAGE_SUBJECT } from './present.js';
import { pageRoutes } from './routes.js';
import { pageSearchIndexer } from './search-index.js';
import { PAGE_SEARCH_MODULE } from './write.js';

/**
 * Content pages of the network and of groups: a tree per scope, versions with diff and restore,
 * optimistic concurrency. Plugs into search, the navigation editor, the files module (images and
 * files of pages) and, through the activity publisher, the streams.
 */
export const pagesModule = defineModule({
  name: 'pages',
  setup(ctx) {
    ctx.extensions.add(searchIndexers, PAGE_SEARCH_MODULE, pageSearchIndexer(ctx));
    ctx.extensions.add(navigationPageSources, 'pages', navigationPages);
    ctx.extensions.add(attachmentOwners, PAGE_SUBJECT, readablePageFiles);
  },
  routes: pageRoutes,
});
