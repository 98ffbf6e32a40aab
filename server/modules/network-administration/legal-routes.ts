import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  createLegalTextBody,
  imprintEdit,
  legalTextDetail,
  legalTextList,
  publicImprint as publicImprintSchema,
  publicLegalText as publicLegalTextSchema,
  updateImprintBody,
  updateLegalTextBody,
} from '../../../contract/legal-texts.js';
import type { AppContext } from '../../platform/context.js';
import { getImprint, publicImprint, updateImprint } from './imprint.js';
import {
  createLegalText,
  deleteLegalText,
  getLegalText,
  listLegalTexts,
  publicLegalText,
  updateLegalText,
} from './legal-texts.js';

const idParams = z.object({ id: z.string().max(100) });
const handleParams = z.object({ handle: z.string().max(200) });

/** Legal texts and the imprint (part 1 sections 2.7 and 7): administered by network administrators, read by anyone. */
export function legalRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const member = { auth: 'member' } as const;
  const open = { auth: 'public' } as const;

  api.get(
    '/administration/legal_texts',
    { config: member, schema: { response: { 200: legalTextList } } },
    async (request) => listLegalTexts(ctx, request.viewer),
  );
  api.post(
    '/administration/legal_texts',
    { config: member, schema: { body: createLegalTextBody, response: { 201: legalTextDetail } } },
    async (request, reply) =>
      reply.status(201).send(await createLegalText(ctx, request.viewer, request.body.legal_text)),
  );
  api.get(
    '/administration/legal_texts/:id',
    { config: member, schema: { params: idParams, response: { 200: legalTextDetail } } },
    async (request) => getLegalText(ctx, request.viewer, request.params.id),
  );
  api.put(
    '/administration/legal_texts/:id',
    {
      config: member,
      schema: { params: idParams, body: updateLegalTextBody, response: { 200: legalTextDetail } },
    },
    async (request) => updateLegalText(ctx, request.viewer, request.params.id, request.body.legal_text),
  );
  api.delete(
    '/administration/legal_texts/:id',
    { config: member, schema: { params: idParams } },
    async (request, reply) => {
      await deleteLegalText(ctx, request.viewer, request.params.id);
      return reply.status(204).send();
    },
  );

  api.get(
    '/administration/imprint/edit',
    { config: member, schema: { response: { 200: imprintEdit } } },
    async (request) => getImprint(ctx, request.viewer),
  );
  api.put(
    '/administration/imprint',
    { config: member, schema: { body: updateImprintBody, response: { 200: imprintEdit } } },
    async (request) => updateImprint(ctx, request.viewer, request.body.imprint),
  );

  // Public: visitors read the texts and the imprint without an account (the network lists the links).
  api.get(
    '/legal/:handle',
    { config: open, schema: { params: handleParams, response: { 200: publicLegalTextSchema } } },
    async (request) => publicLegalText(ctx, request.params.handle),
  );
  api.get('/imprint', { config: open, schema: { response: { 200: publicImprintSchema } } }, async () =>
    publicImprint(ctx),
  );
}
