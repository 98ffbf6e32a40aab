import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { auditEvents } from '../platform/audit/tables.js';
import { authHeaders, signIn, type TestApp } from './app.js';
import { createMember } from './factories.js';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Caller = (method: Method, url: string, payload?: object) => Promise<LightMyRequestResponse>;

/**
 * A network administrator and a plain member signed in, with a caller for each: the administration
 * tests send every route as both and expect the member's requests to answer 404.
 */
export async function adminSessions(t: TestApp) {
  const admin = await createMember(t.database.db, { isNetworkAdmin: true });
  const member = await createMember(t.database.db);
  const caller =
    (cookie: string): Caller =>
    (method, url, payload) =>
      t.app.inject({ method, url, headers: { ...authHeaders(cookie), accept: 'application/json' }, payload });
  return {
    admin,
    member,
    asAdmin: caller(await signIn(t.app, admin.email)),
    asMember: caller(await signIn(t.app, member.email)),
  };
}

/** The PolicySettingUpdate entries about one subject (`details.subject`), oldest first. */
export function policyAudit(t: TestApp, subject: string) {
  return t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.type, 'PolicySettingUpdate'), sql`${auditEvents.details}->>'subject' = ${subject}`),
    )
    .orderBy(auditEvents.createdAt);
}
