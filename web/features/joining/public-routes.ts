import { withStrings } from '../../i18n/feature-strings';
import { loadJoiningStrings } from './strings';

/** Joining's public routes with their strings, so the strings loader stays out of the first page's boot chunk. */
export const joinPage = withStrings(loadJoiningStrings, () => import('./join-page'));
export const confirmationPage = withStrings(loadJoiningStrings, () => import('./confirmation-page'));
