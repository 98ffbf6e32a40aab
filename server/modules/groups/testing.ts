import type { TestApp } from '../../test/app.js';
import { authHeaders, signIn } from '../../test/app.js';
import { createMember, type MemberOverrides } from '../../test/factories.js';

/** A signed-in member with a JSON client, for the groups tests. */
export async function groupsClient(t: TestApp, overrides: MemberOverrides = {}) {
  const member = await createMember(t.ctx.db, overrides);
  const headers = { ...authHeaders(await signIn(t.app, member.email)), accept: 'application/json' };
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: unknown,
    extra: Record<string, string> = {},
  ) =>
    t.app.inject({
      method,
      url,
      headers: { ...headers, ...extra },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });
  return {
    member,
    get: (url: string) => call('GET', url),
    post: (url: string, payload: unknown = {}, extra?: Record<string, string>) =>
      call('POST', url, payload, extra),
    put: (url: string, payload: unknown = {}) => call('PUT', url, payload),
    del: (url: string, payload?: unknown) => call('DELETE', url, payload),
  };
}
export type GroupsClient = Awaited<ReturnType<typeof groupsClient>>;
