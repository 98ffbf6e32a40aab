/**
 * File names are display names only: storage keys come from ids. Still, names reach Content-Disposition
 * headers and zip entries, so separators, control characters and dot-only names are replaced here.
 */
const SEPARATORS = /[/\\]/g;
const isControl = (char: string) => {
  const code = char.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
};

export function sanitizeFilename(raw: string | undefined, fallback = 'file'): string {
  const cleaned = Array.from((raw ?? '').replace(SEPARATORS, '_'), (char) => (isControl(char) ? '_' : char))
    .join('')
    .trim()
    .slice(0, 255);
  if (cleaned === '' || /^\.+$/.test(cleaned)) return fallback;
  return cleaned;
}

/** Lowercase extension of a name: letters and digits only, as the network extension filter lists them. */
export function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]{1,16})$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

/**
 * Content types by extension. The client's claimed type is not trusted: it would decide how a browser
 * treats our response. Unknown extensions are served as octet streams.
 */
const TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  bmp: 'image/bmp',
  tif: 'image/tiff',
  tiff: 'image/tiff',
  heic: 'image/heic',
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
  log: 'text/plain',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  zip: 'application/zip',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
};

export function contentTypeFor(extension: string): string {
  return TYPES[extension] ?? 'application/octet-stream';
}

/** Types a browser may show inline from our origin without running anything of the uploader's. */
const INLINE_SAFE =
  /^(image\/(png|jpeg|gif|webp|avif|bmp)|application\/pdf|text\/(plain|csv|markdown)|audio\/|video\/)/;
/** Types that would run script in our origin: shown as plain text, downloaded as attachment. */
const ACTIVE = /^(text\/html|image\/svg\+xml|application\/xml|application\/xhtml)/;

export type ServeAs = { contentType: string; disposition: 'inline' | 'attachment' };

export function serveAs(contentType: string, download: boolean): ServeAs {
  if (download)
    return {
      contentType: ACTIVE.test(contentType) ? 'application/octet-stream' : contentType,
      disposition: 'attachment',
    };
  if (INLINE_SAFE.test(contentType)) return { contentType, disposition: 'inline' };
  if (ACTIVE.test(contentType)) return { contentType: 'text/plain; charset=utf-8', disposition: 'inline' };
  return { contentType, disposition: 'attachment' };
}
