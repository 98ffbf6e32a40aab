import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rename, rm, stat, unlink } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { newId } from '../ids.js';
import { assertBlobKey, type BlobStore, BlobTooLargeError } from './blob-store.js';

/** A byte counter that fails the pipeline as soon as the limit is passed, so nothing more is written. */
function limitBytes(maxBytes: number, counted: { size: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counted.size += chunk.length;
      if (counted.size > maxBytes) callback(new BlobTooLargeError(maxBytes));
      else callback(null, chunk);
    },
  });
}

/** Blobs as files under one folder (DATA_DIR/storage). */
export function createLocalBlobStore(root: string): BlobStore {
  const resolve = (key: string) => {
    assertBlobKey(key);
    const full = path.resolve(root, key);
    // Belt and braces: the key pattern already excludes this.
    if (!full.startsWith(path.resolve(root) + path.sep)) throw new Error(`blob key escapes storage: ${key}`);
    return full;
  };

  return {
    async write(key, source, options = {}) {
      const target = resolve(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${newId()}.part`;
      const counted = { size: 0 };
      try {
        await pipeline(
          source,
          limitBytes(options.maxBytes ?? Number.MAX_SAFE_INTEGER, counted),
          createWriteStream(temporary, { flags: 'wx' }),
        );
        await rename(temporary, target);
      } catch (err) {
        await rm(temporary, { force: true });
        throw err;
      }
      return { size: counted.size };
    },

    read(key, range) {
      return createReadStream(resolve(key), range ? { start: range.start, end: range.end } : {});
    },

    async stat(key) {
      try {
        const info = await stat(resolve(key));
        return { size: info.size };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },

    async delete(key) {
      try {
        await unlink(resolve(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    },

    async deletePrefix(prefix) {
      await rm(resolve(prefix), { recursive: true, force: true });
    },
  };
}
