/** Icon families by extension; the listing, pickers and approval rows share them. */
export type FileKind =
  | 'image'
  | 'pdf'
  | 'text'
  | 'html'
  | 'document'
  | 'spreadsheet'
  | 'presentation'
  | 'archive'
  | 'audio'
  | 'video'
  | 'code'
  | 'other';

const KINDS: Record<Exclude<FileKind, 'other'>, string[]> = {
  image: ['png', 'jpg', 'jpeg', 'gif', 'webp', 'bmp', 'svg', 'tif', 'tiff', 'heic', 'avif'],
  pdf: ['pdf'],
  text: ['txt', 'md', 'log', 'rtf'],
  html: ['html', 'htm'],
  document: ['doc', 'docx', 'odt', 'pages'],
  spreadsheet: ['xls', 'xlsx', 'ods', 'csv', 'numbers'],
  presentation: ['ppt', 'pptx', 'odp', 'key'],
  archive: ['zip', 'rar', '7z', 'tar', 'gz', 'tgz', 'bz2'],
  audio: ['mp3', 'wav', 'ogg', 'flac', 'm4a', 'aac'],
  video: ['mp4', 'mov', 'avi', 'mkv', 'webm', 'm4v'],
  code: ['json', 'xml', 'js', 'ts', 'css', 'yml', 'yaml', 'sql', 'sh', 'py'],
};

const BY_EXTENSION = new Map(
  Object.entries(KINDS).flatMap(([kind, extensions]) => extensions.map((ext) => [ext, kind as FileKind])),
);

export const extensionOf = (name: string) => {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
};

export const fileKind = (extension: string): FileKind =>
  BY_EXTENSION.get(extension.toLowerCase().replace(/^\./, '')) ?? 'other';

/**
 * Part 1 section 5: only images, PDFs, HTML and text open in the browser; everything else downloads.
 * HTML opens the server's rendering, which is sandboxed (CSP sandbox, never our origin's script).
 */
export const opensInline = (file: { extension: string; content_type: string }) => {
  const kind = fileKind(file.extension);
  if (kind === 'image' || kind === 'pdf' || kind === 'html' || kind === 'text') return true;
  const type = file.content_type.toLowerCase();
  return (
    type.startsWith('image/') || type === 'application/pdf' || type === 'text/html' || type === 'text/plain'
  );
};

/** The download URL of a file (or an older major version), as attachment when `download` is set. */
export const fileUrl = (url: string, options: { download?: boolean; major?: number } = {}) => {
  const params = new URLSearchParams();
  if (options.download) params.set('download', '1');
  if (options.major) params.set('major', String(options.major));
  const query = params.toString();
  return query ? `${url}${url.includes('?') ? '&' : '?'}${query}` : url;
};

/** Human-readable size: 1 decimal above 1 KB (B, KB, MB, GB). */
export const formatSize = (bytes: number) => {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(value < 10 ? 1 : 0)} ${units[unit]}`;
};
