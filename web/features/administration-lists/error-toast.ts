import type { TFunction } from 'i18next';
import { isApiError } from '../../app/api/client';
import { fieldMessageText } from '../../ui/form/field-message';
import { toast } from '../../ui/toaster';

/** Toasts the first field message of a refused request, or the generic error. */
export const toastError = (t: TFunction, error: unknown) => {
  const first = isApiError(error) ? Object.values(error.fields).flat()[0] : undefined;
  toast.error(first ? fieldMessageText(t, first) : t('js.generic_error'));
};
