/**
 * Title, description and image of an HTML page from Open Graph tags, then Twitter card tags, then the
 * plain <title> and meta description. Only the head matters, so parsing stops at </head> (or the byte
 * cap of the fetch). Attribute order and quoting vary in the wild; entities are decoded.
 */
export type PagePreview = { title: string | null; description: string | null; imageUrl: string | null };

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 1000;

const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === '#') {
      const code =
        entity[1]?.toLowerCase() === 'x' ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return NAMED[entity.toLowerCase()] ?? whole;
  });
}

function attributes(tag: string): Map<string, string> {
  const result = new Map<string, string>();
  const pattern = /([a-z_:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/gi;
  for (const match of tag.matchAll(pattern)) {
    const name = match[1]?.toLowerCase();
    if (name) result.set(name, match[2] ?? match[3] ?? match[4] ?? '');
  }
  return result;
}

const clean = (value: string | undefined, max: number) => {
  if (value === undefined) return null;
  const text = decodeEntities(value).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
};

function absoluteHttpUrl(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function parsePreview(html: string, pageUrl: string): PagePreview {
  const headEnd = html.search(/<\/head\s*>/i);
  const head = headEnd >= 0 ? html.slice(0, headEnd) : html;
  const meta = new Map<string, string>();
  for (const match of head.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(match[0]);
    const key = (attrs.get('property') ?? attrs.get('name') ?? '').toLowerCase();
    const content = attrs.get('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  }
  const titleTag = /<title\b[^>]*>([\s\S]*?)<\/title\s*>/i.exec(head)?.[1];
  const first = (...keys: string[]) =>
    keys.map((k) => meta.get(k)).find((v) => v !== undefined && v.trim() !== '');
  return {
    title: clean(first('og:title', 'twitter:title') ?? titleTag, MAX_TITLE),
    description: clean(first('og:description', 'twitter:description', 'description'), MAX_DESCRIPTION),
    imageUrl: absoluteHttpUrl(
      clean(
        first('og:image:secure_url', 'og:image', 'og:image:url', 'twitter:image', 'twitter:image:src'),
        2048,
      ),
      pageUrl,
    ),
  };
}
