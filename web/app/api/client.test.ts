import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiFetch, buildUrl } from './client';

const respond = (status: number, body?: unknown, headers: Record<string, string> = {}) =>
  vi.spyOn(globalThis, 'fetch').mockResolvedValue(
    new Response(body === undefined ? null : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json', ...headers },
    }),
  );

describe('apiFetch', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks for JSON with the session cookie and sends JSON bodies', async () => {
    const fetch = respond(200, { ok: true });
    await expect(
      apiFetch('/api/v1/me', { method: 'PATCH', body: { me: { locale: 'de' } } }),
    ).resolves.toEqual({
      ok: true,
    });
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('/api/v1/me');
    expect(init).toMatchObject({
      method: 'PATCH',
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
      body: '{"me":{"locale":"de"}}',
    });
  });

  it('resolves 204 to undefined', async () => {
    respond(204);
    await expect(apiFetch('/users/sign_out', { method: 'DELETE' })).resolves.toBeUndefined();
  });

  it('throws an ApiError with status, code, message, fields and retry time', async () => {
    respond(
      429,
      { error: { code: 'throttled', message: 'Slow down', fields: { email: ['x'] } } },
      { 'Retry-After': '120' },
    );
    const error = await apiFetch('/users/sign_in', { method: 'POST', body: {} }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 429,
      code: 'throttled',
      message: 'Slow down',
      fields: { email: ['x'] },
      retryAfter: 120,
    });
  });

  it('copes with error responses that are not JSON', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    await expect(apiFetch('/api/v1/network')).rejects.toMatchObject({ status: 502, code: 'http_502' });
  });

  it('turns a failed connection into a network error', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiFetch('/api/v1/network')).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });

  it('builds query strings without empty values', () => {
    expect(buildUrl('/members', { q: 'ada*', page: 2, empty: '', none: null })).toBe(
      '/members?q=ada*&page=2',
    );
  });
});
