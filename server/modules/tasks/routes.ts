import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  answerBody,
  checklistItemBody,
  createTaskBody,
  note,
  noteBody,
  notesList,
  orderBody,
  task,
  tasksPage,
  tasksQuery,
  updateTaskBody,
} from '../../../contract/tasks.js';
import type { AppContext } from '../../platform/context.js';
import { idempotencyKeyOf } from '../../platform/idempotency/idempotency.js';
import type { CurrentMember } from '../../platform/identity/viewer.js';
import { answerTask, reorderTasks, setArchived, setDone, setStar, tickChecklistItem } from './actions.js';
import { type ListResult, listGroupTasks, listTasks } from './lists.js';
import { createNote, destroyNote, listNotes, updateNote } from './notes.js';
import { presentTasks } from './present.js';
import { getTask } from './read.js';
import { createTask, destroyTask, updateTask } from './write.js';

const ref = z.string().min(1).max(200);
const idParams = z.object({ id: ref });
const itemParams = z.object({ id: ref, itemId: ref });
const groupParams = z.object({ group: ref });

/** Tasks and notes (`/tasks` in the web app; the group tab "tasks"). Rules live in the services. */
export function tasksRoutes(app: FastifyInstance, ctx: AppContext) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const config = { auth: 'member' } as const;
  const network = () => ctx.network.get();
  const one = async (viewer: CurrentMember, id: string) => getTask(ctx, await network(), viewer, id);
  const pageOf = async (viewer: CurrentMember, result: ListResult, query: { page: number; per: number }) => {
    return {
      tasks: await presentTasks(ctx, await network(), viewer, result.loaded),
      total: result.total,
      page: query.page,
      per: query.per,
      can: { create: result.canCreate },
    };
  };

  api.get(
    '/api/v1/tasks',
    { config, schema: { querystring: tasksQuery, response: { 200: tasksPage } } },
    async (request) =>
      pageOf(request.viewer, await listTasks(ctx, request.viewer, request.query), request.query),
  );

  api.get(
    '/api/v1/groups/:group/tasks',
    { config, schema: { params: groupParams, querystring: tasksQuery, response: { 200: tasksPage } } },
    async (request) =>
      pageOf(
        request.viewer,
        await listGroupTasks(ctx, request.viewer, request.params.group, request.query),
        request.query,
      ),
  );

  api.post(
    '/api/v1/tasks',
    { config, schema: { body: createTaskBody, response: { 200: task, 201: task } } },
    async (request, reply) => {
      const viewer = request.viewer;
      const key = idempotencyKeyOf(request, viewer.id, 'tasks.create');
      const { id, created } = await createTask(ctx, await network(), viewer, request.body, key);
      return reply.status(created ? 201 : 200).send(await one(viewer, id));
    },
  );

  api.put('/api/v1/tasks/order', { config, schema: { body: orderBody } }, async (request, reply) => {
    await reorderTasks(ctx, request.viewer, request.body.ids);
    return reply.status(204).send();
  });

  api.get(
    '/api/v1/tasks/:id',
    { config, schema: { params: idParams, response: { 200: task } } },
    async (request) => getTask(ctx, await network(), request.viewer, request.params.id, { markRead: true }),
  );

  api.patch(
    '/api/v1/tasks/:id',
    { config, schema: { params: idParams, body: updateTaskBody, response: { 200: task } } },
    async (request) => {
      await updateTask(ctx, await network(), request.viewer, request.params.id, request.body);
      return one(request.viewer, request.params.id);
    },
  );

  api.delete('/api/v1/tasks/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await destroyTask(ctx, request.viewer, request.params.id);
    return reply.status(204).send();
  });

  api.put(
    '/api/v1/tasks/:id/answer',
    { config, schema: { params: idParams, body: answerBody, response: { 200: task } } },
    async (request) => {
      await answerTask(ctx, request.viewer, request.params.id, request.body);
      return one(request.viewer, request.params.id);
    },
  );

  const toggles = [
    ['star', setStar],
    ['done', setDone],
    ['archive', setArchived],
  ] as const;
  for (const [name, set] of toggles) {
    for (const [method, on] of [
      ['PUT', true],
      ['DELETE', false],
    ] as const) {
      api.route({
        method,
        url: `/api/v1/tasks/:id/${name}`,
        config,
        schema: { params: idParams, response: { 200: task } },
        handler: async (request) => {
          await set(ctx, request.viewer, request.params.id, on);
          return one(request.viewer, request.params.id);
        },
      });
    }
  }

  api.put(
    '/api/v1/tasks/:id/checklist/:itemId',
    { config, schema: { params: itemParams, body: checklistItemBody, response: { 200: task } } },
    async (request) => {
      await tickChecklistItem(
        ctx,
        request.viewer,
        request.params.id,
        request.params.itemId,
        request.body.done,
      );
      return one(request.viewer, request.params.id);
    },
  );

  api.get('/api/v1/task_notes', { config, schema: { response: { 200: notesList } } }, async (request) => ({
    notes: await listNotes(ctx, request.viewer),
  }));

  api.post(
    '/api/v1/task_notes',
    { config, schema: { body: noteBody, response: { 201: note } } },
    async (request, reply) => reply.status(201).send(await createNote(ctx, request.viewer, request.body)),
  );

  api.put(
    '/api/v1/task_notes/:id',
    { config, schema: { params: idParams, body: noteBody, response: { 200: note } } },
    async (request) => updateNote(ctx, request.viewer, request.params.id, request.body),
  );

  api.delete('/api/v1/task_notes/:id', { config, schema: { params: idParams } }, async (request, reply) => {
    await destroyNote(ctx, request.viewer, request.params.id);
    return reply.status(204).send();
  });
}
