import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../modules/appointments/tables.js';
import {
  appointmentPayload,
  personalCalendarId,
  signedInMember,
} from '../../modules/appointments/testing.js';
import { calendars } from '../../modules/calendars/tables.js';
import { folders } from '../../modules/files/tables.js';
import { createTestApp, type TestApp } from '../../test/app.js';
import { deleteExpiredIdempotencyKeys, IDEMPOTENCY_KEY_RETENTION_MS } from './idempotency.js';
import { idempotencyKeys } from './tables.js';

/** The creates the web app retries: a retry under the same Idempotency-Key creates nothing more. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

type Member = Awaited<ReturnType<typeof signedInMember>>;
const post = (who: Member, url: string, key: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: {
      cookie: who.cookie,
      origin: 'http://localhost:3000',
      accept: 'application/json',
      'idempotency-key': key,
    },
    payload,
  });

describe('Idempotency-Key', () => {
  it('creates an appointment once; a retry, and a racing copy, answer the first', async () => {
    const me = await signedInMember(t);
    const payload = appointmentPayload({
      name: 'Retried planning',
      calendar_ids: [await personalCalendarId(me)],
    });
    const first = await post(me, '/appointments', 'appointment-key-1', payload);
    expect(first.statusCode).toBe(201);
    const retry = await post(me, '/appointments', 'appointment-key-1', payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);

    const racing = await Promise.all([
      post(me, '/appointments', 'appointment-key-2', payload),
      post(me, '/appointments', 'appointment-key-2', payload),
    ]);
    expect(racing.map((r) => r.statusCode).sort()).toEqual([200, 201]);
    expect(racing[0]?.json().id).toBe(racing[1]?.json().id);

    const stored = await t.ctx.db
      .select({ id: appointments.id })
      .from(appointments)
      .where(and(eq(appointments.authorId, me.member.id), eq(appointments.name, 'Retried planning')));
    expect(stored).toHaveLength(2);
  });

  it('creates a calendar once', async () => {
    const admin = await signedInMember(t, { isNetworkAdmin: true });
    const payload = { calendar: { name: 'Retried calendar', type: 'network' } };
    const first = await post(admin, '/calendars', 'calendar-key-1', payload);
    expect(first.statusCode).toBe(201);
    const retry = await post(admin, '/calendars', 'calendar-key-1', payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const stored = await t.ctx.db.select().from(calendars).where(eq(calendars.name, 'Retried calendar'));
    expect(stored).toHaveLength(1);
  });

  it('creates a folder once', async () => {
    const me = await signedInMember(t);
    const root = (await me.get('/api/v1/folders/root?context_type=member')).json();
    const payload = { name: 'Retried folder', parent_folder_id: root.id };
    const first = await post(me, '/api/v1/folders', 'folder-key-1', payload);
    expect(first.statusCode).toBe(200);
    const retry = await post(me, '/api/v1/folders', 'folder-key-1', payload);
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    const stored = await t.ctx.db.select().from(folders).where(eq(folders.name, 'Retried folder'));
    expect(stored).toHaveLength(1);
  });

  it('keeps keys per member, refuses one reused for another request, and forgets them after a day', async () => {
    const ada = await signedInMember(t, { isNetworkAdmin: true });
    const bea = await signedInMember(t, { isNetworkAdmin: true });
    const payload = { calendar: { name: 'Shared key', type: 'network' } };
    expect((await post(ada, '/calendars', 'same-key-for-two', payload)).statusCode).toBe(201);
    expect((await post(bea, '/calendars', 'same-key-for-two', payload)).statusCode).toBe(201);
    const reused = await post(ada, '/calendars', 'same-key-for-two', {
      calendar: { name: 'Other', type: 'network' },
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('idempotency_key_reused');
    // Used on another create, too.
    const elsewhere = await post(ada, '/appointments', 'same-key-for-two', appointmentPayload());
    expect(elsewhere.statusCode).toBe(422);
    expect((await post(ada, '/calendars', 'short', payload)).statusCode).toBe(400);

    await deleteExpiredIdempotencyKeys(t.ctx.db, Date.now() + IDEMPOTENCY_KEY_RETENTION_MS + 1000);
    expect(await t.ctx.db.select().from(idempotencyKeys)).toEqual([]);
  });

  it('leaves no key behind when the create is refused, so the corrected request goes through', async () => {
    const me = await signedInMember(t);
    const refused = await post(me, '/calendars', 'refused-first', {
      calendar: { name: 'X', type: 'network' },
    });
    expect(refused.statusCode).toBe(422);
    const keys = await t.ctx.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.memberId, me.member.id));
    expect(keys).toEqual([]);
  });
});
