import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../../app/api/client';
import { toast } from '../toaster';
import { fieldMessageText } from './field-message';

export type ServerErrorOptions<T extends FieldValues> = {
  /**
   * The form field that shows the server's field path (`date.start`, `me.locale`, `contact.subject`),
   * or null when the form shows no such field. The default takes the path as the field's name when it
   * is one of `fields`.
   */
  fieldOf?: (path: string) => Path<T> | null;
  /** The fields the form shows, for the default `fieldOf`. */
  fields?: ReadonlyArray<Path<T>>;
  /** The toast when the form could mark every problem on its fields (default `js.saving_failure`). */
  failure?: string;
};

/** An error that carries the server's field errors: an ApiError, or a chat socket request's error. */
type FieldCarrier = { fields: Record<string, string[]>; status?: number };

const carrierOf = (error: unknown): FieldCarrier | null => {
  if (isApiError(error)) return error;
  if (error instanceof Error && 'fields' in error && error.fields && typeof error.fields === 'object')
    return error as Error & FieldCarrier;
  return null;
};

/**
 * The one way a form shows a failed request. The server's body `{ error: { code, message, fields } }`
 * (over HTTP or the chat socket)
 * carries i18n keys per field path: each path the form shows becomes a react-hook-form error on its
 * field (the first one gets the focus); messages of paths it does not show are toasted. A failure
 * without such messages toasts the form's failure text, or the network or generic error.
 * Returns whether a field was marked.
 */
export const applyServerErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  t: TFunction,
  { fieldOf, fields = [], failure = 'js.saving_failure' }: ServerErrorOptions<T> = {},
): boolean => {
  const carrier = carrierOf(error);
  if (!carrier) {
    toast.error(t('js.generic_error'));
    return false;
  }
  const status = carrier.status ?? 422;
  if (status === 0) {
    toast.error(t('js.network_error'));
    return false;
  }
  const toField =
    fieldOf ??
    ((path: string) => ((fields as ReadonlyArray<string>).includes(path) ? (path as Path<T>) : null));
  const marked = new Map<Path<T>, string[]>();
  const unshown: string[] = [];
  for (const [path, messages] of Object.entries(carrier.fields)) {
    const name = toField(path);
    if (name === null) unshown.push(...messages);
    else marked.set(name, [...(marked.get(name) ?? []), ...messages]);
  }
  let first = true;
  for (const [name, messages] of marked) {
    const [message = 'js.invalid'] = messages;
    const types = Object.fromEntries(messages.map((text, index) => [`server_${index}`, text]));
    setError(name, { type: 'server', message, types }, { shouldFocus: first });
    first = false;
  }
  if (unshown.length) toast.error(unshown.map((message) => fieldMessageText(t, message)).join(' '));
  else if (status >= 500) toast.error(t('js.generic_error'));
  else toast.error(t(failure));
  return marked.size > 0;
};
