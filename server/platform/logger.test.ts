import { describe, expect, it } from 'vitest';
import { createLogger, scrubUrl } from './logger.js';

describe('logger', () => {
  it('never writes cookies, authorization, passwords or tokens', () => {
    const lines: string[] = [];
    const log = createLogger('info', { write: (line: string) => lines.push(line) });
    log.info({ req: { method: 'POST', url: '/users/sign_in?token=abc', ip: '127.0.0.1' } }, 'incoming');
    log.info(
      { headers: { cookie: 'x' }, body: { user: { password: 'secret-1' } }, token: 'secret-2' },
      'details',
    );
    log.info(
      { req: { headers: { cookie: 'intranet_session=secret-3', authorization: 'Bearer secret-4' } } },
      'raw',
    );
    const output = lines.join('\n');
    for (const secret of ['abc', 'secret-1', 'secret-2', 'secret-3', 'secret-4'])
      expect(output).not.toContain(secret);
    expect(output).toContain('/users/sign_in?token=[redacted]');
  });

  it('cuts token-like query parameters from URLs and keeps the rest', () => {
    expect(scrubUrl('/feed.atom?authentication_token=abc&page=2')).toBe(
      '/feed.atom?authentication_token=[redacted]&page=2',
    );
    expect(scrubUrl('/a?reset_password=x#y')).toBe('/a?reset_password=[redacted]#y');
    expect(scrubUrl('/members?q=ada')).toBe('/members?q=ada');
  });
});
