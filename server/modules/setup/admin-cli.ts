import { createInterface } from 'node:readline/promises';
import { openDatabase } from '../../db/client.js';
import { ensureNetworkRow } from '../../first-start.js';
import { loadConfigOrExit } from '../../platform/startup.js';
import {
  type AdminArguments,
  describeRefusal,
  parseAdminArguments,
  UsageError,
  validateAdministrator,
} from './admin-command.js';
import { createAdministrator } from './service.js';

/**
 * `npm run admin:create -- --email you@example.com --first-name Ada --last-name Lovelace`: creates a
 * network administrator on the configured database (migrating it and creating the network row first,
 * as a start would). On a terminal, missing names and the password (twice, hidden) are asked for;
 * otherwise the password is the first line of standard input:
 *   printf '%s\n' "$ADMIN_PASSWORD" | npm run admin:create -- --email ...
 */

const interactive = Boolean(process.stdin.isTTY);

/** Reads a line from the terminal without echoing it. */
function askHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  let value = '';
  return new Promise((resolve, reject) => {
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolve(value);
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new UsageError('Cancelled.'));
          return;
        }
        value = char === '\u007f' || char === '\b' ? [...value].slice(0, -1).join('') : value + char;
      }
    };
    stdin.on('data', onData);
  });
}

async function ask(question: string): Promise<string> {
  const lines = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return (await lines.question(question)).trim();
  } finally {
    lines.close();
  }
}

async function firstLineOfStdin(): Promise<string> {
  let input = '';
  for await (const chunk of process.stdin) input += chunk;
  return input.split(/\r?\n/, 1)[0] ?? '';
}

async function completeArguments(given: AdminArguments) {
  const missing = (['email', 'firstName', 'lastName'] as const).filter((key) => !given[key]);
  if (!interactive && missing.length > 0) {
    const flags = { email: '--email', firstName: '--first-name', lastName: '--last-name' };
    throw new UsageError(`Missing ${missing.map((key) => flags[key]).join(', ')} (no terminal to ask on).`);
  }
  const email = given.email ?? (await ask('E-mail address: '));
  const firstName = given.firstName ?? (await ask('First name: '));
  const lastName = given.lastName ?? (await ask('Last name: '));
  if (!interactive) return { email, firstName, lastName, password: await firstLineOfStdin() };
  const password = await askHidden('Password (at least 12 characters): ');
  if ((await askHidden('Repeat the password: ')) !== password) throw new UsageError('The passwords differ.');
  return { email, firstName, lastName, password };
}

async function main(): Promise<number> {
  const input = validateAdministrator(await completeArguments(parseAdminArguments(process.argv.slice(2))));
  const config = loadConfigOrExit();
  const database = await openDatabase(config);
  try {
    await database.migrate();
    await ensureNetworkRow(database.db, config);
    await createAdministrator(database.db, input);
  } finally {
    await database.close();
  }
  console.log(
    `Created the network administrator ${input.email}. Sign in at ${config.publicUrl}/users/sign_in`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    const refusal = err instanceof UsageError ? err.message : describeRefusal(err);
    if (refusal) {
      process.stderr.write(`${refusal}\n`);
      process.exit(1);
    }
    console.error(err);
    process.exit(1);
  },
);
