import sanitizeHtml from 'sanitize-html';
import { describe, expect, it } from 'vitest';
import { documentSanitizerOptions, documentText, storageFileIds } from './document-html.js';

const IMAGE = '/api/storage/files/0123456789abcdef01234567/get/photo.png';
const clean = (html: string) => sanitizeHtml(html, documentSanitizerOptions({ tags: ['h2'] }));

describe('long-form HTML (pages, articles)', () => {
  it('drops scripts, event handlers, styles and foreign schemes', () => {
    const html = clean(
      '<h2 onclick="x()">Title</h2><script>alert(1)</script><p style="color:red">a <a href="javascript:alert(1)">b</a></p>',
    );
    expect(html).toBe('<h2>Title</h2><p>a <a>b</a></p>');
  });

  it('keeps images of our storage only, since another site would learn who reads the text', () => {
    const html = clean(
      `<img src="${IMAGE}" alt="ok"><img src="https://tracker.example/p.gif"><img src="//x/p.gif">`,
    );
    expect(html).toBe(`<img src="${IMAGE}" alt="ok" />`);
  });

  it('opens links to other sites in a new tab without our window and leaves internal links alone', () => {
    expect(clean('<a href="https://example.org" target="_self">x</a><a href="/pages/a">y</a>')).toBe(
      '<a href="https://example.org" target="_blank" rel="noopener noreferrer nofollow">x</a><a href="/pages/a">y</a>',
    );
  });

  it('keeps only the tags the module adds beside the shared ones', () => {
    expect(clean('<h1>a</h1><h3>b</h3><table><tbody><tr><td colspan="2">c</td></tr></tbody></table>')).toBe(
      'ab<table><tbody><tr><td colspan="2">c</td></tr></tbody></table>',
    );
  });

  it('answers the text a cell or block a line, and the storage files shown or linked', () => {
    const html = `<p>one</p><table><tbody><tr><td>a</td><td>b</td></tr></tbody></table><img src="${IMAGE}" /><a href="${IMAGE}?x=1&amp;y=2">f</a>`;
    expect(documentText(html)).toContain('one');
    expect(documentText(html)).toMatch(/a\s+b/);
    expect(storageFileIds(html)).toEqual(['0123456789abcdef01234567']);
  });
});
