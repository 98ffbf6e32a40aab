import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { type ApiError, isApiError } from '../app/api/client';

/**
 * Copies the server's field errors (`error.fields`, keyed by dot-separated path, possibly prefixed by the
 * body's root such as `me.locale`) onto react-hook-form fields. Returns whether any field matched.
 */
export const applyServerFieldErrors = <T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fieldNames: ReadonlyArray<Path<T>>,
  rootKey?: string,
): boolean => {
  if (!isApiError(error)) return false;
  let matched = false;
  for (const [path, messages] of Object.entries((error as ApiError).fields)) {
    const name = rootKey && path.startsWith(`${rootKey}.`) ? path.slice(rootKey.length + 1) : path;
    if ((fieldNames as ReadonlyArray<string>).includes(name) && messages.length) {
      setError(name as Path<T>, { type: 'server', message: messages.join(' ') });
      matched = true;
    }
  }
  return matched;
};
