import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authenticationToken } from '../../../contract/calendars.js';
import {
  me,
  memberDetail,
  memberList,
  memberListQuery,
  memberProfileForm,
  onboardingAnswer,
  onboardingBody,
  pictureAnswer,
  updateMeBody,
  updateMemberBody,
  updatePictureBody,
} from '../../../contract/members.js';
import type { AppContext } from '../../platform/context.js';
import { notFound } from '../../platform/errors.js';
import { parseImageSize, sendOwnedImage } from '../files/service.js';
import {
  getAuthenticationToken,
  regenerateAuthenticationToken,
  revokeAuthenticationToken,
} from './authentication-token.js';
import { avatarSvg, initials } from './avatar.js';
import { completeOnboarding, getOnboardingForm } from './onboarding.js';
import { assertVisiblePicture, PICTURE_OWNER, removePicture, setPicture } from './picture.js';
import { isAnonymised } from './policy.js';
import { getProfileForm, updateProfile } from './profile.js';
import {
  findMembers,
  findVisibleMember,
  getMemberDetail,
  getMemberRecord,
  presentMeOf,
  updateOwnSettings,
} from './service.js';

const idParams = z.object({ id: z.string().max(100) });
const pictureParams = z.object({
  id: z.string().max(100),
  fileId: z.string().max(100),
  size: z.string().max(20),
});

export function memberRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const auth = { auth: 'member' } as const;

  api.get('/api/v1/me', { config: auth, schema: { response: { 200: me } } }, async (request) => {
    const viewer = request.viewer;
    return presentMeOf(ctx, viewer, await getMemberRecord(ctx.db, viewer.id), await ctx.network.get());
  });

  api.patch(
    '/api/v1/me',
    { config: auth, schema: { body: updateMeBody, response: { 200: me } } },
    async (request) => {
      const record = await updateOwnSettings(ctx, request.viewer.id, request.body.me);
      return presentMeOf(ctx, request.viewer, record, await ctx.network.get());
    },
  );

  // The personal token of feed URLs (calendar subscriptions): read, create or regenerate, revoke.
  const tokenPath = '/api/v1/members/me/authentication_token';
  const tokenSchema = { response: { 200: authenticationToken } };
  api.get(tokenPath, { config: auth, schema: tokenSchema }, async (request) => ({
    token: await getAuthenticationToken(ctx.db, request.viewer.id),
  }));
  api.post(tokenPath, { config: auth, schema: tokenSchema }, async (request) => ({
    token: await regenerateAuthenticationToken(ctx.db, request.viewer.id),
  }));
  api.delete(tokenPath, { config: auth }, async (request, reply) => {
    await revokeAuthenticationToken(ctx.db, request.viewer.id);
    return reply.status(204).send();
  });

  api.get(
    '/members',
    {
      config: { ...auth, rate: 'search' },
      schema: { querystring: memberListQuery, response: { 200: memberList } },
    },
    async (request) => {
      const { page, per } = request.query;
      const network = await ctx.network.get();
      const { rows, total } = await findMembers(ctx, network, request.viewer, request.query);
      return { entries: rows, total, page, per };
    },
  );

  api.get(
    '/members/:id/edit',
    { config: auth, schema: { params: idParams, response: { 200: memberProfileForm } } },
    async (request) => getProfileForm(ctx, await ctx.network.get(), request.viewer, request.params.id),
  );

  api.put(
    '/members/:id',
    { config: auth, schema: { params: idParams, body: updateMemberBody, response: { 200: memberDetail } } },
    async (request) =>
      updateProfile(ctx, await ctx.network.get(), request.viewer, request.params.id, request.body),
  );

  api.get(
    '/onboarding/profile',
    { config: auth, schema: { response: { 200: memberProfileForm } } },
    async (request) => getOnboardingForm(ctx, await ctx.network.get(), request.viewer),
  );
  api.put(
    '/onboarding/profile',
    { config: auth, schema: { body: onboardingBody, response: { 200: onboardingAnswer } } },
    async (request) => completeOnboarding(ctx, await ctx.network.get(), request.viewer, request.body),
  );

  for (const url of ['/members/:id', '/api/v1/profiles/:id']) {
    api.get(
      url,
      { config: auth, schema: { params: idParams, response: { 200: memberDetail } } },
      async (request) => getMemberDetail(ctx, await ctx.network.get(), request.viewer, request.params.id),
    );
  }

  api.get(
    '/api/v1/members/:id/avatar.svg',
    { config: auth, schema: { params: idParams } },
    async (request, reply) => {
      const network = await ctx.network.get();
      const record = await findVisibleMember(ctx, network, request.viewer, request.params.id);
      const letters = isAnonymised(record, network.settings)
        ? '?'
        : initials(record.firstName, record.lastName);
      const svg = avatarSvg(record.id, letters);
      const etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
      reply
        .header('Content-Type', 'image/svg+xml; charset=utf-8')
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .header('X-Content-Type-Options', 'nosniff')
        // Private: whether the member may be seen depends on the viewer. Names change rarely.
        .header('Cache-Control', 'private, max-age=3600')
        .header('ETag', etag);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.send(svg);
    },
  );

  // Profile pictures: the member and network administrators change them; 404 for everyone else.
  api.put(
    '/api/v1/members/:id/picture',
    { config: auth, schema: { params: idParams, body: updatePictureBody, response: { 200: pictureAnswer } } },
    async (request) =>
      setPicture(ctx, await ctx.network.get(), request.viewer, request.params.id, request.body.file_id),
  );
  api.delete(
    '/api/v1/members/:id/picture',
    { config: auth, schema: { params: idParams, response: { 200: pictureAnswer } } },
    async (request) => removePicture(ctx, await ctx.network.get(), request.viewer, request.params.id),
  );
  // The URL names the file, which changes with every new picture, so the answer is kept a long time.
  api.get(
    '/api/v1/members/:id/pictures/:fileId/:size',
    { config: auth, schema: { params: pictureParams } },
    async (request, reply) => {
      const { id, fileId, size: rawSize } = request.params;
      const size = parseImageSize(rawSize);
      if (!size) throw notFound('picture size');
      await assertVisiblePicture(ctx, await ctx.network.get(), request.viewer, id, fileId);
      return sendOwnedImage(ctx, request, reply, PICTURE_OWNER, fileId, size);
    },
  );
}
