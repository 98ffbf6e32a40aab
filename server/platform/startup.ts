import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Config, ConfigError, loadConfig } from '../config.js';

/** A configuration error stops the start with one line naming the variable, and no stack trace. */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    process.stderr.write(`${err.message}\n`);
    process.exit(1);
  }
}

/** The built web app (npm run build), if there is one; without it the server answers the API only. */
export function builtWebRoot(): string | undefined {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../dist/web');
  return existsSync(path.join(root, 'index.html')) ? root : undefined;
}
