import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, TEST_ORIGIN, type TestApp } from '../../test/app.js';
import { createMember } from '../../test/factories.js';

/** Short enough for a test, long enough that a healthy request on a busy machine is never cut. */
const HEADERS_TIMEOUT_MS = 400;
const REQUEST_TIMEOUT_MS = 400;

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    configOverrides: {
      http: { headersTimeoutMs: HEADERS_TIMEOUT_MS, requestTimeoutMs: REQUEST_TIMEOUT_MS },
      uploadMaxBytes: 4 * 1024 * 1024,
    },
  });
  const member = await createMember(t.database.db);
  cookie = await signIn(t.app, member.email);
});
afterAll(() => t?.close());

type Exchange = { response: string; closedAfterMs: number | null };

/**
 * Talks HTTP over a raw socket: writes `head`, then each step (a chunk to send, or a pause in ms),
 * and resolves once the server closed the connection (closedAfterMs) or `giveUpMs` passed (null):
 * the server's answer and when it hung up are what these tests are about.
 */
function exchange(head: string[], steps: (string | number)[] = [], giveUpMs = 5_000): Promise<Exchange> {
  const { port } = new URL(t.baseUrl);
  return new Promise((resolve) => {
    const socket = net.connect(Number(port), '127.0.0.1');
    const started = Date.now();
    let response = '';
    let done = false;
    const finish = (closedAfterMs: number | null) => {
      if (done) return;
      done = true;
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ response, closedAfterMs });
    };
    const giveUp = setTimeout(() => finish(null), giveUpMs);
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => {
      response += chunk;
    });
    socket.on('error', () => finish(Date.now() - started));
    socket.on('close', () => finish(Date.now() - started));
    socket.on('connect', async () => {
      socket.write(head.join('\r\n'));
      for (const step of steps) {
        if (done) return;
        if (typeof step === 'number') await new Promise((r) => setTimeout(r, step));
        else socket.write(step);
      }
    });
  });
}

const post = (path: string, headers: Record<string, string>) => [
  `POST ${path} HTTP/1.1`,
  ...Object.entries({
    Host: 'localhost',
    Origin: TEST_ORIGIN,
    'Content-Type': 'application/json',
    ...headers,
  }).map(([name, value]) => `${name}: ${value}`),
  '',
  '',
];

const statusOf = (response: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(response)?.[1]);
const bodyOf = (response: string) => JSON.parse(response.slice(response.indexOf('\r\n\r\n') + 4));

describe('declared bodies over the limit', () => {
  it('answers 413 before reading a byte of the body, and hangs up', async () => {
    const { response, closedAfterMs } = await exchange(
      post('/users/sign_in', { 'Content-Length': '5000000000' }),
    );
    expect(statusOf(response)).toBe(413);
    expect(bodyOf(response).error).toMatchObject({
      code: 'payload_too_large',
      fields: { base: ['errors.request_too_large'] },
    });
    expect(response.toLowerCase()).toContain('connection: close');
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  });

  it("measures an upload against the upload limit, not the parsers' limit", async () => {
    const type = { Cookie: cookie, 'Content-Type': 'multipart/form-data; boundary=x' };
    const over = await exchange(post('/api/storage/files', { ...type, 'Content-Length': '5000000000' }));
    expect(statusOf(over.response)).toBe(413);
    expect(over.closedAfterMs).not.toBeNull();
    // 3 MiB: more than a JSON body may have (2 MiB), within the upload limit (4 MiB here).
    const body = [
      '--x',
      'Content-Disposition: form-data; name="file"; filename="big.bin"',
      'Content-Type: application/octet-stream',
      '',
      'a'.repeat(3 * 1024 * 1024),
      '--x--',
      '',
    ].join('\r\n');
    const within = await exchange(
      post('/api/storage/files', { ...type, 'Content-Length': String(body.length), Connection: 'close' }),
      [body],
    );
    expect(statusOf(within.response)).toBe(200);
  });
});

describe('early answers', () => {
  it('hangs up on an unauthenticated request instead of reading its body', async () => {
    const { response, closedAfterMs } = await exchange(
      post('/system/crawls', { 'Content-Length': '1000000' }),
      ['{'],
    );
    expect(statusOf(response)).toBe(401);
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS);
  });
});

describe('slow clients', () => {
  it('answers 408 and hangs up when the body trickles', async () => {
    const { response, closedAfterMs } = await exchange(post('/users/sign_in', { 'Content-Length': '100' }), [
      '{',
      REQUEST_TIMEOUT_MS * 10,
      '"',
    ]);
    expect(statusOf(response)).toBe(408);
    expect(bodyOf(response).error.code).toBe('request_timeout');
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeGreaterThanOrEqual(REQUEST_TIMEOUT_MS - 50);
    expect(closedAfterMs).toBeLessThan(REQUEST_TIMEOUT_MS * 5);
  });

  it('gives a body that keeps arriving more time', async () => {
    const payload = JSON.stringify({ user: { email: 'steady@example.test', password: 'x'.repeat(900) } });
    // 64 KiB of padding earns four seconds; it arrives over about three times the base timeout.
    const padded = `${payload}${' '.repeat(64 * 1024)}`;
    const pieces = 6;
    const size = Math.ceil(padded.length / pieces);
    const steps: (string | number)[] = [];
    for (let i = 0; i < pieces; i++) {
      steps.push(padded.slice(i * size, (i + 1) * size), i < pieces - 1 ? REQUEST_TIMEOUT_MS / 2 : 0);
    }
    const { response } = await exchange(
      post('/users/sign_in', { 'Content-Length': String(Buffer.byteLength(padded)), Connection: 'close' }),
      steps,
    );
    expect(statusOf(response)).toBe(401);
  });

  it('hangs up when the headers trickle', async () => {
    const { closedAfterMs } = await exchange(
      ['GET /health HTTP/1.1', 'Host: localhost', ''],
      ['X-Slow: 1\r\n', HEADERS_TIMEOUT_MS * 10, 'X-Slower: 2\r\n'],
    );
    expect(closedAfterMs).not.toBeNull();
    expect(closedAfterMs).toBeLessThan(HEADERS_TIMEOUT_MS * 5);
  });
});
