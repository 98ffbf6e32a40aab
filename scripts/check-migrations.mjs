// `npm test` step "migrations": the Drizzle tables and the SQL migrations agree.
// 1. `drizzle-kit check`: the migration history is consistent (no two migrations from parallel
//    branches built on the same snapshot).
// 2. `drizzle-kit generate` into a scratch copy of the migrations must find nothing to write: a table,
//    column or index changed in a tables.ts without its migration fails here, with the SQL that is missing.
// Exits non-zero on either failure.
import { spawnSync } from 'node:child_process';
import { cpSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const migrations = 'server/db/migrations';
// drizzle-kit reads `--out` relative to the working directory, so the scratch copy lives in the project.
const scratch = 'test-results/migrations-check';
// A change drizzle-kit cannot decide alone (a rename?) makes it ask on the terminal. Without one it
// prints an error and still exits with 0, so only its own "nothing to migrate" line counts as agreement.
const NOTHING_TO_MIGRATE = 'No schema changes, nothing to migrate';
const GENERATE_TIMEOUT_MS = 60_000;

function drizzleKit(args, options = {}) {
  return spawnSync('npx', ['drizzle-kit', ...args], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    ...options,
  });
}

const check = drizzleKit(['check', '--config', 'drizzle.config.ts']);
if (check.status !== 0) {
  process.stdout.write(check.stdout);
  process.stderr.write(check.stderr);
  console.error('drizzle-kit check: the migration history is inconsistent');
  process.exit(1);
}
console.log('drizzle-kit check: the migration history is consistent');

rmSync(path.join(root, scratch), { recursive: true, force: true });
cpSync(path.join(root, migrations), path.join(root, scratch), { recursive: true });
const before = new Set(readdirSync(path.join(root, scratch)));
const generate = drizzleKit(
  ['generate', '--dialect', 'postgresql', '--schema', './server/db/schema.ts', '--out', scratch],
  { timeout: GENERATE_TIMEOUT_MS },
);
const written = readdirSync(path.join(root, scratch)).filter((file) => !before.has(file));
try {
  if (generate.status === 0 && written.length === 0 && generate.stdout.includes(NOTHING_TO_MIGRATE)) {
    console.log(`drizzle-kit generate: the tables match ${migrations}`);
  } else {
    process.stdout.write(generate.stdout);
    process.stderr.write(generate.stderr);
    for (const file of written.filter((name) => name.endsWith('.sql'))) {
      console.error(
        `\n-- missing migration (${file}):\n${readFileSync(path.join(root, scratch, file), 'utf8')}`,
      );
    }
    console.error(
      `The tables (server/db/schema.ts) differ from ${migrations}: run npm run db:generate, answer its` +
        ' questions if it asks (a rename?) and commit the migration',
    );
    process.exitCode = 1;
  }
} finally {
  rmSync(path.join(root, scratch), { recursive: true, force: true });
}
