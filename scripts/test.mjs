// `npm test`: every check and test of the project, in the order that fails fastest.
// Server tests run on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// Ends with one summary line "tests: N passed, N failed, N flaky, N skipped", after the names of
// flaky end-to-end tests (passed only on a retry), which are not counted as passed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { addPlaywright, addVitest, emptyTotals, summaryLines } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const totals = emptyTotals();
const failedSteps = [];

function run(name, command, args, env = {}) {
  if (only.length > 0 && !only.includes(name)) return;
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`=== ${name}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s) ===`);
  if (result.status !== 0) failedSteps.push(name);
}

function count(file, add) {
  try {
    add(totals, JSON.parse(readFileSync(file, 'utf8')));
  } catch {
    // A run that crashed before writing its report is already counted as a failed step.
  }
}
const countVitest = (file) => count(file, addVitest);
const countPlaywright = (file) => count(file, addPlaywright);

const vitest = (project, report) => [
  'vitest',
  'run',
  '--project',
  project,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${path.join(reports, report)}`,
];

run('typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']);
run('lint', 'npx', ['biome', 'check', '--error-on-warnings', '.']);
run('boundaries', 'npx', ['depcruise', 'server', 'web', 'contract', '--config', '.dependency-cruiser.cjs']);
run('migrations', 'node', ['scripts/check-migrations.mjs']);
run('server-pglite', 'npx', vitest('server', 'server-pglite.json'), { TEST_DATABASE_URL: '' });
countVitest(path.join(reports, 'server-pglite.json'));
if (process.env.TEST_DATABASE_URL) {
  run('server-postgres', 'npx', vitest('server', 'server-postgres.json'));
  countVitest(path.join(reports, 'server-postgres.json'));
}
run('web', 'npx', vitest('web', 'web.json'));
countVitest(path.join(reports, 'web.json'));
run('build', 'npx', ['vite', 'build', '--logLevel', 'warn']);
run('e2e', 'npx', ['playwright', 'test'], { PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(reports, 'e2e.json') });
countPlaywright(path.join(reports, 'e2e.json'));

if (failedSteps.length > 0) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
console.log(summaryLines(totals).join('\n'));
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
