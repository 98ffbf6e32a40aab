import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewsletterSettings } from '../../../contract/newsletter.js';
import { auditEvents } from '../../platform/audit/tables.js';
import { authHeaders, createTestApp, signIn, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';
import { newsletterSettings } from './tables.js';

let t: TestApp;
let adminCookie: string;
let memberCookie: string;
const URL = '/administration/newsletter/settings';

beforeAll(async () => {
  t = await createTestApp();
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  adminCookie = await signIn(t.app, admin.email);
  memberCookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

const call = (method: 'GET' | 'PUT', payload?: object, cookie = adminCookie) =>
  t.app.inject({
    method,
    url: URL,
    headers: { ...authHeaders(cookie), accept: 'application/json' },
    payload,
  });

describe('newsletter settings', () => {
  it('answers 404 to members who are not network administrators, and writes nothing', async () => {
    expect((await call('GET', undefined, memberCookie)).statusCode).toBe(404);
    const body = {
      newsletter_sending_day: {
        interval: 'monthly',
        day: '3',
        second_day: '15',
        time: 'pm',
        second_time: 'am',
      },
    };
    expect((await call('PUT', body, memberCookie)).statusCode).toBe(404);
    expect(await t.database.db.select().from(newsletterSettings)).toEqual([]);
    expect((await call('GET', undefined, '')).statusCode).toBe(401);
  });

  it('shows the defaults and the next sending dates before anything was saved', async () => {
    const response = await call('GET');
    expect(response.statusCode).toBe(200);
    const settings = response.json() as NewsletterSettings;
    expect(settings.newsletter_sending_day).toEqual({
      interval: 'weekly',
      day: 'mon',
      second_day: '15',
      time: 'am',
      second_time: 'am',
    });
    expect(settings.next_sendings).toHaveLength(3);
    const [first, second] = settings.next_sendings.map((at) => new Date(at).getTime());
    expect(first).toBeGreaterThan(Date.now());
    expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(7 * 24 * 3_600_000 - 3_600_000);
  });

  it('saves a schedule with an audit entry and answers its next dates', async () => {
    const sending = { interval: 'semimonthly', day: '1', second_day: '31', time: 'am', second_time: 'lpm' };
    const response = await call('PUT', { newsletter_sending_day: sending });
    expect(response.statusCode).toBe(200);
    const saved = response.json() as NewsletterSettings;
    expect(saved.newsletter_sending_day).toEqual(sending);
    for (const at of saved.next_sendings) {
      const day = new Date(at).getUTCDate();
      expect(day === 1 || day >= 28, at).toBe(true);
    }
    expect(((await call('GET')).json() as NewsletterSettings).newsletter_sending_day).toEqual(sending);
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.type, 'PolicySettingUpdate')));
    expect(audits.some((a) => (a.details as { subject?: string }).subject === 'newsletter_sending_day')).toBe(
      true,
    );
  });

  it('refuses a day that does not fit the interval with field errors, and keeps what was stored', async () => {
    const before = ((await call('GET')).json() as NewsletterSettings).newsletter_sending_day;
    const weeklyOnNumber = await call('PUT', {
      newsletter_sending_day: {
        interval: 'weekly',
        day: '1',
        second_day: '15',
        time: 'am',
        second_time: 'am',
      },
    });
    expect(weeklyOnNumber.statusCode).toBe(422);
    expect(weeklyOnNumber.json().error.fields).toEqual({ day: ['errors.newsletter.day_invalid'] });
    for (const hostile of [
      { interval: 'daily', day: 'mon', second_day: '15', time: 'am', second_time: 'am' },
      { interval: 'monthly', day: '99999999999999999999', second_day: '15', time: 'am', second_time: 'am' },
      { interval: 'monthly', day: '1\u0000', second_day: '15', time: 'am', second_time: 'am' },
      { interval: 'monthly', day: '1', second_day: '15', time: 'noon', second_time: 'am' },
    ]) {
      const response = await call('PUT', { newsletter_sending_day: hostile });
      expect([400, 422]).toContain(response.statusCode);
    }
    expect(((await call('GET')).json() as NewsletterSettings).newsletter_sending_day).toEqual(before);
  });
});
