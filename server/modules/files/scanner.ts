import type { Readable } from 'node:stream';
import type { AppContext } from '../../platform/context.js';

/**
 * Decides whether an upload may be served. A virus scanner (ClamAV over its socket, a cloud API) plugs
 * in here; the default accepts everything. A quarantined file is never served to anyone.
 */
export type FileScanner = {
  scan(upload: { filename: string; size: number; read(): Readable }): Promise<'clean' | 'quarantine'>;
};

export const acceptingScanner: FileScanner = { scan: async () => 'clean' };

const scanners = new WeakMap<AppContext['config'], FileScanner>();

export function setFileScanner(ctx: Pick<AppContext, 'config'>, scanner: FileScanner): void {
  scanners.set(ctx.config, scanner);
}

export function fileScanner(ctx: Pick<AppContext, 'config'>): FileScanner {
  return scanners.get(ctx.config) ?? acceptingScanner;
}
