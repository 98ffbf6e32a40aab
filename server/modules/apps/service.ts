/**
 * Apps, items and the card wall (part 1 section 3, part 3 sections 2.2, 3.8 and 4 to 9). What other
 * modules may use: the search module's name and the wall's live topic.
 */
export { APP_SEARCH_MODULE } from './search-index.js';
export { wallTopic } from './wall.js';
