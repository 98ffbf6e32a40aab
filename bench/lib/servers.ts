import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * Starts a benchmark server script in its own process, so that the load generator and the server do
 * not share one event loop. Resolves once the script prints `listening <url>`.
 */
export function startServerProcess(
  script: string,
  env: Record<string, string> = {},
): Promise<{ url: string; child: ChildProcess; stop(): void }> {
  // Node itself with tsx as a loader (not npx): stopping the child then stops the server, with no
  // wrapper process left behind to keep it running.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/listening (\S+)/);
      if (match?.[1]) resolve({ url: match[1], child, stop: () => child.kill('SIGTERM') });
    });
    child.on('exit', (code) => reject(new Error(`${script} exited with ${code} before listening`)));
  });
}
