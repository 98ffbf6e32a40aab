import { withStrings } from '../../../i18n/feature-strings';
import { loadPublicLegalStrings } from '../strings';

/** The public pages' route loaders; the router imports this module lazily, so nothing lands in the first page. */
export const legalPage = withStrings(loadPublicLegalStrings, () => import('./legal-page'));
export const imprintPage = withStrings(loadPublicLegalStrings, () => import('./imprint-page'));
