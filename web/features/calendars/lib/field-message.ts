import type { TFunction } from 'i18next';

/**
 * Server field messages are i18n keys (calendars.validation_errors.name_empty) or plain text: keys are
 * looked up under js., anything else is shown as it came.
 */
export const fieldMessage = (t: TFunction, messages: string[] | undefined): string[] | undefined =>
  messages?.map((message) => {
    if (!/^[a-z_]+(\.[a-z_]+)+$/.test(message)) return message;
    const key = message.startsWith('js.') ? message : `js.${message}`;
    const text = t(key);
    return text === key ? message : text;
  });
