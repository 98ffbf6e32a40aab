import { z } from 'zod';
import { language } from './network.js';

/**
 * First start without an administrator: the server prints a one-time setup link (/setup?token=...);
 * the page asks for the first administrator's e-mail, name and password. Both routes answer 404 for
 * an unknown, used or expired token and once an administrator exists.
 */
export const setupPaths = { setup: '/api/v1/setup' } as const;

/** Shortest password of an administrator; the server refuses common and predictable ones too. */
export const ADMIN_PASSWORD_MIN_LENGTH = 12;

const token = z.string().min(1).max(200);

/** GET /api/v1/setup?token= */
export const setupQuery = z.object({ token });

/** 200 of GET /api/v1/setup: the token is good and no administrator exists yet. */
export const setupStatus = z.object({ network_name: z.string() });
export type SetupStatus = z.infer<typeof setupStatus>;

/** Field messages are i18n keys (js.setup.errors.*), shown by the web app in the member's language. */
export const setupFields = z.object({
  email: z
    .string()
    .trim()
    .max(320, 'js.setup.errors.too_long')
    .pipe(z.email('js.setup.errors.email_invalid')),
  first_name: z.string().trim().min(1, 'js.setup.errors.required').max(100, 'js.setup.errors.too_long'),
  last_name: z.string().trim().min(1, 'js.setup.errors.required').max(100, 'js.setup.errors.too_long'),
  password: z
    .string()
    .min(ADMIN_PASSWORD_MIN_LENGTH, 'js.setup.errors.password_too_short')
    .max(1000, 'js.setup.errors.too_long'),
});
export type SetupFields = z.infer<typeof setupFields>;

/** POST /api/v1/setup: creates the first network administrator and signs them in. */
export const setupBody = setupFields.extend({
  token,
  /** The language the page was shown in and the browser's time zone, for the new account. */
  locale: language.optional(),
  time_zone: z.string().max(100).optional(),
});
export type SetupBody = z.infer<typeof setupBody>;

export const setupResponse = z.object({ redirect_to: z.string() });
