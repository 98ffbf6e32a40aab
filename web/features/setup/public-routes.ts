import { withStrings } from '../../i18n/feature-strings';
import { loadSetupStrings } from './strings';

/** The route of /setup with its strings, so the strings loader stays out of the first page's boot chunk. */
export const setupPage = withStrings(loadSetupStrings, () => import('./setup-page'));
