import sharp from 'sharp';
import { ensureRootFolder } from '../../../modules/files/folders.js';
import { buildFile, buildFolder, buildPendingVersion } from '../build/files.js';
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

/** Folders and files in the network and two groups, one folder requiring approval with a pending version. */
export async function seedFiles(seed: SeedContext): Promise<void> {
  const admin = { id: seed.accounts.admin, name: 'Alex Admin' };
  const member = { id: seed.accounts.member, name: 'Sam Member' };
  const file = (folderId: string, name: string, content: Buffer, type?: 'image') =>
    buildFile(seed, { folderId, name, content, author: admin, type });
  const network = await ensureRootFolder(seed.db, 'network', null);
  const handbook = await buildFolder(seed.db, network, {
    name: 'Handbook',
    description: 'Policies and guides for everyone',
    creatorId: admin.id,
  });
  await file(handbook.id, 'Staff handbook.pdf', handbookPdf());
  await file(
    handbook.id,
    'Holidays 2026.txt',
    Buffer.from('New Year: 1 January\nLabour Day: 1 May\nChristmas: 25 and 26 December\n'),
  );

  const logo = await sharp({
    create: { width: 640, height: 400, channels: 3, background: { r: 31, g: 95, b: 168 } },
  })
    .png()
    .toBuffer();
  for (const slug of ['engineering', 'website-relaunch']) {
    const groupId = seed.groups[slug];
    if (!groupId) continue;
    const root = await ensureRootFolder(seed.db, 'group', groupId);
    const projects = await buildFolder(seed.db, root, {
      name: 'Projects',
      description: 'Plans and budgets',
      creatorId: admin.id,
    });
    await file(
      projects.id,
      'Budget.csv',
      Buffer.from('item;cost\nServers;12000\nLicences;4500\nTraining;3000\n'),
    );
    await file(projects.id, 'Banner.png', logo, 'image');
    await file(
      root.id,
      'Meeting notes.txt',
      Buffer.from('Kick-off: goals agreed, next meeting in two weeks.\n'),
    );
    if (slug !== 'engineering') continue;
    const approvals = await buildFolder(seed.db, root, {
      name: 'Approved documents',
      description: 'New versions need approval by a group administrator',
      requiresApproval: true,
      creatorId: admin.id,
    });
    const checklist = await file(
      approvals.id,
      'Release checklist.txt',
      Buffer.from('1. Tests pass\n2. Changelog written\n'),
    );
    await buildPendingVersion(seed, checklist.id, {
      name: 'Release checklist.txt',
      content: Buffer.from('1. Tests pass\n2. Changelog written\n3. Benchmarks recorded\n'),
      author: member,
      description: 'Added the benchmark step',
    });
  }
}
