import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../platform/http/content-disposition.js';
import type { BlobStore } from '../../platform/storage/blob-store.js';
import { serveAs } from './filenames.js';

/** A single "bytes=a-b", "bytes=a-" or "bytes=-n" range; anything else serves the whole blob. */
export function parseRange(
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'invalid' | null {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(0, size - Number(match[2]));
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

/**
 * Streams a blob with safe headers: the content type comes from our extension table, HTML and SVG never
 * render as themselves, nothing is sniffed, and a sandbox CSP keeps any document from running script.
 */
export function sendBlob(
  request: FastifyRequest,
  reply: FastifyReply,
  store: BlobStore,
  blob: { key: string; size: number; contentType: string; filename: string },
  options: { download: boolean; cacheSeconds?: number },
) {
  const served = serveAs(blob.contentType, options.download);
  reply.header('content-type', served.contentType);
  reply.header('content-disposition', contentDisposition(served.disposition, blob.filename));
  reply.header('x-content-type-options', 'nosniff');
  // Chromium's PDF viewer does not run in a sandboxed document; PDFs carry no script of ours either way.
  if (served.contentType !== 'application/pdf') {
    reply.header(
      'content-security-policy',
      "sandbox; default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'",
    );
  }
  reply.header('cache-control', `private, max-age=${options.cacheSeconds ?? 0}`);
  reply.header('accept-ranges', 'bytes');
  const range = parseRange(request.headers.range, blob.size);
  if (range === 'invalid') {
    reply.header('content-range', `bytes */${blob.size}`);
    return reply.status(416).send();
  }
  if (range) {
    reply.status(206);
    reply.header('content-range', `bytes ${range.start}-${range.end}/${blob.size}`);
    reply.header('content-length', range.end - range.start + 1);
    return reply.send(store.read(blob.key, range));
  }
  reply.header('content-length', blob.size);
  return reply.send(store.read(blob.key));
}
