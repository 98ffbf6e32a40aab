import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, statementCounter, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup } from '../../test/factories.js';
import { type Client, signedInMember } from '../appointments/testing.js';
import { calendars } from './tables.js';

/** The calendar list checks its groups as a set: its statements do not grow with the member's groups. */

const statements = statementCounter();
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ statements });
});
afterAll(() => t.close());

/** A member of `count` groups, each with a calendar, one of them administered, one closed. */
async function memberOfGroups(count: number): Promise<Client> {
  const client = await signedInMember(t);
  for (let i = 0; i < count; i++) {
    const group = await createGroup(t.ctx.db, { access: i === 1 ? 'closed' : 'open' });
    await addGroupMembership(t.ctx.db, group.id, client.member.id, { isAdmin: i === 0 });
    await t.ctx.db
      .insert(calendars)
      .values({ type: 'group', name: group.name, color: '1f77b4', groupId: group.id });
  }
  // Creates the personal calendar and caches the session, so the counted request does neither.
  expect((await client.get('/calendars')).statusCode).toBe(200);
  return client;
}

async function listStatements(client: Client) {
  statements.reset();
  const response = await client.get('/calendars');
  expect(response.statusCode).toBe(200);
  return { count: statements.count, list: response.json() };
}

describe('GET /calendars of a member in many groups', () => {
  it('runs as many statements for 20 groups as for 2, with every group calendar and its flags', async () => {
    const few = await listStatements(await memberOfGroups(2));
    const many = await listStatements(await memberOfGroups(20));
    expect(many.count).toBe(few.count);
    const groupCalendars = many.list.calendars.filter((c: { type: string }) => c.type === 'group');
    expect(groupCalendars).toHaveLength(20);
    expect(groupCalendars.every((c: { group: { slug: string } | null }) => c.group?.slug)).toBe(true);
    const administered = groupCalendars.filter((c: { can: { update: boolean } }) => c.can.update);
    expect(administered).toHaveLength(1);
    expect(
      groupCalendars.every((c: { can: { create_appointments: boolean } }) => c.can.create_appointments),
    ).toBe(true);
  }, 60_000);
});
