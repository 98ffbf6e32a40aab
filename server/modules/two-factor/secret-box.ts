import { createCipheriv, createDecipheriv, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { Config } from '../../config.js';

/**
 * Keys of two-factor data, derived from SESSION_SECRET so every instance shares them and the
 * database alone reveals nothing: TOTP secrets are sealed (AES-256-GCM), codes are kept only as HMACs.
 */
const derive = (config: Config, purpose: string) =>
  Buffer.from(hkdfSync('sha256', config.sessionSecret, 'two-factor', purpose, 32));

export function seal(config: Config, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', derive(config, 'seal'), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [
    'v1',
    iv.toString('base64url'),
    cipher.getAuthTag().toString('base64url'),
    body.toString('base64url'),
  ].join('.');
}

export function unseal(config: Config, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined) throw new Error('unknown sealed secret format');
  const decipher = createDecipheriv('aes-256-gcm', derive(config, 'seal'), Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
}

/** The stored form of a code (backup or e-mail code). Keyed, so a copy of the table cannot be guessed through. */
export const codeHash = (config: Config, code: string) =>
  createHmac('sha256', derive(config, 'codes')).update(code).digest('hex');

/** A uniformly random code of `digits` decimal digits. */
export const randomDigits = (digits: number) =>
  Array.from({ length: digits }, () => String(randomInt(10))).join('');
