import WebSocket from 'ws';
import type { ChatError, ChatEventName, ChatReply, ChatRequest } from '../../../contract/chat-protocol.js';
import { authHeaders, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { Arrivals } from '../../test/barriers.js';

/** Test client of the chat socket: requests with replies, and pushes to wait for. */
export type Push = { event: string; topic: string; payload: Record<string, unknown> };

export class ChatReplyError extends Error {
  constructor(readonly error: ChatError) {
    super(`${error.code}: ${error.message}`);
  }
}

export async function fetchChatToken(t: TestApp, cookie: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/chat_token',
    headers: authHeaders(cookie),
  });
  if (response.statusCode !== 200) throw new Error(`chat_token: ${response.statusCode} ${response.body}`);
  return response.json().token;
}

export function socketUrl(baseUrl: string, token?: string) {
  const url = `${baseUrl.replace(/^http/, 'ws')}/api/chat/socket`;
  return token === undefined ? url : `${url}?token=${encodeURIComponent(token)}`;
}

export class ChatClient {
  private readonly arrivals = new Arrivals<Push>('push');
  private readonly waiting = new Map<string, (frame: Record<string, unknown>) => void>();
  private nextRef = 1;
  closed: { code: number; reason: string } | null = null;

  private constructor(readonly socket: WebSocket) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as Record<string, unknown>;
      if (typeof frame.ref === 'string') {
        this.waiting.get(frame.ref)?.(frame);
        this.waiting.delete(frame.ref);
        return;
      }
      this.arrivals.add(frame as unknown as Push);
    });
    socket.on('close', (code, reason) => {
      this.closed = { code, reason: reason.toString() };
    });
  }

  /** Opens a socket (a new token unless given) and waits for the `ready` push. */
  static async connect(baseUrl: string, token: string, origin = TEST_ORIGIN): Promise<ChatClient> {
    const socket = new WebSocket(socketUrl(baseUrl, token), { headers: { origin } });
    const client = new ChatClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve());
      socket.once('error', reject);
      socket.once('unexpected-response', (_req, res) =>
        reject(new Error(`upgrade refused: ${res.statusCode}`)),
      );
    });
    return client;
  }

  static async open(t: TestApp, cookie: string, baseUrl = t.baseUrl): Promise<ChatClient> {
    const client = await ChatClient.connect(baseUrl, await fetchChatToken(t, cookie));
    await client.waitFor('ready');
    return client;
  }

  /** Sends a raw frame and answers the reply frame. */
  raw(frame: Record<string, unknown>): Promise<Record<string, unknown>> {
    const ref = String(frame.ref ?? this.nextRef++);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no reply to ${String(frame.event)}`)), 15_000);
      this.waiting.set(ref, (reply) => {
        clearTimeout(timer);
        resolve(reply);
      });
      this.socket.send(JSON.stringify({ ...frame, ref }));
    });
  }

  /**
   * Sends a request and answers its payload. A rate_limited answer is sent again after the server's
   * retry_after_ms, as every client must (the web app does): the member's budget is shared by all
   * requests of a test within a second, which a fast machine can spend (limits.test.ts tests it).
   */
  async request<E extends ChatEventName>(event: E, payload: ChatRequest<E>): Promise<ChatReply<E>> {
    const reply = await this.answer(event, payload);
    if (reply.ok !== true) throw new ChatReplyError(reply.error as ChatError);
    return reply.payload as ChatReply<E>;
  }

  /** The error of a request that must fail (a rate_limited answer is sent again, as in request). */
  async failure(event: string, payload: unknown): Promise<ChatError> {
    const reply = await this.answer(event, payload);
    if (reply.ok !== false) throw new Error(`${event} succeeded: ${JSON.stringify(reply.payload)}`);
    return reply.error as ChatError;
  }

  private async answer(event: string, payload: unknown): Promise<Record<string, unknown>> {
    for (;;) {
      const reply = await this.raw({ event, payload });
      const error = reply.error as ChatError | undefined;
      if (reply.ok === true || error?.code !== 'rate_limited') return reply;
      await backOff(error.retry_after_ms ?? 50);
    }
  }

  /** Every push so far, in order of arrival. */
  get pushes(): readonly Push[] {
    return this.arrivals.items;
  }

  /** The first push (from `from` on) matching; waits up to `timeoutMs`. */
  waitFor(
    event: string,
    match: (push: Push) => boolean = () => true,
    timeoutMs = 3_000,
    from = 0,
  ): Promise<Push> {
    return this.arrivals.next((p) => p.event === event && match(p), { from, timeoutMs });
  }

  /**
   * The barrier for "this push never came": waits for the push `marker` accepts, which the test
   * provokes after the action in question, and answers the pushes from `from` up to it. Every chat
   * event reaches this socket in the order it was published, so whatever the action caused is among
   * them by then.
   */
  pushesBefore(marker: (push: Push) => boolean, from: number): Promise<Push[]> {
    return this.arrivals.before(marker, { from });
  }

  /** Waits for the socket to be closed by the server. */
  async waitForClose(timeoutMs = 3_000): Promise<{ code: number; reason: string }> {
    if (!this.closed) {
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('socket stayed open')), timeoutMs);
        this.socket.once('close', () => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.closed as { code: number; reason: string };
  }

  /** Pushes of one event so far. */
  received(event: string): Push[] {
    return this.pushes.filter((p) => p.event === event);
  }

  close(): void {
    this.socket.close();
  }
}

/** A client's wait before resending what the server refused as rate_limited (not an assertion delay). */
export const backOff = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
