import { withStrings } from '../../i18n/feature-strings';
import { loadTwoFactorStrings } from './strings';

/**
 * The route of /users/two_factor_authentication with its strings, reached through one lazy import from
 * the route table: the strings loader travels here, not in the first page's boot chunk.
 */
export const twoFactorPage = withStrings(loadTwoFactorStrings, () => import('./two-factor-page'));
