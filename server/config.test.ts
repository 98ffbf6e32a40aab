import { describe, expect, it } from 'vitest';
import { ConfigError, configWarnings, loadConfig } from './config.js';

const STRONG_SECRET = 'pG3v9Qk2LxW7nZr4Tb8YhJm1Sd6Fc0Ae5Ui';
const production = (env: Record<string, string> = {}) =>
  loadConfig({
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://intranet.example.com',
    SESSION_SECRET: STRONG_SECRET,
    ...env,
  });

/** The one line a refused start prints. */
const refusal = (load: () => unknown): string => {
  try {
    load();
  } catch (err) {
    if (err instanceof ConfigError) return err.message;
    throw err;
  }
  throw new Error('the configuration was accepted');
};

describe('production configuration', () => {
  it('accepts a strong session secret and an https address', () => {
    const config = production();
    expect(config.secureCookies).toBe(true);
    expect(configWarnings(config)).toEqual([]);
    // What the README suggests generating.
    expect(() =>
      production({ SESSION_SECRET: 'q8U1c2vJd0Zr+7m5N3kYtPzW9h4Lx6Ae2Bs0Gf8Rj1Ko5Qi3' }),
    ).not.toThrow();
    expect(() => production({ SESSION_SECRET: '3f9c1e7a0b5d2c8e4f6a9b1d3c5e7f0a' })).not.toThrow();
  });

  it.each([
    ['short', 'x7Qp2Lm9'],
    ['the development fallback', 'development-only-session-secret-do-not-use-in-production'],
    ['one character', 'a'.repeat(40)],
    ['a repeated unit', 'abc1'.repeat(10)],
    ['a sequence', 'abcdefghijklmnopqrstuvwxyz0123456789'],
    ['a common word', 'my-intranet-session-secret-for-the-server'],
    ['too little variety', 'aaaaaaaaaaaabbbbbbbbbbbbaaaaaaaaaaaabb'],
  ])('refuses a weak SESSION_SECRET (%s) with one line naming it', (_case, secret) => {
    const message = refusal(() => production({ SESSION_SECRET: secret }));
    expect(message).toMatch(/^Invalid configuration: SESSION_SECRET /);
    expect(message).not.toContain('\n');
    expect(message).not.toContain(secret);
  });

  it('refuses a weak SEED_PASSWORD and accepts a strong one', () => {
    for (const password of ['12345678', 'password1234', 'demo-password-123', 'aaaaaaaaaaaaaa']) {
      expect(refusal(() => production({ SEED_PASSWORD: password }))).toMatch(
        /^Invalid configuration: SEED_PASSWORD /,
      );
    }
    expect(production({ SEED_PASSWORD: 'correct horse battery staple' }).seedPassword).toBe(
      'correct horse battery staple',
    );
  });

  it('still requires the secret and the public address', () => {
    expect(refusal(() => loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://x.example' }))).toBe(
      'Invalid configuration: SESSION_SECRET is required in production',
    );
    expect(refusal(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: STRONG_SECRET }))).toBe(
      'Invalid configuration: PUBLIC_URL is required in production',
    );
  });

  it('warns that cookies are not Secure with an http address', () => {
    const config = production({ PUBLIC_URL: 'http://intranet.example.com' });
    expect(config.secureCookies).toBe(false);
    const [warning, ...more] = configWarnings(config);
    expect(more).toEqual([]);
    expect(warning).toContain('PUBLIC_URL');
    expect(warning).toContain('not Secure');
  });

  it('leaves development alone: demo passwords and http are fine there', () => {
    const config = loadConfig({ SEED_PASSWORD: '12345678' });
    expect(config.env).toBe('development');
    expect(configWarnings(config)).toEqual([]);
  });
});

describe('TRUSTED_PROXIES', () => {
  const base = { NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000' };

  it('trusts this host alone by default', () => {
    expect(loadConfig(base).trustedProxies).toEqual(['loopback']);
  });

  it('reads addresses, CIDR ranges and range names', () => {
    expect(
      loadConfig({ ...base, TRUSTED_PROXIES: ' 10.0.0.5, 192.168.0.0/24 ,fd00::/8,loopback' }).trustedProxies,
    ).toEqual(['10.0.0.5', '192.168.0.0/24', 'fd00::/8', 'loopback']);
  });

  it.each(['proxy.example.com', '10.0.0.0/33', 'private', '10.0.0.1;10.0.0.2'])(
    'refuses %s with one line naming the variable',
    (value) => {
      expect(refusal(() => loadConfig({ ...base, TRUSTED_PROXIES: value }))).toMatch(
        /^Invalid configuration: TRUSTED_PROXIES must list IP addresses, CIDR ranges or loopback/,
      );
    },
  );
});
