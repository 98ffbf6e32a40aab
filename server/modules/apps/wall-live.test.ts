import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createApp, createGroup, createItems } from '../../test/factories.js';
import { signedInMember } from '../appointments/testing.js';
import { ChatClient } from '../chat/testing.js';
import { groupMemberships } from '../groups/tables.js';
import { unreadsChanged } from '../unreads/service.js';
import { wallTopic } from './wall.js';

type Client = Awaited<ReturnType<typeof signedInMember>>;

let t: TestApp;
let admin: Client;
let alex: Client;
let bea: Client;
let carol: Client;
let outsider: Client;
const sockets: ChatClient[] = [];

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  admin = await signedInMember(t, { isNetworkAdmin: true });
  alex = await signedInMember(t);
  bea = await signedInMember(t);
  carol = await signedInMember(t);
  outsider = await signedInMember(t);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await t.close();
});

const open = async (client: Client) => {
  const socket = await ChatClient.open(t, client.cookie);
  sockets.push(socket);
  return socket;
};

describe('the live wall', () => {
  it("pushes every move to the sockets of the app's viewers, never to others", async () => {
    const group = await createGroup(t.ctx.db, { access: 'closed' });
    for (const member of [alex, bea, carol]) await addGroupMembership(t.ctx.db, group.id, member.member.id);
    const app = await createApp(t.ctx.db, admin.member.id, { group });
    const [first, second] = await createItems(t.ctx.db, app, [
      { authorId: bea.member.id, values: { title: 'One', stage: 'new' } },
      { authorId: bea.member.id, values: { title: 'Two', stage: 'new' } },
    ]);
    if (!first || !second) throw new Error('items not written');
    const topic = wallTopic(app.id);

    const alexSocket = await open(alex);
    const carolSocket = await open(carol);
    const outsiderSocket = await open(outsider);
    expect(await alexSocket.request('join', { topic })).toEqual({ topic });
    expect(await carolSocket.request('join', { topic })).toEqual({ topic });
    // Whoever does not see the group's content cannot listen, as if the app did not exist.
    expect((await outsiderSocket.failure('join', { topic })).code).toBe('not_found');
    expect((await outsiderSocket.failure('join', { topic: wallTopic('0'.repeat(24)) })).code).toBe(
      'not_found',
    );

    const moved = await bea.post(`/api/v1/items/${first.id}/move`, { column: 'done', insert_after: null });
    expect(moved.statusCode, moved.body).toBe(200);
    const pushed = await alexSocket.waitFor('wall_changed');
    expect(pushed).toEqual({ event: 'wall_changed', topic, payload: { app_id: app.id, revision: 1 } });
    await carolSocket.waitFor('wall_changed');

    // Carol leaves the group: the next move is not hers to hear, though she joined before.
    await t.ctx.db
      .delete(groupMemberships)
      .where(and(eq(groupMemberships.groupId, group.id), eq(groupMemberships.memberId, carol.member.id)));
    const carolFrom = carolSocket.pushes.length;
    const outsiderFrom = outsiderSocket.pushes.length;
    await bea.post(`/api/v1/items/${second.id}/move`, { column: 'done', insert_after: first.id });
    await alexSocket.waitFor('wall_changed', (push) => push.payload.revision === 2);
    // The move's push was decided before its answer; an unreads push after it is the barrier.
    await unreadsChanged(t.ctx.bus, [carol.member.id, outsider.member.id]);
    const isMarker = (push: { event: string }) => push.event === 'unreads';
    expect(
      (await carolSocket.pushesBefore(isMarker, carolFrom)).filter((p) => p.event === 'wall_changed'),
    ).toEqual([]);
    expect(
      (await outsiderSocket.pushesBefore(isMarker, outsiderFrom)).filter((p) => p.event === 'wall_changed'),
    ).toEqual([]);
  });
});
