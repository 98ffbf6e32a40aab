import path from 'node:path';
import type { AppContext } from '../context.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore } from './local-blob-store.js';

const stores = new WeakMap<AppContext['config'], BlobStore>();

/**
 * The blob store of an app context: DATA_DIR/storage by default. Kept per config object so that
 * tests (one data folder each) and the server share the same lookup without a global.
 */
export function blobStore(ctx: Pick<AppContext, 'config'>): BlobStore {
  let store = stores.get(ctx.config);
  if (!store) {
    store = createLocalBlobStore(path.join(ctx.config.dataDir, 'storage'));
    stores.set(ctx.config, store);
  }
  return store;
}
