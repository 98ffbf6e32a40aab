import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { handlerFinished, until } from '../../test/barriers.js';
import { createFile, createUpload, setNetworkConfig } from '../../test/factories.js';
import { cleanupVolatileUploads } from './jobs.js';
import { setFileScanner } from './scanner.js';
import { files } from './tables.js';
import { addFile, pngBytes, setUpPeople, upload } from './testing.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;

async function storedBlobs(): Promise<string[]> {
  const root = path.join(t.ctx.config.dataDir, 'storage');
  try {
    return (await readdir(root, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => e.name);
  } catch {
    return [];
  }
}

const setExtensionFilter = (mode: 'allow' | 'deny', extensions: string[], enabled = true) =>
  setNetworkConfig(t.ctx, { files: { extension_filter: { enabled, mode, extensions } } });

beforeAll(async () => {
  t = await createTestApp({ configOverrides: { uploadMaxBytes: 64 * 1024 } });
  s = await setUpPeople(t);
});
afterAll(() => t.close());

describe('POST /api/storage/{files|images}', () => {
  it('streams a file to storage and answers a volatile file', async () => {
    const response = await upload(
      t,
      s.h.member,
      { filename: 'notes.txt', content: Buffer.from('hello') },
      { fields: { name: 'My notes', external_id: 'x-1' } },
    );
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      name: 'My notes',
      original_filename: 'notes.txt',
      size: 5,
      extension: 'txt',
      content_type: 'text/plain',
      state: 'volatile',
      external_id: 'x-1',
    });
    expect(body.id).toMatch(/^[0-9a-f]{24}$/);
  });

  it('needs a session', async () => {
    const response = await upload(
      t,
      { origin: 'http://localhost:3000' },
      { filename: 'a.txt', content: Buffer.from('a') },
    );
    expect(response.statusCode).toBe(401);
  });

  it('keeps path-traversal names as display names only', async () => {
    for (const filename of [
      '../../etc/passwd',
      '..\\..\\boot.ini',
      'a/b/c.txt',
      'tab\tbell\u0007.txt',
      '..',
    ]) {
      const response = await upload(t, s.h.member, { filename, content: Buffer.from('x') });
      expect(response.statusCode, filename).toBe(200);
      const body = response.json();
      expect(body.original_filename).not.toContain('/');
      expect(body.original_filename).not.toContain('\\');
      expect(body.original_filename).not.toContain('\u0007');
      const [row] = await t.ctx.db.select().from(files).where(eq(files.id, body.id));
      expect(row?.blobKey).toMatch(/^files\/[0-9a-f]{2}\/[0-9a-f]{24}$/);
    }
    const outside = await readdir(path.dirname(t.ctx.config.dataDir));
    expect(outside).not.toContain('passwd');
  });

  it('refuses a NUL in the file name or a field with a field error, and keeps nothing', async () => {
    const before = await storedBlobs();
    const count = (await t.ctx.db.select().from(files)).length;
    const inName = await upload(t, s.h.member, { filename: 'nul\u0000byte.txt', content: Buffer.from('x') });
    expect(inName.statusCode).toBe(400);
    expect(inName.json().error.fields).toEqual({ file: ['errors.validation.nul_character'] });
    for (const field of ['name', 'external_id', 'type']) {
      const response = await upload(
        t,
        s.h.member,
        { filename: 'fine.txt', content: Buffer.from('x') },
        { fields: { [field]: 'a\u0000b' } },
      );
      expect(response.statusCode, field).toBe(400);
      expect(response.json().error.fields, field).toEqual({ [field]: ['errors.validation.nul_character'] });
    }
    expect(await storedBlobs()).toEqual(before);
    expect((await t.ctx.db.select().from(files)).length).toBe(count);
  });

  it('answers 413 above the size limit and keeps nothing', async () => {
    const before = await storedBlobs();
    const response = await upload(t, s.h.member, {
      filename: 'big.bin',
      content: Buffer.alloc(65 * 1024, 1),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toMatchObject({ code: 'file_too_large' });
    expect(response.json().error.message).toContain('MB');
    expect(await storedBlobs()).toEqual(before);
  });

  it('leaves no blob or row behind when the upload is interrupted', async () => {
    const listening = await createTestApp({ listen: true });
    try {
      const people = await setUpPeople(listening);
      const countBefore = (await listening.ctx.db.select().from(files)).length;
      const storage = path.join(listening.ctx.config.dataDir, 'storage');
      const leftovers = async () =>
        (await readdir(storage, { recursive: true }).catch(() => [])).filter((name) =>
          /\.part$|[0-9a-f]{24}$/.test(String(name)),
        );
      const handled = handlerFinished({ method: 'POST', url: '/api/storage/:type' });
      const { request } = await import('node:http');
      const boundary = 'interrupted';
      const req = request(`${listening.baseUrl}/api/storage/files`, {
        method: 'POST',
        headers: {
          ...people.h.member,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': '1000000',
        },
      });
      req.on('error', () => {});
      req.write(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="cut.bin"\r\n\r\n`);
      req.write(Buffer.alloc(20_000, 7));
      // Cut the connection while the server is writing the part, then wait until its handler is done.
      await until(
        async () => (await leftovers()).some((name) => String(name).endsWith('.part')),
        'a .part file',
      );
      req.destroy();
      await handled;
      expect(await leftovers()).toEqual([]);
      expect((await listening.ctx.db.select().from(files)).length).toBe(countBefore);
    } finally {
      await listening.close();
    }
  });

  it('checks that images are images', async () => {
    const bad = await upload(
      t,
      s.h.member,
      { filename: 'fake.png', content: Buffer.from('not a png') },
      { kind: 'images' },
    );
    expect(bad.statusCode).toBe(422);
    const good = await upload(
      t,
      s.h.member,
      { filename: 'real.png', content: await pngBytes(40, 30) },
      { kind: 'images' },
    );
    expect(good.statusCode).toBe(200);
    expect(good.json()).toMatchObject({ type: 'image', content_type: 'image/png' });
  });

  it('enforces the extension filter in allow mode, naming the file and the allowed types', async () => {
    await setExtensionFilter('allow', ['pdf', 'txt']);
    const refused = await upload(t, s.h.member, { filename: 'run.exe', content: Buffer.from('MZ') });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain('run.exe');
    expect(refused.json().error.message).toContain('pdf, txt');
    expect((await upload(t, s.h.member, { filename: 'ok.TXT', content: Buffer.from('ok') })).statusCode).toBe(
      200,
    );
    await setExtensionFilter('deny', ['exe']);
    const denied = await upload(t, s.h.member, { filename: 'run.exe', content: Buffer.from('MZ') });
    expect(denied.statusCode).toBe(422);
    expect(denied.json().error.message).toContain('run.exe');
    expect(
      (await upload(t, s.h.member, { filename: 'paper.pdf', content: Buffer.from('%PDF') })).statusCode,
    ).toBe(200);
    await setExtensionFilter('deny', [], false);
  });

  it('quarantines what the scanner refuses and never serves it', async () => {
    setFileScanner(t.ctx, {
      scan: async ({ filename }) => (filename.includes('eicar') ? 'quarantine' : 'clean'),
    });
    const response = await upload(t, s.h.member, {
      filename: 'eicar.com',
      content: Buffer.from('X5O!P%@AP'),
    });
    setFileScanner(t.ctx, { scan: async () => 'clean' });
    expect(response.statusCode).toBe(200);
    const { id, state } = response.json();
    expect(state).toBe('quarantine');
    const download = await t.app.inject({
      url: `/api/storage/files/${id}/get/eicar.com`,
      headers: s.h.member,
    });
    expect(download.statusCode).toBe(404);
    const submit = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: s.h.member,
      payload: { files: [{ id }], folder_ids: [s.root.id] },
    });
    expect(submit.statusCode).toBe(404);
  });
});

describe('publishing uploads', () => {
  it('publishes own volatile uploads and audits FilePublish', async () => {
    const { id } = (await upload(t, s.h.member, { filename: 'chat.txt', content: Buffer.from('c') })).json();
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/publish',
      headers: s.h.owner,
      payload: { files: [{ id }] },
    });
    expect(foreign.statusCode).toBe(404);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/storage/files/publish',
      headers: s.h.member,
      payload: { files: [{ id }] },
    });
    expect(response.json()).toEqual({ ids: [id] });
    const [row] = await t.ctx.db.select().from(files).where(eq(files.id, id));
    expect(row?.state).toBe('published');
  });

  it('files volatile uploads into a folder with the new-files form', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'report.csv', 'a;b\n1;2\n');
    const listing = await t.app.inject({
      url: `/api/storage/folders/${s.root.id}?limit=1000`,
      headers: s.h.owner,
    });
    expect(listing.json().files.map((f: { id: string }) => f.id)).toContain(id);
    const twoFolders = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: s.h.member,
      payload: { files: [{ id }], folder_ids: [s.root.id, s.networkRoot.id] },
    });
    expect(twoFolders.statusCode).toBe(422);
  });

  it('refuses filing into a folder of a group the member is not in', async () => {
    const { id } = (await upload(t, s.h.outsider, { filename: 'x.txt', content: Buffer.from('x') })).json();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/files',
      headers: s.h.outsider,
      payload: { files: [{ id }], folder_ids: [s.root.id] },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('volatile clean-up', () => {
  it('deletes volatile uploads older than a day with their blobs, and keeps published files', async () => {
    const dayAgo = { createdAt: new Date(Date.now() - 25 * 60 * 60 * 1000) };
    const { id, blobKey } = await createUpload(t.ctx, s.member, { name: 'old.txt', values: dayAgo });
    const { id: kept } = await createFile(t.ctx, { folder: s.root, author: s.member, values: dayAgo });
    const blobName = blobKey.split('/').pop();
    expect(await storedBlobs()).toContain(blobName);
    expect(await cleanupVolatileUploads(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, id))).toEqual([]);
    expect(await storedBlobs()).not.toContain(blobName);
    expect(await t.ctx.db.select().from(files).where(eq(files.id, kept))).toHaveLength(1);
  });

  it('runs as a daily job', async () => {
    await t.ctx.jobs.drain();
    const { jobs } = await import('../../platform/jobs/tables.js');
    const queued = await t.ctx.db.select().from(jobs).where(eq(jobs.type, 'files.cleanup_volatile'));
    expect(
      queued.some((j) => j.status === 'queued' && j.runAt > new Date(Date.now() + 23 * 60 * 60 * 1000)),
    ).toBe(true);
  });
});
