/**
 * Field errors are i18n keys, on the server and in the web app's forms alike. This file holds no zod
 * import, so the first page can use it without carrying zod.
 */

/** A message that already is an i18n key: lower-case words joined by dots. */
export const isMessageKey = (message: string) => /^[a-z][a-z0-9_]*(\.[a-z0-9_]+)+$/.test(message);

/** What a zod issue carries that decides its key (a server validation error carries the same). */
export type IssueFacts = {
  code: string;
  message?: string;
  origin?: string;
  minimum?: unknown;
  format?: string;
  input?: unknown;
  expected?: string;
};

const sized = (origin: string | undefined, text: string, many: string, big: string) =>
  origin === 'string' ? text : origin === 'array' || origin === 'set' || origin === 'map' ? many : big;

/**
 * The i18n key of a validation issue. A schema's own message that is a key is kept; zod's English
 * defaults become `errors.validation.*` keys. The server answers these in its 400s, and the web app's
 * form resolvers use the same function as their error map, so both speak the same keys.
 */
export const issueMessageKey = (issue: IssueFacts): string => {
  if (issue.message && isMessageKey(issue.message)) return issue.message;
  switch (issue.code) {
    case 'too_big':
      return sized(
        issue.origin,
        'errors.validation.too_long',
        'errors.validation.too_many',
        'errors.validation.too_large',
      );
    case 'too_small':
      if (issue.origin === 'string' && Number(issue.minimum) === 1) return 'js.required';
      return sized(
        issue.origin,
        'errors.validation.too_short',
        'errors.validation.too_few',
        'errors.validation.too_small',
      );
    case 'invalid_type':
      // Without the input (zod keeps it only on request) its message still names `undefined`.
      return issue.input === undefined && (issue.message ?? 'undefined').endsWith('undefined')
        ? 'js.required'
        : 'errors.validation.invalid';
    case 'invalid_format':
      return issue.format === 'url'
        ? 'errors.validation.invalid_url'
        : issue.format === 'email'
          ? 'errors.validation.invalid_email'
          : 'errors.validation.invalid';
    case 'invalid_value':
      return 'errors.validation.invalid_choice';
    case 'unrecognized_keys':
      return 'errors.validation.unknown_field';
    default:
      return 'errors.validation.invalid';
  }
};
