import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { streamPage } from '../../../contract/activities.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createGroupCalendar } from '../../test/factories.js';
import { appointmentPayload, type Client, personalCalendarId, signedInMember } from './testing.js';

/** Part 2's `post_to_stream` on appointments: an activity in the group calendar's stream, for its readers. */

let t: TestApp;
let organiser: Client;
let member: Client;
let outsider: Client;
let group: { id: string; slug: string };
let calendarId: string;

beforeAll(async () => {
  t = await createTestApp();
  organiser = await signedInMember(t);
  member = await signedInMember(t);
  outsider = await signedInMember(t);
  const created = await createGroup(t.ctx.db, { access: 'closed' });
  group = { id: created.id, slug: created.slug };
  await addGroupMembership(t.ctx.db, group.id, organiser.member.id, { isAdmin: true });
  await addGroupMembership(t.ctx.db, group.id, member.member.id);
  calendarId = (await createGroupCalendar(t.ctx.db, group.id)).id;
});
afterAll(async () => {
  await t?.close();
});

const create = async (client: Client, overrides: Record<string, unknown>) => {
  const response = await client.post('/appointments', appointmentPayload(overrides));
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json().id as string;
};
const activitiesOf = async (client: Client, url: string) => {
  const response = await client.get(url);
  return response.statusCode === 200 ? streamPage.parse(response.json()).activities : [];
};

describe('appointments with post_to_stream', () => {
  it('appear in the group stream as an appointment card for members, never for outsiders', async () => {
    const id = await create(organiser, {
      name: 'Summer party',
      calendar_ids: [calendarId],
      post_to_stream: true,
    });
    const url = `/groups/${group.slug}/activities`;
    const seen = await activitiesOf(member, url);
    expect(seen.find((a) => a.object?.id === id)?.object).toEqual({
      type: 'appointment',
      id,
      name: 'Summer party',
      url: `/appointments/${id}`,
    });
    expect((await activitiesOf(outsider, url)).some((a) => a.object?.id === id)).toBe(false);
    expect((await activitiesOf(outsider, '/activitystreams/all')).some((a) => a.object?.id === id)).toBe(
      false,
    );
  });

  it('stay out of every stream without the flag or in a personal calendar', async () => {
    const quiet = await create(organiser, {
      name: 'Quiet',
      calendar_ids: [calendarId],
      post_to_stream: false,
    });
    const own = await personalCalendarId(organiser);
    const personal = await create(organiser, { name: 'Dentist', calendar_ids: [own], post_to_stream: true });
    const inGroup = await activitiesOf(member, `/groups/${group.slug}/activities`);
    const all = await activitiesOf(organiser, '/activitystreams/all');
    for (const id of [quiet, personal]) {
      expect([...inGroup, ...all].some((a) => a.object?.id === id)).toBe(false);
    }
  });
});
