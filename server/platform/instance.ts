import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import type { Config } from '../config.js';

const TOKEN_FILE = 'instance-id';

const readToken = (file: string): string | null => {
  try {
    const stored = readFileSync(file, 'utf8').trim();
    return /^[0-9a-f]{16}$/.test(stored) ? stored : null;
  } catch {
    return null;
  }
};

/** A random token kept under DATA_DIR, made by the first start (of all starting at once: `wx`). */
function dataDirToken(dataDir: string): string {
  const file = path.join(dataDir, TOKEN_FILE);
  const stored = readToken(file);
  if (stored) return stored;
  const token = randomBytes(8).toString('hex');
  mkdirSync(dataDir, { recursive: true });
  try {
    writeFileSync(file, `${token}\n`, { flag: 'wx' });
    return token;
  } catch {
    // Another process wrote it first (or it holds something else, which this replaces).
    const theirs = readToken(file);
    if (theirs) return theirs;
    writeFileSync(file, `${token}\n`);
    return token;
  }
}

/**
 * Who this server process is, the same after a restart: INSTANCE_ID, or host name, port and a token
 * kept under DATA_DIR. The job runner uses it to take back at once the jobs a killed process of the
 * same instance left running. Two processes running at the same time must differ: on one host they
 * listen on different ports, and hosts sharing a DATA_DIR differ by name; where neither holds (two
 * containers with one host name, port and volume), set INSTANCE_ID.
 */
export function instanceId(config: Config): string {
  if (config.instanceId) return config.instanceId;
  return `${hostname()}:${config.port}:${dataDirToken(config.dataDir)}`;
}
