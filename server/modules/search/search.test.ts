import { sql } from 'drizzle-orm';
import JSZip from 'jszip';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEARCH_COUNT_CAP, searchResponse } from '../../../contract/search.js';
import { createTestApp, signIn, type TestApp } from '../../test/app.js';
import {
  addGroupMembership,
  createAppointment,
  createDirectMessage,
  createFile,
  createGroup,
  createGroupCalendar,
  createMember,
  indexForSearch,
  rootFolder,
} from '../../test/factories.js';

let t: TestApp;
let cookie: string;
let outsiderCookie: string;
let hiddenSlug: string;

const get = (url: string, c = cookie) => t.app.inject({ url, headers: { cookie: c } });
const search = async (query: string, c = cookie, path = '/search.json') => {
  const response = await get(`${path}?${query}`, c);
  expect(response.statusCode, response.body).toBe(200);
  return searchResponse.parse(response.json());
};
const q = (text: string) => `q=${encodeURIComponent(text)}`;
const titles = (result: Awaited<ReturnType<typeof search>>, name: string) =>
  (result[name]?.hits ?? []).map((hit) => hit.title).sort();

/** A one-page PDF whose page draws `text`, with a correct cross-reference table. */
function minimalPdf(text: string): Buffer {
  const stream = `BT /F1 24 Tf 72 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

async function docx(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    '[Content_Types].xml',
    '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
  );
  zip.file(
    '_rels/.rels',
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
  );
  zip.file(
    'word/document.xml',
    `<?xml version="1.0"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>${text}</w:t></w:r></w:p></w:body></w:document>`,
  );
  return zip.generateAsync({ type: 'nodebuffer' });
}

async function xlsx(text: string): Promise<Buffer> {
  const zip = new JSZip();
  zip.file(
    'xl/sharedStrings.xml',
    `<?xml version="1.0"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><si><t>${text}</t></si></sst>`,
  );
  zip.file('xl/worksheets/sheet1.xml', '<?xml version="1.0"?><worksheet><sheetData/></worksheet>');
  return zip.generateAsync({ type: 'nodebuffer' });
}

beforeAll(async () => {
  t = await createTestApp();
  const { db } = t.database;
  const ctx = t.ctx;
  const viewer = await createMember(db);
  const outsider = await createMember(db);
  await createMember(db, { firstName: 'Alexander', lastName: 'Müller' });
  await createMember(db, { firstName: 'Gone', lastName: 'Deleted', deletedAt: new Date() });
  cookie = await signIn(t.app, viewer.email);
  outsiderCookie = await signIn(t.app, outsider.email);

  const open = await createGroup(db, { name: 'Gardening Club', teaser: 'Häuser und Gärten', access: 'open' });
  await addGroupMembership(db, open.id, viewer.id);
  const hidden = await createGroup(db, { name: 'Secret Falcon Project', access: 'hidden' });
  hiddenSlug = hidden.slug;
  await addGroupMembership(db, hidden.id, viewer.id);

  const openRoot = await rootFolder(db, 'group', open.id);
  const hiddenRoot = await rootFolder(db, 'group', hidden.id);
  await createFile(ctx, { folder: openRoot, name: 'Das Haus am See.txt', content: 'Ferienhaus' });
  await createFile(ctx, {
    folder: openRoot,
    name: 'Quarterly report.pdf',
    content: minimalPdf('Zeppelin budget 2026'),
  });
  await createFile(ctx, {
    folder: openRoot,
    name: 'Minutes.docx',
    content: await docx('Kangaroo migration plan'),
  });
  await createFile(ctx, {
    folder: openRoot,
    name: 'Figures.xlsx',
    content: await xlsx('Platypus headcount'),
  });
  await createFile(ctx, { folder: hiddenRoot, name: 'Falcon budget.txt', content: 'Falcon plans' });

  await createDirectMessage(ctx, viewer.id, [outsider.id], {
    subject: 'Calendar planning',
    html: '<p>The new calendar for the summer party, <b>see you</b> there.</p>',
  });
  await createDirectMessage(ctx, outsider.id, [viewer.id], {
    subject: 'Calendar review',
    html: '<p>Budget party review</p>',
  });
  const hiddenCalendar = await createGroupCalendar(db, hidden.id);
  await createAppointment(ctx, { name: 'Falcon kickoff', calendarIds: [hiddenCalendar.id] });
  await indexForSearch(ctx);
});
afterAll(async () => {
  await t?.close();
});

describe('GET /search.json', () => {
  it('finds members by prefix, with accents folded and with typos', async () => {
    const prefix = await search(q('alex'));
    expect(titles(prefix, 'members_query')).toEqual(['Alexander Müller']);
    expect(prefix.members_query?.hits[0]?.highlight.title).toBe('<mark>Alexander</mark> Müller');
    expect((await search(q('muller'))).members_query?.total).toBe(1);
    expect(titles(await search(q('Mülller')), 'members_query')).toEqual(['Alexander Müller']);
    expect((await search(q('Deleted'))).members_query?.total).toBe(0);
  });

  it('stems German and English words', async () => {
    expect(titles(await search(q('Häuser')), 'files_query')).toEqual(['Das Haus am See.txt']);
    expect(titles(await search(q('calendars')), 'messages_query')).toEqual([
      'Calendar planning',
      'Calendar review',
    ]);
    expect(titles(await search(q('calender')), 'messages_query')).toEqual([
      'Calendar planning',
      'Calendar review',
    ]);
  });

  it('matches phrases in quotes and leaves out excluded words', async () => {
    expect(titles(await search(q('"summer party"')), 'messages_query')).toEqual(['Calendar planning']);
    expect(titles(await search(q('"party summer"')), 'messages_query')).toEqual([]);
    expect(titles(await search(q('calendar -review')), 'messages_query')).toEqual(['Calendar planning']);
  });

  it('reads the text of PDF, DOCX and XLSX files', async () => {
    expect(titles(await search(q('zeppelin')), 'files_query')).toEqual(['Quarterly report.pdf']);
    expect(titles(await search(q('kangaroo')), 'files_query')).toEqual(['Minutes.docx']);
    expect(titles(await search(q('platypus')), 'files_query')).toEqual(['Figures.xlsx']);
    expect(titles(await search(q('type:pdf budget')), 'files_query')).toEqual(['Quarterly report.pdf']);
  });

  it('never counts, returns or names what the viewer may not see', async () => {
    const member = await search(q('falcon'));
    expect(member.files_query?.total).toBe(1);
    expect(member.groups_query?.total).toBe(1);
    expect(member.appointments_query?.total).toBe(1);
    const outsider = await search(q('falcon'), outsiderCookie);
    for (const result of Object.values(outsider)) {
      expect(result.total).toBe(0);
      expect(result.hits).toEqual([]);
    }
    expect((await search(q('budget'), outsiderCookie)).files_query?.total).toBe(1);
    expect((await search(q('budget'), outsiderCookie)).messages_query?.total).toBe(1);
    expect((await get(`/groups/${hiddenSlug}/search.json?q=falcon`, outsiderCookie)).statusCode).toBe(404);
    const inGroup = await search(q('budget'), cookie, `/groups/${hiddenSlug}/search.json`);
    expect(titles(inGroup, 'files_query')).toEqual(['Falcon budget.txt']);
  });

  it('answers one module with paging, and memberships_query for members', async () => {
    const one = await search(`${q('calendar')}&module=messages&sort_by=title,desc`);
    expect(Object.keys(one)).toEqual(['messages_query']);
    expect(one.messages_query?.hits.map((hit) => hit.title)).toEqual([
      'Calendar review',
      'Calendar planning',
    ]);
    expect(one.messages_query?.per).toBe(10);
    expect((await search(`${q('calendar')}&module=messages&page=2`)).messages_query?.hits).toEqual([]);
    const memberships = await search(`${q('alex')}&module=memberships`);
    expect(memberships.memberships_query?.total).toBe(1);
  });

  it('escapes what members wrote in highlights', async () => {
    const hit = (await search(q('summer'))).messages_query?.hits[0];
    expect(hit?.highlight.content).toContain('<mark>summer</mark>');
    expect(hit?.highlight.content).not.toContain('<b>');
  });

  it('counts a module up to the cap and says when it stopped counting', async () => {
    // Documents written in bulk as the index stores them: `internal` ones the viewer sees, and ones
    // of a group nobody here belongs to, which must not count towards the cap.
    const bulk = (word: string, module: string, from: number, to: number, visibility: string) =>
      t.database.db.execute(sql`
        insert into search_documents (module, subject_id, title, body, visibility, date, payload, vector)
        select ${module}::text, ${`${word}-`}::text || n, ${word}::text || ' ' || n, '', array[${visibility}::text],
          timestamptz '2026-01-01' + n * interval '1 minute', '{}'::jsonb,
          search_vector(${word}::text || ' ' || n, '', '')
        from generate_series(${from}::int, ${to}::int) as n`);
    await bulk('orchid', 'folders', 1, SEARCH_COUNT_CAP + 1, 'internal');
    await bulk('tulip', 'folders', 1, SEARCH_COUNT_CAP, 'internal');
    await bulk('tulip', 'folders', SEARCH_COUNT_CAP + 1, SEARCH_COUNT_CAP + 300, 'group:nobody-here');

    const orchid = await search(q('orchid'));
    expect(orchid.folders_query).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: true });
    expect(orchid.folders_query?.hits).toHaveLength(5);
    expect(orchid.files_query).toMatchObject({ total: 0, total_capped: false });
    const tulip = await search(q('tulip'));
    expect(tulip.folders_query).toMatchObject({ total: SEARCH_COUNT_CAP, total_capped: false });

    // Date orders are exact past the cap: the newest of all 1,001 comes first.
    const newest = await search(`${q('orchid')}&module=folders&sort_by=date,desc`);
    expect(newest.folders_query?.hits[0]?.title).toBe(`orchid ${SEARCH_COUNT_CAP + 1}`);
    const oldest = await search(`${q('orchid')}&module=folders&sort_by=date,asc`);
    expect(oldest.folders_query?.hits[0]?.title).toBe('orchid 1');
    // Pages end with the count: the hundredth page of ten is full, the next one empty.
    const last = await search(`${q('orchid')}&module=folders&page=${SEARCH_COUNT_CAP / 10}`);
    expect(last.folders_query?.hits).toHaveLength(10);
    const past = await search(`${q('orchid')}&module=folders&page=${SEARCH_COUNT_CAP / 10 + 1}`);
    expect(past.folders_query).toMatchObject({ hits: [], total: SEARCH_COUNT_CAP, total_capped: true });
    // The invisible tulips are not on any page either.
    const tulips = await search(`${q('tulip')}&module=folders&sort_by=date,desc`);
    expect(tulips.folders_query?.hits[0]?.title).toBe(`tulip ${SEARCH_COUNT_CAP}`);
  });

  it('answers malformed queries without a server error', async () => {
    for (const text of [
      '"unbalanced',
      '-',
      '""',
      '- - -',
      '#',
      'author:"',
      'date:2026-13',
      "a'b\\c",
      'x'.repeat(1000),
    ]) {
      const result = await search(q(text));
      expect(Object.keys(result).length).toBeGreaterThan(0);
    }
    expect((await get(`/search.json?${q('x'.repeat(10_000))}`)).statusCode).toBe(400);
    expect((await get('/search.json?q=a&sort_by=nonsense')).statusCode).toBe(400);
    expect((await get('/search.json?q=a&module=nothing')).statusCode).toBe(400);
    expect((await get('/search.json?q=a&page=0')).statusCode).toBe(400);
  });
});
