import { z } from 'zod';

/**
 * Passwords (devise's paths): the member's own change in /users/edit, "Forgot your password?" and
 * the link of the mail it sends (also the link of the welcome mail of a member created without a
 * password). Field messages are i18n keys (errors.passwords.*).
 */
export const passwordPaths = {
  change: '/users',
  reset: '/users/password',
  linkStatus: '/api/v1/users/password/token',
} as const;

/** The shortest password; the server refuses common and guessable ones too. */
export const PASSWORD_MIN_LENGTH = 12;

const password = z.string().min(1).max(1000);
const token = z.string().min(1).max(200);

/** PUT /users: 204; 422 with user.current_password or user.password. */
export const changePasswordBody = z.object({
  user: z.object({ current_password: password, password }),
});
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

/** POST /users/password: 202 whether or not the address has an account. */
export const requestResetBody = z.object({
  user: z.object({ email: z.string().trim().min(1).max(320) }),
});
export type RequestResetBody = z.infer<typeof requestResetBody>;

/** PUT /users/password: 200 with where to sign in; 422 user.reset_password_token or user.password. */
export const resetPasswordBody = z.object({
  user: z.object({ reset_password_token: token, password }),
});
export type ResetPasswordBody = z.infer<typeof resetPasswordBody>;
export const resetPasswordResponse = z.object({ redirect_to: z.string() });

/** GET /api/v1/users/password/token?reset_password_token=: 200 while the link works, else 422. */
export const linkStatusQuery = z.object({ reset_password_token: token });
export const linkStatus = z.object({ purpose: z.enum(['reset', 'welcome']), email: z.string() });
export type LinkStatus = z.infer<typeof linkStatus>;
