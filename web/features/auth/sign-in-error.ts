import type { TFunction } from 'i18next';
import { isApiError } from '../../app/api/client';

/** The server asks for a proof of work first (the form then shows the challenge, not an error). */
export const isChallengeRequired = (error: unknown) =>
  isApiError(error) && error.code === 'challenge_required';

/** The translated message for a failed sign-in, by error code (or status when the code is unknown). */
export const signInErrorMessage = (error: unknown, t: TFunction): string => {
  if (!isApiError(error)) return t('js.generic_error');
  if (error.code === 'challenge_failed') return t('js.sign_in.errors.challenge_failed');
  if (error.code === 'sso_required') return t('js.sign_in.errors.sso_required');
  const code =
    error.code === 'invalid_credentials' || error.status === 401
      ? 'invalid_credentials'
      : error.code === 'locked' || error.status === 423
        ? 'locked'
        : error.code === 'throttled' || error.status === 429
          ? 'throttled'
          : null;
  if (code === 'throttled') {
    if (error.retryAfter && error.retryAfter > 0) {
      return t('js.sign_in.errors.throttled', { count: Math.max(1, Math.ceil(error.retryAfter / 60)) });
    }
    return t('js.sign_in.errors.throttled_later');
  }
  if (code) return t(`js.sign_in.errors.${code}`);
  if (error.status === 0) return t('js.network_error');
  return t('js.generic_error');
};
