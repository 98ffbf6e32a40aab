import { XMLParser } from 'fast-xml-parser';
import iconv from 'iconv-lite';
import { plainText } from '../../platform/rich-text.js';
import { declaredCharset } from './parse.js';
import type { FeedItem } from './tables.js';

/** Items kept per feed; the widget shows at most its count of them. */
export const FEED_ITEMS_MAX = 50;
const TITLE_MAX = 300;

export type ParsedFeed = { title: string | null; link: string | null; items: FeedItem[] };

// Entities of the document only (no DOCTYPE expansion), attributes kept for Atom's <link href>.
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  processEntities: true,
  htmlEntities: true,
  trimValues: true,
  isArray: (name) => ['item', 'entry', 'link'].includes(name),
});

const asArray = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined ? [] : [value];

/** The text of a node: a string, or the `#text` of an element with attributes (Atom's type="html"). */
function textOf(node: unknown): string | null {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (node && typeof node === 'object' && '#text' in node)
    return String((node as { '#text': unknown })['#text']);
  return null;
}

/** Titles may carry HTML (Atom type="html", CDATA); members see them as plain text. */
function cleanTitle(node: unknown): string | null {
  const raw = textOf(asArray(node)[0]);
  if (raw === null) return null;
  const text = plainText(raw).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  return [...text].length > TITLE_MAX ? `${[...text].slice(0, TITLE_MAX - 1).join('')}…` : text;
}

/** Only http(s) links are kept, resolved against the feed's address. */
function safeLink(value: string | null, base: string): string | null {
  if (!value) return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** RSS's <link>text</link>, or Atom's <link rel="alternate" href=""> (the first without rel too). */
function linkOf(node: unknown, base: string): string | null {
  const links = asArray(node);
  const atom = links.find(
    (link) =>
      link &&
      typeof link === 'object' &&
      '@href' in link &&
      ['alternate', undefined].includes((link as { '@rel'?: string })['@rel']),
  ) as { '@href': string } | undefined;
  if (atom) return safeLink(atom['@href'], base);
  return safeLink(textOf(links[0]), base);
}

function dateOf(...nodes: unknown[]): string | null {
  for (const node of nodes) {
    const text = textOf(node);
    if (!text) continue;
    const time = Date.parse(text);
    if (Number.isFinite(time)) return new Date(time).toISOString();
  }
  return null;
}

type Node = Record<string, unknown>;

/**
 * RSS 2.0, RSS 1.0 (RDF) and Atom documents to a title, a link and their newest items. Anything
 * else (an HTML page, broken XML) throws, and the widget shows its error text.
 */
/**
 * A fetched feed as text: the charset of the Content-Type header, then the XML declaration's encoding
 * (read as ASCII, which every declared encoding shares for it), then UTF-8 as XML itself assumes. A
 * byte order mark is dropped.
 */
export function decodeFeed(bytes: Buffer, contentType: string): string {
  const declared =
    declaredCharset(contentType) ??
    /^\s*<\?xml[^>]*\sencoding\s*=\s*["']([A-Za-z0-9._-]+)["']/.exec(
      bytes.subarray(0, 200).toString('latin1'),
    )?.[1];
  return iconv.decode(bytes, declared && iconv.encodingExists(declared) ? declared : 'utf-8');
}

export function parseFeed(xml: string, url: string): ParsedFeed {
  const document = parser.parse(xml, true) as Node;
  const rss = document.rss as Node | undefined;
  const rdf = document['rdf:RDF'] as Node | undefined;
  const atom = document.feed as Node | undefined;
  const channel = (rss ? asArray(rss.channel)[0] : rdf ? rdf.channel : atom) as Node | undefined;
  if (!channel || typeof channel !== 'object') throw new Error('not a feed');
  const entries = (rss ? asArray(channel.item) : rdf ? asArray(rdf.item) : asArray(channel.entry)) as Node[];
  const items = entries.slice(0, FEED_ITEMS_MAX).flatMap((entry) => {
    if (!entry || typeof entry !== 'object') return [];
    const title = cleanTitle(entry.title);
    const link = linkOf(entry.link, url) ?? (rss ? safeLink(textOf(entry.guid), url) : null);
    if (!title && !link) return [];
    return [
      {
        title: title ?? link ?? '',
        link,
        published_at: dateOf(entry.pubDate, entry.published, entry.updated, entry['dc:date']),
      },
    ];
  });
  return { title: cleanTitle(channel.title), link: linkOf(channel.link, url), items };
}
