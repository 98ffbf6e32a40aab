import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeFeed, parseFeed } from './feed-parse.js';

const rss = (encoding: string) =>
  `<?xml version="1.0" encoding="${encoding}"?>
<rss version="2.0"><channel><title>Grüße aus München</title><link>https://example.org/</link>
<item><title>Weiß &amp; Müller</title><link>https://example.org/a</link></item>
</channel></rss>`;

describe('feeds of the RSS widget', () => {
  it('decodes a Latin-1 feed by its XML declaration', () => {
    const bytes = iconv.encode(rss('ISO-8859-1'), 'latin1');
    const feed = parseFeed(decodeFeed(bytes, 'application/rss+xml'), 'https://example.org/feed');
    expect(feed.title).toBe('Grüße aus München');
    expect(feed.items.map((item) => item.title)).toEqual(['Weiß & Müller']);
  });

  it('lets the Content-Type header override the declaration, as XML over HTTP does', () => {
    const bytes = iconv.encode(rss('UTF-8'), 'latin1');
    const text = decodeFeed(bytes, 'text/xml; charset=iso-8859-1');
    expect(parseFeed(text, 'https://example.org/feed').title).toBe('Grüße aus München');
  });

  it('reads an undeclared feed as UTF-8 and drops a byte order mark', () => {
    const atom = `<feed xmlns="http://www.w3.org/2005/Atom"><title>Straße</title>
<entry><title>Neu</title><link href="https://example.org/n"/></entry></feed>`;
    const bytes = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(atom, 'utf8')]);
    const feed = parseFeed(decodeFeed(bytes, 'application/atom+xml'), 'https://example.org/feed');
    expect(feed.title).toBe('Straße');
    expect(feed.items).toHaveLength(1);
  });

  it('falls back to UTF-8 for an encoding nobody knows', () => {
    const bytes = Buffer.from(rss('x-unknown-charset'), 'utf8');
    expect(parseFeed(decodeFeed(bytes, ''), 'https://example.org/feed').title).toBe('Grüße aus München');
  });
});
