/** What other features use from the error pages. */
export { NotFoundPage } from './not-found-page';
