import type { TFunction } from 'i18next';
import type { FieldError } from 'react-hook-form';
import { isMessageKey } from '../../../contract/field-errors';

/**
 * The text of one field message. Messages are i18n keys, from the form's own rules or from the server
 * (`calendars.validation_errors.name_empty`, `errors.attachments.not_own_upload`): keys are looked up
 * under `js.` unless they start with it; a key nobody translated shows the generic "not valid".
 */
export const fieldMessageText = (t: TFunction, message: string): string => {
  if (!isMessageKey(message)) return message;
  const key = message.startsWith('js.') ? message : `js.${message}`;
  return t(key, { defaultValue: t('js.invalid') });
};

/** Every message of a react-hook-form error: the server may send several for one field. */
export const fieldErrorMessages = (error: FieldError | undefined): string[] => {
  if (!error) return [];
  const all = error.types ? Object.values(error.types).flat() : [];
  const messages = all.filter((message): message is string => typeof message === 'string');
  return messages.length ? messages : error.message ? [error.message] : [];
};

/** The translated texts of a field's error, ready for FormField's `error`. */
export const fieldErrorTexts = (t: TFunction, error: FieldError | undefined) =>
  fieldErrorMessages(error).map((message) => fieldMessageText(t, message));
