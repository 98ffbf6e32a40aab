import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ChatRequestError,
  ChatSocket,
  isTransient,
  RATE_LIMIT_RETRY_MIN_MS,
  RECONNECT_MAX_MS,
  RECONNECT_MIN_MS,
  socketUrl,
  TOO_MANY_RETRY_MIN_MS,
} from './chat-socket';
import { FakeSocket } from './fake-socket';
import { createTokenCache, TOKEN_REFRESH_MARGIN_MS } from './token';

const HOUR = 60 * 60 * 1000;

const setup = ({ random = 0.5 } = {}) => {
  const sockets: FakeSocket[] = [];
  let tokenCount = 0;
  const fetchToken = vi.fn(async () => {
    tokenCount += 1;
    return { token: `t${tokenCount}`, expires_at: new Date(Date.now() + 3 * HOUR).toISOString() };
  });
  const socket = new ChatSocket({
    fetchToken,
    tokens: createTokenCache(null),
    createSocket: (token) => {
      const fake = new FakeSocket(token);
      sockets.push(fake);
      return fake;
    },
    random: () => random,
  });
  const states: string[] = [];
  socket.onState((state) => states.push(state));
  return { socket, sockets, fetchToken, states, current: () => sockets[sockets.length - 1] as FakeSocket };
};

describe('chat socket', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('connects with a fetched token and answers requests by ref', async () => {
    const { socket, current, states } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(current().token).toBe('t1');
    expect(socket.connectionState).toBe('connecting');
    current().open();
    expect(states).toEqual(['connected']);
    const reply = socket.request('my_chats', {});
    const frame = current().last('my_chats');
    current().reply(frame.ref, { chats: [] });
    await expect(reply).resolves.toEqual({ chats: [] });
  });

  it('queues requests made before the connection and sends them on open', async () => {
    const { socket, current } = setup();
    socket.start();
    const reply = socket.request('my_profile', {});
    await vi.advanceTimersByTimeAsync(0);
    expect(current().sent).toHaveLength(0);
    current().open();
    const frame = current().last('my_profile');
    current().reply(frame.ref, { ok: 1 });
    await expect(reply).resolves.toEqual({ ok: 1 });
  });

  it('rejects a refused request with its code, and a silent one after the timeout', async () => {
    const { socket, current } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    const refused = socket.request('update_message', { chat_id: 'member/a', id: 'b', text: 'x' });
    current().refuse(current().last('update_message').ref, 'period_expired');
    await expect(refused).rejects.toMatchObject({ code: 'period_expired' });
    const silent = socket.request('composing', { chat_id: 'member/a' }, { timeoutMs: 1000 });
    const settled = expect(silent).rejects.toBeInstanceOf(ChatRequestError);
    await vi.advanceTimersByTimeAsync(1000);
    await settled;
  });

  it('reconnects 5 to 10 s after a lost connection, with jitter, and tells the resync', async () => {
    for (const [random, delay] of [
      [0, RECONNECT_MIN_MS],
      [0.9999, RECONNECT_MAX_MS - 1],
    ] as const) {
      const { socket, sockets, current, states } = setup({ random });
      const reconnects: boolean[] = [];
      socket.onConnected((reconnect) => reconnects.push(reconnect));
      socket.start();
      await vi.advanceTimersByTimeAsync(0);
      current().open();
      const pending = socket.request('my_chats', {});
      current().serverClose(1006);
      await expect(pending).rejects.toMatchObject({ code: 'disconnected' });
      expect(socket.connectionState).toBe('reconnecting');
      await vi.advanceTimersByTimeAsync(delay - 1);
      expect(sockets).toHaveLength(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(sockets).toHaveLength(2);
      current().open();
      expect(states).toEqual(['connected', 'reconnecting', 'connected']);
      expect(reconnects).toEqual([false, true]);
      socket.stop();
    }
  });

  it('reuses the token until 3 minutes before it expires', async () => {
    const { socket, current, fetchToken } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    current().serverClose(1001);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    expect(current().token).toBe('t1');
    current().open();
    vi.setSystemTime(Date.now() + 3 * HOUR - TOKEN_REFRESH_MARGIN_MS);
    current().serverClose(1001);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(current().token).toBe('t2');
  });

  it('fetches a new token at once after a 4401, and reports an authorization error after a second', async () => {
    const { socket, sockets, current, fetchToken } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().serverClose(4401);
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    expect(sockets).toHaveLength(2);
    expect(socket.connectionState).toBe('connecting');
    current().serverClose(4401);
    expect(socket.connectionState).toBe('auth_error');
    // It keeps trying at the slow pace and recovers when the server lets it in again.
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    expect(sockets).toHaveLength(3);
    current().open();
    expect(socket.connectionState).toBe('connected');
  });

  it('does not reconnect after 4403', async () => {
    const { socket, sockets, current } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    current().serverClose(4403);
    expect(socket.connectionState).toBe('auth_error');
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS * 3);
    expect(sockets).toHaveLength(1);
  });

  it('shows an authorization error when the token is refused', async () => {
    const { socket, fetchToken } = setup();
    fetchToken.mockRejectedValueOnce(Object.assign(new Error('not found'), { status: 404 }));
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(socket.connectionState).toBe('auth_error');
  });

  it('delivers pushes to their handlers and sends heartbeats', async () => {
    const { socket, current } = setup();
    const seen: unknown[] = [];
    socket.onPush('composing', (payload) => seen.push(payload));
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    current().push('composing', { chat_id: 'member/a' });
    expect(seen).toEqual([{ chat_id: 'member/a' }]);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(current().sent.map((frame) => frame.event)).toContain('heartbeat');
  });

  it('sends a rate-limited request again after a growing pause, at least retry_after_ms', async () => {
    const { socket, current } = setup({ random: 0.5 });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    const reply = socket.request('my_chats', {});
    const first = current().last('my_chats');
    current().refuse(first.ref, 'rate_limited', { retry_after_ms: 600 });
    await vi.advanceTimersByTimeAsync(599);
    expect(current().sent.filter((frame) => frame.event === 'my_chats')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = current().last('my_chats');
    expect(current().sent.filter((frame) => frame.event === 'my_chats')).toHaveLength(2);
    expect(second).toEqual(first);
    // The second refusal waits twice the first pause (jitter 0.5 leaves it as it is).
    current().refuse(second.ref, 'rate_limited');
    await vi.advanceTimersByTimeAsync(2 * RATE_LIMIT_RETRY_MIN_MS - 1);
    expect(current().sent.filter((frame) => frame.event === 'my_chats')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    current().reply(current().last('my_chats').ref, { chats: [] });
    await expect(reply).resolves.toEqual({ chats: [] });
  });

  it('gives up on a rate-limited request when its timeout ends, as a transient failure', async () => {
    const { socket, current } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    const reply = socket.request('my_chats', {}, { timeoutMs: 1_000 });
    const settled = reply.catch((error: unknown) => error);
    current().refuse(current().last('my_chats').ref, 'rate_limited', { retry_after_ms: 5_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    const error = await settled;
    expect(error).toMatchObject({ code: 'rate_limited' });
    expect(isTransient(error)).toBe(true);
    await vi.advanceTimersByTimeAsync(5_000);
    expect(current().sent.filter((frame) => frame.event === 'my_chats')).toHaveLength(1);
  });

  it('keeps a request waiting after rate_limited across a reconnect', async () => {
    const { socket, current } = setup();
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().open();
    const reply = socket.request('my_chats', {}, { timeoutMs: 60_000 });
    current().refuse(current().last('my_chats').ref, 'rate_limited', { retry_after_ms: 100 });
    current().serverClose(1006);
    await vi.advanceTimersByTimeAsync(RECONNECT_MAX_MS);
    current().open();
    current().reply(current().last('my_chats').ref, { chats: [] });
    await expect(reply).resolves.toEqual({ chats: [] });
  });

  it('after 4429 (too many sockets) shows it and tries again after 30 to 60 s', async () => {
    const { socket, sockets, current } = setup({ random: 0 });
    socket.start();
    await vi.advanceTimersByTimeAsync(0);
    current().serverClose(4429);
    expect(socket.connectionState).toBe('too_many');
    await vi.advanceTimersByTimeAsync(TOO_MANY_RETRY_MIN_MS - 1);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    current().open();
    expect(socket.connectionState).toBe('connected');
  });

  it('builds the socket address from the page', () => {
    expect(socketUrl('a b', { protocol: 'https:', host: 'x.org' })).toBe(
      'wss://x.org/api/chat/socket?token=a%20b',
    );
    expect(socketUrl('t', { protocol: 'http:', host: 'localhost:3000' })).toBe(
      'ws://localhost:3000/api/chat/socket?token=t',
    );
  });
});
