// `npm run bench [name]`: runs the benchmarks in this folder one after another (or the one named).
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const benchmarks = [
  'unreads',
  'bundle-size',
  'files',
  'messages',
  'chat',
  'calendars',
  'activities',
  'search',
  'statistics',
  'digest',
  'apps-wall',
  'channel-page',
];
const chosen = process.argv.slice(2);
for (const name of chosen.length > 0 ? chosen : benchmarks) {
  console.log(`\n## ${name}`);
  const result = spawnSync('npx', ['tsx', path.join(import.meta.dirname, `${name}.ts`)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exitCode = 1;
}
