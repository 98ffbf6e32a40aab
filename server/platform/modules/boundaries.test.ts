import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * The module boundaries of docs/architecture.md are enforced by dependency-cruiser in `npm run lint`.
 * This runs the project's own rules on a small tree that breaks each of them once, so a rule that
 * stops matching (a typo in a pattern, a changed folder) fails here rather than passing silently.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const tree = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
afterAll(() => rmSync(tree, { recursive: true, force: true }));

function file(relative: string, content: string) {
  const full = path.join(tree, relative);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
}

function cruise(): string {
  const result = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
      'server',
      'web',
      '--config',
      path.join(root, '.dependency-cruiser.cjs'),
      '--output-type',
      'err',
    ],
    { cwd: tree, encoding: 'utf8' },
  );
  return `${result.stdout}${result.stderr}`;
}

describe('module boundaries', () => {
  it('refuses what docs/architecture.md forbids and allows what it allows', () => {
    file('tsconfig.json', '{ "compilerOptions": { "module": "ESNext", "moduleResolution": "Bundler" } }');
    file('server/modules/calendars/tables.ts', 'export const calendars = 1;\n');
    file(
      'server/modules/calendars/service.ts',
      "import { calendars } from './tables.js';\nexport const ids = calendars;\n",
    );
    file('server/modules/calendars/present.ts', 'export const present = 1;\n');
    // Allowed: the other module's service, and its tables from one's own tables (a foreign key).
    file(
      'server/modules/appointments/tables.ts',
      "import { calendars } from '../calendars/tables.js';\nexport const a = calendars;\n",
    );
    file(
      'server/modules/appointments/load.ts',
      "import { ids } from '../calendars/service.js';\nexport const b = ids;\n",
    );
    // Forbidden: another module's tables or helpers from production code.
    file(
      'server/modules/appointments/month.ts',
      "import { calendars } from '../calendars/tables.js';\nexport const c = calendars;\n",
    );
    file(
      'server/modules/appointments/detail.ts',
      "import { present } from '../calendars/present.js';\nexport const d = present;\n",
    );
    // Forbidden: the platform knowing a module.
    file(
      'server/platform/jobs/runner.ts',
      "import { ids } from '../../modules/calendars/service.js';\nexport const e = ids;\n",
    );
    // Forbidden: a feature reaching into another feature; allowed through its index.
    file('web/features/files/index.ts', "export { Picker } from './picker.js';\n");
    file('web/features/files/picker.ts', 'export const Picker = 1;\n');
    file('web/features/chat/a.ts', "import { Picker } from '../files/index.js';\nexport const f = Picker;\n");
    file(
      'web/features/chat/b.ts',
      "import { Picker } from '../files/picker.js';\nexport const g = Picker;\n",
    );

    const report = cruise();
    expect(report).toMatch(
      /module-through-service: server\/modules\/appointments\/month\.ts → server\/modules\/calendars\/tables\.ts/,
    );
    expect(report).toMatch(
      /module-through-service: server\/modules\/appointments\/detail\.ts → server\/modules\/calendars\/present\.ts/,
    );
    expect(report).toMatch(
      /platform-imports-no-module: server\/platform\/jobs\/runner\.ts → server\/modules\/calendars\/service\.ts/,
    );
    expect(report).toMatch(
      /feature-through-index: web\/features\/chat\/b\.ts → web\/features\/files\/picker\.ts/,
    );
    expect(report).not.toMatch(/appointments\/tables\.ts →/);
    expect(report).not.toMatch(/appointments\/load\.ts →/);
    expect(report).not.toMatch(/chat\/a\.ts →/);
    expect(report).toMatch(/4 dependency violations/);
  }, 60_000);
});
