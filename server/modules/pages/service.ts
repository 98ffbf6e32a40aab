/**
 * What other modules, the demo seed and the factories may use of the pages module.
 */

export { existingNetworkPageSlugs } from './lookup.js';
export { PAGE_SUBJECT } from './present.js';
export { pagePath } from './scope.js';
export { insertPageWithVersion, PAGE_SEARCH_MODULE } from './write.js';
