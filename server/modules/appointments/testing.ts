import type { TestApp } from '../../test/app.js';
import { authHeaders, signIn } from '../../test/app.js';
import { createMember, type MemberOverrides } from '../../test/factories.js';

/** Test helpers: a signed-in member with JSON request shortcuts. */
export type Client = Awaited<ReturnType<typeof signedInMember>>;

export async function signedInMember(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await createMember(t.ctx.db, { timeZone: 'Europe/Berlin', ...overrides });
  const cookie = await signIn(t.app, member.email);
  const headers = { ...authHeaders(cookie), accept: 'application/json' };
  const call = (method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload?: unknown) =>
    t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
  return {
    member,
    cookie,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}) => call('POST', url, payload),
    put: (url: string, payload: unknown) => call('PUT', url, payload),
    patch: (url: string, payload: unknown) => call('PATCH', url, payload),
    del: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}

/** The viewer's personal calendar id (created on demand by GET /calendars). */
export async function personalCalendarId(client: Client): Promise<string> {
  const list = (await client.get('/calendars')).json();
  const personal = list.calendars.find(
    (c: { type: string; owner: { id: string } | null }) =>
      c.type === 'personal' && c.owner?.id === client.member.id,
  );
  return personal.id;
}

export function appointmentPayload(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Team meeting',
    calendar_ids: [],
    date: { start: '2026-03-10T09:00', end: '2026-03-10T10:00', all_day: false, time_zone: 'Europe/Berlin' },
    ...overrides,
  };
}
