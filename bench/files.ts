import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { signInAs } from './lib/platform.js';
import { startServerProcess } from './lib/servers.js';

/**
 * Budget of issue 4: a 200 MB upload and download through the storage API while the server's resident
 * memory is sampled (it must stay flat: files stream to and from disk), and the resize latency of a
 * 12-megapixel photo, first render and cached.
 */
const FILE_MB = Number(process.env.BENCH_FILE_MB ?? 200);
const ORIGIN = 'http://localhost:3000';

/** The server script runs under npx and tsx: sum the resident memory of the whole process tree. */
function treeRssMb(pid: number): number {
  let total = 0;
  const visit = (p: number) => {
    try {
      const status = readFileSync(`/proc/${p}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
      const children = readFileSync(`/proc/${p}/task/${p}/children`, 'utf8').trim();
      for (const child of children ? children.split(' ') : []) visit(Number(child));
    } catch {
      // The process ended between listing and reading.
    }
  };
  visit(pid);
  return Math.round(total);
}

function sampleRss(pid: number) {
  const samples: number[] = [];
  const timer = setInterval(() => samples.push(treeRssMb(pid)), 100);
  return {
    stop() {
      clearInterval(timer);
      return { minMb: Math.min(...samples), maxMb: Math.max(...samples), samples: samples.length };
    },
  };
}

/** A multipart body generated chunk by chunk, so the benchmark itself holds no 200 MB buffer either. */
function multipartStream(boundary: string, filename: string, bytes: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(1024 * 1024).fill(97);
  let sent = 0;
  let stage = 0;
  return new ReadableStream({
    pull(controller) {
      if (stage === 0) {
        controller.enqueue(
          new TextEncoder().encode(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
          ),
        );
        stage = 1;
      } else if (sent < bytes) {
        const size = Math.min(chunk.length, bytes - sent);
        controller.enqueue(chunk.subarray(0, size));
        sent += size;
      } else {
        controller.enqueue(new TextEncoder().encode(`\r\n--${boundary}--\r\n`));
        controller.close();
      }
    },
  });
}

async function uploadStream(
  baseUrl: string,
  cookie: string,
  kind: 'files' | 'images',
  body: ReadableStream<Uint8Array> | Buffer,
  boundary: string,
) {
  const response = await fetch(`${baseUrl}/api/storage/${kind}`, {
    method: 'POST',
    headers: { cookie, origin: ORIGIN, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    duplex: 'half',
  } as RequestInit);
  if (!response.ok) throw new Error(`upload failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string };
}

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const started = performance.now();
  const result = await work();
  return [result, performance.now() - started];
}

const server = await startServerProcess('bench/servers/platform.ts');
try {
  const pid = server.child.pid ?? 0;
  const cookie = await signInAs(server.url, 'member@example.com');
  const idleMb = treeRssMb(pid);
  const bytes = FILE_MB * 1024 * 1024;

  const uploadSampler = sampleRss(pid);
  const [uploaded, uploadMs] = await timed(() =>
    uploadStream(
      server.url,
      cookie,
      'files',
      multipartStream('benchboundary', 'big.bin', bytes),
      'benchboundary',
    ),
  );
  const uploadRss = uploadSampler.stop();

  const downloadSampler = sampleRss(pid);
  const [downloaded, downloadMs] = await timed(async () => {
    const response = await fetch(`${server.url}/api/storage/files/${uploaded.id}/get/big.bin?download`, {
      headers: { cookie },
    });
    let total = 0;
    for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) total += part.length;
    return total;
  });
  const downloadRss = downloadSampler.stop();
  if (downloaded !== bytes) throw new Error(`downloaded ${downloaded} of ${bytes} bytes`);

  const photo = await sharp({
    create: {
      width: 4000,
      height: 3000,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .jpeg({ quality: 90 })
    .toBuffer();
  const boundary = 'photoboundary';
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="photo.jpg"\r\n\r\n`),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const image = await uploadStream(server.url, cookie, 'images', body, boundary);
  const resize = async (size: string) => {
    const [, ms] = await timed(async () => {
      const response = await fetch(`${server.url}/api/storage/images/${image.id}/get/${size}`, {
        headers: { cookie },
      });
      if (!response.ok) throw new Error(`resize ${size}: ${response.status}`);
      await response.arrayBuffer();
    });
    return Math.round(ms);
  };
  const images: Record<string, { firstMs: number; cachedMs: number }> = {};
  for (const size of ['1920x1200', '457x457'])
    images[size] = { firstMs: await resize(size), cachedMs: await resize(size) };

  const mbPerSecond = (ms: number) => Number((FILE_MB / (ms / 1000)).toFixed(1));
  console.log(
    JSON.stringify(
      {
        benchmark: `storage API: ${FILE_MB} MB upload and download, 12 MP image resize`,
        idleRssMb: idleMb,
        upload: { ms: Math.round(uploadMs), mbPerSecond: mbPerSecond(uploadMs), rss: uploadRss },
        download: { ms: Math.round(downloadMs), mbPerSecond: mbPerSecond(downloadMs), rss: downloadRss },
        image: { photo: '4000x3000 JPEG', bytes: photo.length, sizes: images },
        goal: 'server RSS during transfers stays within 100 MB of idle',
        met: Math.max(uploadRss.maxMb, downloadRss.maxMb) - idleMb < 100,
      },
      null,
      2,
    ),
  );
} finally {
  server.stop();
}
