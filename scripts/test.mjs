// `npm test`: every check and test of the project, in the order that fails fastest.
// Server tests run on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
// Ends with one summary line "tests: N passed, N failed".
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = path.join(root, 'test-results', 'reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const only = process.argv.slice(2);
const totals = { passed: 0, failed: 0, skipped: 0 };
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

function countVitest(file) {
  try {
    const report = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += report.numPassedTests;
    totals.failed += report.numFailedTests;
    totals.skipped += report.numPendingTests + report.numTodoTests;
  } catch {
    // A run that crashed before writing its report is already counted as a failed step.
  }
}

function countPlaywright(file) {
  try {
    const { stats } = JSON.parse(readFileSync(file, 'utf8'));
    totals.passed += stats.expected + stats.flaky;
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  } catch {
    // as above
  }
}

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
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failedSteps.length > 0 || totals.failed > 0 ? 1 : 0);
