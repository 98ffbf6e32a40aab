import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminGroupMemberships,
  adminMember,
  adminMemberList,
  adminMemberListQuery,
  adminMemberOptions,
  createMemberBody,
  updateMemberBody,
} from '../../../contract/member-administration.js';
import type { AppContext } from '../../platform/context.js';
import {
  createMember,
  deleteMember,
  getMember,
  groupMemberships,
  listMembers,
  lockMember,
  memberOptions,
  unlockMember,
  updateMember,
} from './service.js';

const idParams = z.object({ id: z.string().max(100) });

/** Member administration (contract/member-administration.ts); network administrators only. */
export function memberAdministrationRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const admin = { auth: 'admin' } as const;

  api.get(
    '/administration/members',
    {
      config: { ...admin, rate: 'search' },
      schema: { querystring: adminMemberListQuery, response: { 200: adminMemberList } },
    },
    async (request) => listMembers(ctx, request.viewer, request.query),
  );

  api.get(
    '/api/v1/administration/members/options',
    { config: admin, schema: { response: { 200: adminMemberOptions } } },
    async (request) => memberOptions(ctx, request.viewer),
  );

  api.post(
    '/administration/members',
    { config: admin, schema: { body: createMemberBody, response: { 201: adminMember } } },
    async (request, reply) => {
      const member = await createMember(ctx, { viewer: request.viewer, ip: request.ip }, request.body.user);
      return reply.status(201).send(member);
    },
  );

  api.get(
    '/api/v1/administration/members/:id',
    { config: admin, schema: { params: idParams, response: { 200: adminMember } } },
    async (request) => getMember(ctx, request.viewer, request.params.id),
  );

  api.get(
    '/api/v1/administration/members/:id/group_memberships',
    { config: admin, schema: { params: idParams, response: { 200: adminGroupMemberships } } },
    async (request) => groupMemberships(ctx, request.viewer, request.params.id),
  );

  api.put(
    '/administration/members/:id',
    { config: admin, schema: { params: idParams, body: updateMemberBody, response: { 200: adminMember } } },
    async (request) =>
      updateMember(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id, request.body.user),
  );

  api.put(
    '/administration/members/:id/lock',
    { config: admin, schema: { params: idParams, response: { 200: adminMember } } },
    async (request) => lockMember(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id),
  );

  api.delete(
    '/administration/members/:id/lock',
    { config: admin, schema: { params: idParams, response: { 200: adminMember } } },
    async (request) => unlockMember(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id),
  );

  api.delete(
    '/administration/members/:id',
    { config: admin, schema: { params: idParams } },
    async (request, reply) => {
      await deleteMember(ctx, { viewer: request.viewer, ip: request.ip }, request.params.id);
      return reply.status(204).send();
    },
  );
}
