import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { verify } from '@node-rs/argon2';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../db/client.js';
import { members } from '../../platform/identity/tables.js';
import { networks } from '../../platform/network/tables.js';

/** `npm run admin:create` as an operator runs it: its own process on an embedded database. */
const root = path.resolve(import.meta.dirname, '../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'intranet-admin-cli-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function adminCreate(args: string[], stdin: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/modules/setup/admin-cli.ts', ...args], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PUBLIC_URL: 'https://intranet.example.com',
        SESSION_SECRET: 'pG3v9Qk2LxW7nZr4Tb8YhJm1Sd6Fc0Ae5Ui',
        DATA_DIR: dataDir,
        DATABASE_URL: '',
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.stdin.end(stdin);
    child.on('exit', (code) => resolve({ code, output }));
  });
}

const ada = ['--email', 'ada@example.com', '--first-name', 'Ada', '--last-name', 'Lovelace'];

describe('npm run admin:create', () => {
  it('creates a network administrator from the flags and a password on standard input', async () => {
    const weak = await adminCreate(ada, '12345678\n');
    expect(weak).toEqual({ code: 1, output: 'the password must be at least 12 characters\n' });
    expect((await adminCreate(ada, 'ada-lovelace-1815\n')).output).toContain('too easy to guess');
    expect((await adminCreate(['--email', 'ada@example.com'], 'x\n')).output).toContain(
      'Missing --first-name, --last-name',
    );

    const created = await adminCreate(ada, 'tidal wave copper lantern\nignored second line\n');
    expect(created.code).toBe(0);
    expect(created.output).toContain('Created the network administrator ada@example.com');
    expect(created.output).not.toContain('tidal wave');

    const again = await adminCreate(ada, 'tidal wave copper lantern\n');
    expect(again).toEqual({ code: 1, output: '--email belongs to an account already\n' });

    const database = await openPglite(path.join(dataDir, 'db'));
    try {
      const rows = await database.db.select().from(members);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ email: 'ada@example.com', isNetworkAdmin: true, firstName: 'Ada' });
      expect(await verify(rows[0]?.passwordHash ?? '', 'tidal wave copper lantern')).toBe(true);
      // A production database: the network row with defaults, no demo network.
      expect((await database.db.select().from(networks)).map((n) => n.name)).toEqual(['Intranet']);
    } finally {
      await database.close();
    }
  }, 120_000);
});
