import { Readable } from 'node:stream';
import sharp from 'sharp';
import { ensureRootFolder } from '../../../modules/files/folders.js';
import { files, fileVersions, folders, pendingVersions } from '../../../modules/files/tables.js';
import { newId } from '../../../platform/ids.js';
import { blobKeyFor } from '../../../platform/storage/blob-store.js';
import { blobStore } from '../../../platform/storage/storage.js';
import type { SeedContext } from './context.js';

/** A one-page PDF written by hand (the cross-reference offsets are computed, so readers accept it). */
function handbookPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    '<< /Length 74 >>\nstream\nBT /F1 24 Tf 72 760 Td (Northwind Staff Handbook) Tj 0 -40 Td (Welcome!) Tj ET\nendstream',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(Buffer.byteLength(body));
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body);
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body);
}

type Author = { id: string; name: string };

async function storeBlob(seed: SeedContext, content: Buffer) {
  const key = blobKeyFor('files', newId());
  await blobStore(seed).write(key, Readable.from([content]));
  return key;
}

async function seedFile(
  seed: SeedContext,
  folderId: string,
  author: Author,
  file: { name: string; extension: string; contentType: string; content: Buffer; type?: 'file' | 'image' },
) {
  const blobKey = await storeBlob(seed, file.content);
  const facts = {
    blobKey,
    size: file.content.length,
    contentType: file.contentType,
    extension: file.extension,
    originalFilename: file.name,
    authorId: author.id,
    authorName: author.name,
  };
  const [row] = await seed.db
    .insert(files)
    .values({ type: file.type ?? 'file', state: 'published', folderId, name: file.name, ...facts })
    .returning({ id: files.id });
  if (!row) throw new Error('seed: file not stored');
  await seed.db.insert(fileVersions).values({ fileId: row.id, major: 1, ...facts });
  return row.id;
}

async function seedFolder(
  seed: SeedContext,
  parent: { id: string; contextType: 'network' | 'group' | 'member'; contextId: string | null },
  name: string,
  extra: { description?: string; requiresApproval?: boolean; creatorId: string },
) {
  const [row] = await seed.db
    .insert(folders)
    .values({
      contextType: parent.contextType,
      contextId: parent.contextId,
      parentId: parent.id,
      name,
      ...extra,
    })
    .returning({ id: folders.id });
  if (!row) throw new Error('seed: folder not stored');
  return row.id;
}

/** Folders and files in the network and two groups, one folder requiring approval with a pending version. */
export async function seedFiles(seed: SeedContext): Promise<void> {
  const admin = { id: seed.accounts.admin, name: 'Alex Admin' };
  const member = { id: seed.accounts.member, name: 'Sam Member' };
  const network = await ensureRootFolder(seed.db, 'network', null);
  const handbook = await seedFolder(seed, network, 'Handbook', {
    description: 'Policies and guides for everyone',
    creatorId: admin.id,
  });
  await seedFile(seed, handbook, admin, {
    name: 'Staff handbook.pdf',
    extension: 'pdf',
    contentType: 'application/pdf',
    content: handbookPdf(),
  });
  await seedFile(seed, handbook, admin, {
    name: 'Holidays 2026.txt',
    extension: 'txt',
    contentType: 'text/plain',
    content: Buffer.from('New Year: 1 January\nLabour Day: 1 May\nChristmas: 25 and 26 December\n'),
  });

  const logo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 31, g: 95, b: 168 } },
  })
    .png()
    .toBuffer();
  for (const slug of ['engineering', 'website-relaunch']) {
    const groupId = seed.groups[slug];
    if (!groupId) continue;
    const root = await ensureRootFolder(seed.db, 'group', groupId);
    const projects = await seedFolder(seed, root, 'Projects', {
      description: 'Plans and budgets',
      creatorId: admin.id,
    });
    await seedFile(seed, projects, admin, {
      name: 'Budget.csv',
      extension: 'csv',
      contentType: 'text/csv',
      content: Buffer.from('item;cost\nServers;12000\nLicences;4500\nTraining;3000\n'),
    });
    await seedFile(seed, projects, admin, {
      name: 'Banner.png',
      extension: 'png',
      contentType: 'image/png',
      content: logo,
      type: 'image',
    });
    await seedFile(seed, root.id, admin, {
      name: 'Meeting notes.txt',
      extension: 'txt',
      contentType: 'text/plain',
      content: Buffer.from('Kick-off: goals agreed, next meeting in two weeks.\n'),
    });
    if (slug !== 'engineering') continue;
    const approvals = await seedFolder(seed, root, 'Approved documents', {
      description: 'New versions need approval by a group administrator',
      requiresApproval: true,
      creatorId: admin.id,
    });
    const fileId = await seedFile(seed, approvals, admin, {
      name: 'Release checklist.txt',
      extension: 'txt',
      contentType: 'text/plain',
      content: Buffer.from('1. Tests pass\n2. Changelog written\n'),
    });
    const proposal = Buffer.from('1. Tests pass\n2. Changelog written\n3. Benchmarks recorded\n');
    await seed.db.insert(pendingVersions).values({
      fileId,
      blobKey: await storeBlob(seed, proposal),
      size: proposal.length,
      contentType: 'text/plain',
      extension: 'txt',
      originalFilename: 'Release checklist.txt',
      description: 'Added the benchmark step',
      authorId: member.id,
      authorName: member.name,
    });
  }
}
