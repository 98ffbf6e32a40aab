// A production install (`npm ci --omit=dev` or `npm prune --omit=dev` after the build) has only the
// packages under "dependencies": every package the server loads at run time must be one of them, or
// the server stops at its first import of it. Type-only imports vanish when tsx compiles, so they do
// not count; tests, test helpers, the seed's fixtures and scripts that run from a checkout do not run
// in production.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

const runtimeFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : runtimeFiles(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) && entry.name !== 'testing.ts'
      ? [full]
      : [];
  });

/** Package names of the value imports of a source (not `import type`, not relative, not node:). */
const importedPackages = (code) =>
  [
    ...code.matchAll(/^import\s+(?!type\s)[^;]*?from\s+'([^'.][^']*)'/gms),
    ...code.matchAll(/import\('([^'.][^']*)'\)/g),
  ]
    .map((match) => match[1])
    .filter((name) => !name.startsWith('node:'))
    .map((name) => (name.startsWith('@') ? name.split('/').slice(0, 2).join('/') : name.split('/')[0]));

describe('production dependencies', () => {
  it('hold every package the server and the contracts load at run time', () => {
    const used = new Map();
    for (const file of [
      ...runtimeFiles(path.join(root, 'server')),
      ...runtimeFiles(path.join(root, 'contract')),
    ]) {
      for (const name of importedPackages(readFileSync(file, 'utf8'))) {
        if (!used.has(name)) used.set(name, path.relative(root, file));
      }
    }
    expect(used.size).toBeGreaterThan(20);
    const missing = [...used]
      .filter(([name]) => !(name in pkg.dependencies))
      .map(([name, file]) => `${name} (${file})`);
    expect(missing).toEqual([]);
  });

  it('hold what `npm start` needs to start from a built web app (tsx compiles the server)', () => {
    expect(pkg.dependencies).toHaveProperty('tsx');
  });
});
