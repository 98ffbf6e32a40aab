import { describe, expect, it } from 'vitest';
import { sanitizeContent } from './rich-text.js';

/** What the composer's editor (TipTap: bold, italic, lists, link, quote) writes, as it writes it. */
const editorHtml =
  '<p>Hello <strong>team</strong>, <em>see</em> ' +
  '<a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com/plan">the plan</a></p>' +
  '<ul><li><p>one</p></li><li><p>two</p></li></ul>' +
  '<ol><li><p>first</p></li></ol>' +
  '<blockquote><p>quoted</p></blockquote>' +
  '<p>Mail <a target="_blank" rel="noopener noreferrer nofollow" href="mailto:ann@example.com">Ann</a><br>next line</p>' +
  '<p><s>gone</s> <u>under</u> <code>x = 1</code></p>';

describe('sanitizeContent', () => {
  it('keeps everything the editor produces', () => {
    // The same markup; the serialiser writes void elements as <br />.
    expect(sanitizeContent(editorHtml).html).toBe(editorHtml.replace('<br>', '<br />'));
  });

  it('gives the plain text by blocks', () => {
    expect(sanitizeContent(editorHtml).plain).toBe(
      'Hello team, see the plan\none\ntwo\nfirst\nquoted\nMail Ann\nnext line\ngone under x = 1',
    );
  });

  it('drops scripts, handlers, styles, frames and foreign link schemes', () => {
    const { html } = sanitizeContent(
      '<p onclick="x()" style="color:red">Hi<script>alert(1)</script></p>' +
        '<img src="x" onerror="alert(1)"><iframe src="https://evil.example"></iframe>' +
        '<a href="javascript:alert(1)">js</a><a href="data:text/html,x">data</a>' +
        '<a href="//evil.example">protocol-relative</a><style>p{}</style>',
    );
    expect(html).toBe(
      '<p>Hi</p><a target="_blank" rel="noopener noreferrer nofollow">js</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">data</a>' +
        '<a target="_blank" rel="noopener noreferrer nofollow">protocol-relative</a>',
    );
  });

  it('replaces target and rel the author chose', () => {
    expect(sanitizeContent('<a href="https://a.example" target="_self" rel="opener">a</a>').html).toBe(
      '<a href="https://a.example" target="_blank" rel="noopener noreferrer nofollow">a</a>',
    );
  });
});
