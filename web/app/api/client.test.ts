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

describe('apiFetch of a create (idempotent)', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  const keysOf = (fetch: { mock: { calls: unknown[][] } }) =>
    fetch.mock.calls.map(
      ([, init]) => (init as RequestInit & { headers: Record<string, string> }).headers['Idempotency-Key'],
    );

  it('sends a key and tries again with the same key after a lost answer or a 503', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ error: { code: 'database_unavailable', message: 'later' } }), {
          status: 503,
          headers: { 'Content-Type': 'application/json', 'Retry-After': '2' },
        }),
      )
      .mockResolvedValueOnce(new Response(JSON.stringify({ id: 'a1' }), { status: 201 }));
    const saved = apiFetch('/appointments', { method: 'POST', body: { name: 'x' }, idempotent: true });
    await vi.runAllTimersAsync();
    await expect(saved).resolves.toEqual({ id: 'a1' });
    const keys = keysOf(fetch);
    expect(keys).toHaveLength(3);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(1);
  });

  it('makes a new key for each call and gives up after three tries', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response(null, { status: 503 }));
    const first = apiFetch('/calendars', { method: 'POST', body: {}, idempotent: true }).catch(
      (e: unknown) => e,
    );
    await vi.runAllTimersAsync();
    expect(await first).toMatchObject({ status: 503 });
    const second = apiFetch('/calendars', { method: 'POST', body: {}, idempotent: true }).catch(
      (e: unknown) => e,
    );
    await vi.runAllTimersAsync();
    await second;
    const keys = keysOf(fetch);
    expect(keys).toHaveLength(6);
    expect(new Set(keys.slice(0, 3)).size).toBe(1);
    expect(keys[3]).not.toBe(keys[0]);
  });

  it('does not retry answers (4xx) nor requests without a key', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(
        async () => new Response(JSON.stringify({ error: { code: 'invalid' } }), { status: 422 }),
      );
    await expect(
      apiFetch('/appointments', { method: 'POST', body: {}, idempotent: true }),
    ).rejects.toMatchObject({
      status: 422,
    });
    fetch.mockImplementation(async () => new Response(null, { status: 503 }));
    await expect(apiFetch('/appointments/1/contact', { method: 'POST', body: {} })).rejects.toMatchObject({
      status: 503,
    });
    expect(fetch).toHaveBeenCalledTimes(2);
    const [created, other] = keysOf(fetch);
    expect(created).toMatch(/^[0-9a-f]{32}$/);
    expect(other).toBeUndefined();
  });
});

describe('apiFetch of the same create twice at once (a double click)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends it once and answers both callers; afterwards a new call sends again', async () => {
    let answer: (response: Response) => void = () => {};
    const fetch = vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    const body = { subject: 'Hi', to: ['a'] };
    const first = apiFetch('/api/v1/messages', { method: 'POST', body, idempotent: true });
    const second = apiFetch('/api/v1/messages', { method: 'POST', body: { ...body }, idempotent: true });
    answer(new Response(JSON.stringify({ id: 'm1' }), { status: 201 }));
    await expect(Promise.all([first, second])).resolves.toEqual([{ id: 'm1' }, { id: 'm1' }]);
    expect(fetch).toHaveBeenCalledTimes(1);

    const later = apiFetch('/api/v1/messages', { method: 'POST', body, idempotent: true });
    answer(new Response(JSON.stringify({ id: 'm2' }), { status: 201 }));
    await expect(later).resolves.toEqual({ id: 'm2' });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});
