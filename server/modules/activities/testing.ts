import { expect } from 'vitest';
import { notificationsPage } from '../../../contract/notifications.js';
import { authHeaders, type TestApp } from '../../test/app.js';

/** Requests of the activities tests: JSON in, status and JSON out. */
export function requester(t: TestApp) {
  const send = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: unknown,
  ) => {
    const response = await t.app.inject({
      method,
      url,
      headers: { ...authHeaders(cookie), accept: 'application/json' },
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
    return {
      status: response.statusCode,
      body: response.body ? safeJson(response.body) : null,
      raw: response,
    };
  };
  const ok = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    cookie: string,
    payload?: unknown,
  ) => {
    const response = await send(method, url, cookie, payload);
    expect(response.status, JSON.stringify(response.body)).toBeLessThan(300);
    // biome-ignore lint/suspicious/noExplicitAny: test answers are read field by field
    return response.body as any;
  };
  const notifications = async (cookie: string) =>
    notificationsPage.parse(await ok('GET', '/api/v1/notifications?per=50', cookie)).entries;
  return { send, ok, notifications };
}

function safeJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return body;
  }
}

export const post = (text: string, extra: Record<string, unknown> = {}) => ({
  html_content: `<p>${text}</p>`,
  ...extra,
});
