import { z } from 'zod';

/**
 * Every error response of the API. `fields` maps a field path (dot-separated) to its messages, which
 * are always i18n keys (`errors.attachments.not_own_upload`, `calendars.validation_errors.name_empty`,
 * `js.required`): the web app looks them up under `js.` unless they start with it.
 */
export const errorResponse = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.array(z.string())).optional(),
  }),
});
export type ErrorResponse = z.infer<typeof errorResponse>;
