import JSZip from 'jszip';
import mammoth from 'mammoth';

/**
 * Text of a file's contents for the search index: PDF (pdfjs-dist), DOCX (mammoth), XLSX, PPTX and
 * OpenDocument (jszip and the text of their XML parts) and plain text. Files above FILE_CAP bytes are
 * not read, and at most TEXT_CAP characters are kept; anything unreadable yields no text.
 */
export const FILE_CAP = 20 * 1024 * 1024;
export const TEXT_CAP = 200_000;

const PLAIN = new Set(['txt', 'md', 'csv', 'tsv', 'json', 'xml', 'html', 'htm', 'log', 'ics', 'vcf']);
const OPEN_DOCUMENT = new Set(['odt', 'ods', 'odp']);

export function extractable(extension: string): boolean {
  const ext = extension.toLowerCase();
  return PLAIN.has(ext) || OPEN_DOCUMENT.has(ext) || ['pdf', 'docx', 'xlsx', 'pptx'].includes(ext);
}

export async function extractText(data: Buffer, extension: string): Promise<string> {
  const ext = extension.toLowerCase();
  const text = await extractByType(data, ext);
  return text.replace(/\s+/g, ' ').trim().slice(0, TEXT_CAP);
}

async function extractByType(data: Buffer, ext: string): Promise<string> {
  if (PLAIN.has(ext)) return textOfMarkup(data.toString('utf8'), ext);
  if (ext === 'pdf') return pdfText(data);
  if (ext === 'docx') return (await mammoth.extractRawText({ buffer: data })).value;
  if (ext === 'xlsx')
    return zipXmlText(data, (name) => /^xl\/(sharedStrings|worksheets\/sheet\d+)\.xml$/.test(name));
  if (ext === 'pptx') return zipXmlText(data, (name) => /^ppt\/(slides|notesSlides)\/\w+\.xml$/.test(name));
  if (OPEN_DOCUMENT.has(ext)) return zipXmlText(data, (name) => name === 'content.xml');
  return '';
}

const textOfMarkup = (text: string, ext: string) =>
  ['xml', 'html', 'htm'].includes(ext) ? xmlText(text) : text;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** The character data of an XML part: tags become spaces, entities their characters. */
export function xmlText(xml: string): string {
  return xml.replace(/<[^>]*>/g, ' ').replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] !== '#') return ENTITIES[name.toLowerCase()] ?? whole;
    const code =
      name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
  });
}

async function zipXmlText(data: Buffer, wanted: (name: string) => boolean): Promise<string> {
  const zip = await JSZip.loadAsync(data);
  const names = Object.keys(zip.files)
    .filter(wanted)
    .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }));
  const parts: string[] = [];
  let length = 0;
  for (const name of names) {
    const xml = await zip.file(name)?.async('string');
    if (!xml) continue;
    const text = xmlText(xml);
    parts.push(text);
    length += text.length;
    if (length > TEXT_CAP) break;
  }
  return parts.join(' ');
}

async function pdfText(data: Buffer): Promise<string> {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const pdf = await getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false })
    .promise;
  try {
    const pages: string[] = [];
    let length = 0;
    for (let number = 1; number <= pdf.numPages && length <= TEXT_CAP; number++) {
      const page = await pdf.getPage(number);
      const content = await page.getTextContent();
      const text = content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
      pages.push(text);
      length += text.length;
    }
    return pages.join(' ');
  } finally {
    await pdf.destroy();
  }
}
