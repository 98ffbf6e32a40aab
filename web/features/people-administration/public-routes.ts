import { withStrings } from '../../i18n/feature-strings';
import { loadPeopleAdministrationStrings } from './strings';

/**
 * The password and invitation routes outside the administration, with their strings: the route table
 * reaches them through one lazy import, so the strings loader stays out of the first page's boot chunk.
 */
const page = <T>(load: () => Promise<T>) => withStrings(loadPeopleAdministrationStrings, load);

export const forgotPasswordPage = page(() => import('./passwords/forgot-password-page'));
export const resetPasswordPage = page(() => import('./passwords/reset-password-page'));
export const changePasswordPage = page(() => import('./passwords/change-password-page'));
export const registrationPage = page(() => import('./invites/registration-page'));
