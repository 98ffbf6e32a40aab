import { z } from 'zod';

/** POST /users/sign_in */
export const signInBody = z.object({
  user: z.object({
    email: z.string().trim().min(1).max(320),
    password: z.string().min(1).max(1000),
  }),
  /** Where to go after signing in; only a path of this site is followed (else '/'). */
  redirect_to: z.string().max(2000).optional(),
});
export type SignInBody = z.infer<typeof signInBody>;

/** 200 on success; 401 invalid_credentials, 423 locked, 429 throttled carry the error shape. */
export const signInResponse = z.object({ redirect_to: z.string() });

/** Query of POST /users/sign_in: the sign-in page passes on the page the member wanted to open. */
export const signInQuery = z.object({ redirect_to: z.string().max(2000).optional() });
