import { type CheerioAPI, load, loadBuffer } from 'cheerio';

/**
 * Title, description and image of an HTML page from Open Graph tags, then Twitter card tags, then the
 * plain <title> and meta description; and the page's oEmbed endpoint when it names one.
 *
 * Pages are decoded the way browsers decode them (cheerio's encoding sniffer, on iconv-lite): a byte
 * order mark, then the charset of the Content-Type header, then `<meta charset>` or the http-equiv
 * Content-Type in the first kilobyte. Without any of these the page is taken as UTF-8, the most
 * likely encoding of an undeclared page today. The HTML5 parser (parse5) decodes entities and moves
 * stray <meta> elements out of the head, so only the head's own tags count.
 */
export type PagePreview = { title: string | null; description: string | null; imageUrl: string | null };

const MAX_TITLE = 300;
const MAX_DESCRIPTION = 1000;

/** The charset parameter of a Content-Type header value, if any. */
export function declaredCharset(contentType: string): string | undefined {
  return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType)?.[1];
}

/** A fetched page as a document, decoded by its declared charset. */
export function loadPage(bytes: Buffer, contentType: string): CheerioAPI {
  return loadBuffer(bytes, {
    encoding: { transportLayerEncodingLabel: declaredCharset(contentType), defaultEncoding: 'utf-8' },
  });
}

const clean = (value: string | undefined, max: number) => {
  if (value === undefined) return null;
  const text = value.replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return [...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text;
};

export function absoluteHttpUrl(value: string | null | undefined, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The preview of a loaded page; `pageUrl` resolves relative image paths. */
export function previewOf($: CheerioAPI, pageUrl: string): PagePreview {
  const meta = new Map<string, string>();
  $('head meta').each((_, element) => {
    const key = ($(element).attr('property') ?? $(element).attr('name') ?? '').toLowerCase();
    const content = $(element).attr('content');
    if (key && content !== undefined && !meta.has(key)) meta.set(key, content);
  });
  const titleTag = $('head title').first().text();
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

/** The preview of an HTML text (already decoded). */
export function parsePreview(html: string, pageUrl: string): PagePreview {
  return previewOf(load(html), pageUrl);
}

/** The JSON oEmbed endpoint the page announces (oEmbed 1.0, section 4: discovery), if any. */
export function oembedUrlOf($: CheerioAPI, pageUrl: string): string | null {
  const href = $('link[type="application/json+oembed"]')
    .filter((_, element) => ($(element).attr('rel') ?? '').toLowerCase().split(/\s+/).includes('alternate'))
    .first()
    .attr('href');
  return absoluteHttpUrl(href, pageUrl);
}

/**
 * What an oEmbed answer adds to a preview: the provider's title and thumbnail win over the page's
 * tags (they describe the embedded thing, not the page around it); the page fills what it leaves out.
 * Anything that is not an oEmbed object changes nothing.
 */
export function withOembed(preview: PagePreview, json: unknown, endpointUrl: string): PagePreview {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return preview;
  const answer = json as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    title: clean(text(answer.title), MAX_TITLE) ?? preview.title,
    description: preview.description,
    imageUrl: absoluteHttpUrl(text(answer.thumbnail_url), endpointUrl) ?? preview.imageUrl,
  };
}
