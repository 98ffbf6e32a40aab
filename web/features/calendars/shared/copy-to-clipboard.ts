import { toast } from '../../../ui/toaster';

/** Copies a subscription URL: webcal_url_copied on success, generic_error when the browser refuses. */
export const copyWebcalUrl = async (url: string, t: (key: string) => string) => {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(t('js.calendars.webcal_url_copied'));
  } catch {
    toast.error(t('js.generic_error'));
  }
};
