import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordBody,
  linkStatus,
  linkStatusQuery,
  passwordPaths,
  requestResetBody,
  resetPasswordBody,
  resetPasswordResponse,
} from '../../../contract/passwords.js';
import type { AppContext } from '../../platform/context.js';
import { changePassword, passwordLinkStatus, requestPasswordReset, resetPassword } from './password.js';

/** The password endpoints (contract/passwords.ts); the public ones share the password_reset budget. */
export function passwordRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const publicLimited = { auth: 'public', rate: 'password_reset' } as const;

  api.put(
    passwordPaths.change,
    // Each attempt verifies the current password (argon2), like a sign-in.
    { config: { auth: 'member', rate: 'sign_in' }, schema: { body: changePasswordBody } },
    async (request, reply) => {
      const { current_password, password } = request.body.user;
      await changePassword(ctx, request.viewer, {
        currentPassword: current_password,
        password,
        ip: request.ip,
      });
      return reply.status(204).send();
    },
  );

  api.post(
    passwordPaths.reset,
    { config: publicLimited, schema: { body: requestResetBody } },
    async (request, reply) => {
      await requestPasswordReset(ctx, request.body.user.email);
      return reply.status(202).send();
    },
  );

  api.put(
    passwordPaths.reset,
    { config: publicLimited, schema: { body: resetPasswordBody, response: { 200: resetPasswordResponse } } },
    async (request) => {
      const { reset_password_token, password } = request.body.user;
      await resetPassword(ctx, reset_password_token, password, request.ip);
      return { redirect_to: '/users/sign_in' };
    },
  );

  api.get(
    passwordPaths.linkStatus,
    { config: publicLimited, schema: { querystring: linkStatusQuery, response: { 200: linkStatus } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return passwordLinkStatus(ctx, request.query.reset_password_token);
    },
  );
}
