import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { authHeaders, signIn, type TestApp } from '../../test/app.js';
import { addGroupMembership, createGroup, createMember } from '../../test/factories.js';
import { ensureRootFolder } from './folders.js';

/** Shared set-up of the files tests: people, a private group and its root folder, upload helpers. */

export type MultipartFilePart = { filename: string; content: Buffer; contentType?: string };

export function multipart(parts: { file?: MultipartFilePart; fields?: Record<string, string> }) {
  const boundary = `----files${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  if (parts.file) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${parts.file.filename}"\r\n` +
          `Content-Type: ${parts.file.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      parts.file.content,
      Buffer.from('\r\n'),
    );
  }
  for (const [name, value] of Object.entries(parts.fields ?? {})) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

export async function pngBytes(width = 640, height = 480): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();
}

export async function setUpPeople(t: TestApp) {
  const db = t.ctx.db;
  const admin = await createMember(db, { isNetworkAdmin: true });
  const owner = await createMember(db);
  const member = await createMember(db);
  const outsider = await createMember(db);
  const group = await createGroup(db, { access: 'closed' });
  await addGroupMembership(db, group.id, owner.id, { isAdmin: true });
  await addGroupMembership(db, group.id, member.id);
  const root = await ensureRootFolder(db, 'group', group.id);
  const networkRoot = await ensureRootFolder(db, 'network', null);
  const cookies = {
    admin: authHeaders(await signIn(t.app, admin.email)),
    owner: authHeaders(await signIn(t.app, owner.email)),
    member: authHeaders(await signIn(t.app, member.email)),
    outsider: authHeaders(await signIn(t.app, outsider.email)),
  };
  return { admin, owner, member, outsider, group, root, networkRoot, h: cookies };
}

type Headers = Record<string, string>;

export async function upload(
  t: TestApp,
  headers: Headers,
  file: MultipartFilePart,
  options: { kind?: 'files' | 'images'; fields?: Record<string, string> } = {},
) {
  const body = multipart({ file, fields: options.fields });
  return t.app.inject({
    method: 'POST',
    url: `/api/storage/${options.kind ?? 'files'}`,
    headers: { ...headers, 'content-type': body.contentType },
    payload: body.payload,
  });
}

/** Uploads and files a document into a folder; answers the published file's id. */
export async function addFile(
  t: TestApp,
  headers: Headers,
  folderId: string,
  filename: string,
  content: string | Buffer,
) {
  const uploaded = await upload(t, headers, { filename, content: Buffer.from(content) });
  if (uploaded.statusCode !== 200) throw new Error(`upload failed: ${uploaded.body}`);
  const id = uploaded.json().id as string;
  const submitted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/files',
    headers,
    payload: { files: [{ id }], folder_ids: [folderId], description: '' },
  });
  if (submitted.statusCode !== 200) throw new Error(`submit failed: ${submitted.body}`);
  return id;
}

export async function createSubfolder(
  t: TestApp,
  headers: Headers,
  parentId: string,
  name: string,
  extra: Record<string, unknown> = {},
) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/folders',
    headers,
    payload: { name, parent_folder_id: parentId, ...extra },
  });
  if (response.statusCode !== 200) throw new Error(`folder not created: ${response.body}`);
  return response.json().id as string;
}
