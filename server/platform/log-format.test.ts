import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { terminalDestination } from './log-format.js';
import { createLogger } from './logger.js';

const capture = () => {
  const out = new PassThrough();
  const lines: string[] = [];
  out.on('data', (chunk: Buffer) => lines.push(...chunk.toString().split('\n').filter(Boolean)));
  return { out, lines };
};

describe('terminal log format', () => {
  it('writes one short line per request and per event instead of JSON', () => {
    const { out, lines } = capture();
    const log = createLogger('info', terminalDestination(out, false));
    log.info(
      { reqId: 'req-1', req: { method: 'GET', url: '/api/v1/me?auth_token=secret' } },
      'incoming request',
    );
    log.info({ reqId: 'req-1', res: { statusCode: 200 }, responseTime: 12.4 }, 'request completed');
    log.warn({ signal: 'SIGTERM' }, 'shutting down');
    log.error({ err: new Error('disk full') }, 'upload failed');
    expect(lines[0]).toMatch(/^\d\d:\d\d:\d\d 200 GET \/api\/v1\/me\?auth_token=\[redacted\] 12 ms$/);
    expect(lines[1]).toMatch(/^\d\d:\d\d:\d\d WARN shutting down signal=SIGTERM$/);
    expect(lines[2]).toMatch(/^\d\d:\d\d:\d\d ERROR upload failed$/);
    expect(lines[3]).toBe('Error: disk full');
    expect(lines.some((line) => line.startsWith('{'))).toBe(false);
  });
});
