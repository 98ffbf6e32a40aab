// `npm start`: builds the web app when it is missing or older than its sources, then runs the server
// (embedded PGlite and the demo network unless DATABASE_URL says otherwise) in this very process, so a
// supervisor's SIGTERM or Ctrl-C reaches the server's own shutdown and its exit code is ours.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { constants } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const vite = path.join(root, 'node_modules/vite/bin/vite.js');
const builtIndex = path.join(root, 'dist/web/index.html');
const PARENT_CHECK_MS = 250;

function newestChange(folder) {
  let newest = 0;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestChange(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Runs the build as a child that a signal to this process stops too; resolves with its exit status. */
function build() {
  const child = spawn(process.execPath, [vite, 'build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
  const forward = (signal) => child.kill(signal);
  for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, forward);
  return new Promise((resolve) => {
    child.on('exit', (code, signal) => {
      for (const name of ['SIGINT', 'SIGTERM']) process.off(name, forward);
      resolve(signal ? 128 + constants.signals[signal] : (code ?? 1));
    });
  });
}

/**
 * Under `npm start` this runs in `sh -c`, and a shell such as dash passes no signal on: a supervisor's
 * SIGTERM to npm ends npm and the shell and would leave the server running without them (and the next
 * start failing with EADDRINUSE). Once our parent is gone we shut down as on SIGTERM.
 */
function stopWithParent() {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    console.log('npm start ended; shutting down');
    process.kill(process.pid, 'SIGTERM');
  }, PARENT_CHECK_MS);
  watch.unref();
}

if (process.env.npm_lifecycle_event === 'start') stopWithParent();

const sources = ['web', 'contract'].map((folder) => path.join(root, folder)).filter(existsSync);
const builtAt = existsSync(builtIndex) ? statSync(builtIndex).mtimeMs : 0;
// A production install (`npm prune --omit=dev` after `npm run build`, see docs/operations.md) has no
// Vite: it serves the web app it was built with, and cannot start without one.
const canBuild = existsSync(vite);
if (!canBuild && builtAt === 0) {
  console.error(
    'The web app is not built, and Vite is not installed: run `npm run build` before `npm prune --omit=dev`.',
  );
  process.exit(1);
}
if (canBuild && builtAt < Math.max(0, ...sources.map(newestChange))) {
  console.log('Building the web app ...');
  const status = await build();
  if (status !== 0) process.exit(status);
}

// tsx compiles the server's TypeScript on import; main.ts handles SIGINT and SIGTERM itself.
const { register } = await import('tsx/esm/api');
register();
await import('../server/main.ts');
