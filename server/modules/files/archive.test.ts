import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.js';
import { addFile, createSubfolder, pngBytes, setUpPeople, upload } from './testing.js';

let t: TestApp;
let s: Awaited<ReturnType<typeof setUpPeople>>;
const scratch = mkdtempSync(path.join(tmpdir(), 'files-zip-'));

beforeAll(async () => {
  t = await createTestApp();
  s = await setUpPeople(t);
});
afterAll(async () => {
  rmSync(scratch, { recursive: true, force: true });
  await t.close();
});

function zipEntries(bytes: Buffer): string[] {
  const file = path.join(scratch, `${Date.now()}.zip`);
  writeFileSync(file, bytes);
  return execFileSync('unzip', ['-Z1', file], { encoding: 'utf8' }).trim().split('\n').sort();
}

describe('archives', () => {
  it('zips chosen files and folders through a single-use token, as a form post', async () => {
    const sub = await createSubfolder(t, s.h.member, s.root.id, 'Sub');
    const a = await addFile(t, s.h.member, s.root.id, '../evil.txt', 'a');
    await addFile(t, s.h.member, sub, 'inner.txt', 'inner');
    await addFile(t, s.h.member, sub, 'inner.txt', 'second');
    const issued = await t.app.inject({
      method: 'POST',
      url: '/api/v1/file_token',
      headers: s.h.member,
      payload: { file_ids: [a], folder_ids: [sub] },
    });
    expect(issued.statusCode).toBe(200);
    const { token } = issued.json();
    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/storage/v2/archive',
      headers: { ...s.h.member, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `token=${encodeURIComponent(token)}`,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    // The multipart parser already drops the path of a file name; the zip gets plain names.
    expect(zipEntries(zip.rawPayload)).toEqual(['Sub/inner (2).txt', 'Sub/inner.txt', 'evil.txt']);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/storage/v2/archive',
      headers: s.h.member,
      payload: { token },
    });
    expect(again.statusCode).toBe(404);
  });

  it('archives the current folder when nothing is chosen', async () => {
    const { token } = (
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/file_token',
        headers: s.h.member,
        payload: { current_folder_id: s.root.id },
      })
    ).json();
    const zip = await t.app.inject({
      method: 'POST',
      url: '/api/storage/v2/archive',
      headers: s.h.member,
      payload: { token },
    });
    expect(zipEntries(zip.rawPayload)).toContain('Files/Sub/inner.txt');
  });
});

describe('folder export', () => {
  it('goes from initialized through the job to finished with a download link', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/v1/folders/${s.root.id}/export`,
      headers: s.h.member,
    });
    expect(started.json()).toMatchObject({ status: 'initialized', progress: 0, files: [] });
    await t.ctx.jobs.drain();
    const latest = await t.app.inject({ url: `/api/v1/folders/${s.root.id}/export`, headers: s.h.member });
    expect(latest.json()).toMatchObject({ status: 'finished', progress: 100 });
    const download = await t.app.inject({ url: latest.json().files[0].downloadUrl, headers: s.h.member });
    expect(download.statusCode).toBe(200);
    expect(zipEntries(download.rawPayload)).toContain('Files/Sub/inner.txt');
    expect(
      (await t.app.inject({ url: latest.json().files[0].downloadUrl, headers: s.h.owner })).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/v1/folders/${s.root.id}/export`,
          headers: s.h.outsider,
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('images', () => {
  it('renders the listed sizes once, caches them, and refuses other sizes', async () => {
    const { id } = (
      await upload(
        t,
        s.h.member,
        { filename: 'photo.png', content: await pngBytes(800, 600) },
        { kind: 'images' },
      )
    ).json();
    const thumb = await t.app.inject({ url: `/api/storage/images/${id}/get/457x457`, headers: s.h.member });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 457, height: 457 });
    const large = await t.app.inject({ url: `/api/storage/images/${id}/get/1920x1200`, headers: s.h.member });
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ width: 800, height: 600 });
    const single = await t.app.inject({ url: `/api/storage/images/${id}/get/80`, headers: s.h.member });
    expect(await sharp(single.rawPayload).metadata()).toMatchObject({ width: 80, height: 80 });
    for (const size of ['25x25', '50x50', '200x200', '300x300', '435x435']) {
      expect(
        (await t.app.inject({ url: `/api/storage/images/${id}/get/${size}`, headers: s.h.member }))
          .statusCode,
      ).toBe(200);
    }
    for (const size of ['81x81', '10000x10000', '0', 'abc']) {
      expect(
        (await t.app.inject({ url: `/api/storage/images/${id}/get/${size}`, headers: s.h.member }))
          .statusCode,
      ).toBe(404);
    }
    const variants = readdirSync(path.join(t.ctx.config.dataDir, 'storage', 'variants'), {
      recursive: true,
    }).map(String);
    expect(variants.filter((v) => v.endsWith('.webp'))).toHaveLength(8);
    const again = await t.app.inject({ url: `/api/storage/images/${id}/get/457x457`, headers: s.h.member });
    expect(again.rawPayload.equals(thumb.rawPayload)).toBe(true);
    const original = await t.app.inject({ url: `/api/storage/images/${id}/get`, headers: s.h.member });
    expect(original.headers['content-type']).toBe('image/png');
    const preview = await t.app.inject({ url: `/api/storage/assets/${id}/preview`, headers: s.h.member });
    expect(preview.headers['content-type']).toBe('image/webp');
    expect(
      (await t.app.inject({ url: `/api/storage/images/${id}/get/80x80`, headers: s.h.owner })).statusCode,
    ).toBe(404);
  });

  it('has no preview for documents', async () => {
    const id = await addFile(t, s.h.member, s.root.id, 'text.txt', 't');
    expect(
      (await t.app.inject({ url: `/api/storage/assets/${id}/preview`, headers: s.h.member })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `/api/storage/images/${id}/get/80x80`, headers: s.h.member })).statusCode,
    ).toBe(404);
  });
});
