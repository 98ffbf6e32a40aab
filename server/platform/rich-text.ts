import sanitizeHtml from 'sanitize-html';

/**
 * Rich text from the editors (TipTap: message content, appointment descriptions). Only the markup a
 * mail-like editor produces survives; scripts, styles, event handlers and foreign URL schemes are dropped on the server, so what
 * is stored can be rendered as HTML anywhere (the browser, notification mails).
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'strike',
    'code',
    'pre',
    'blockquote',
    'ul',
    'ol',
    'li',
    'a',
    'h1',
    'h2',
    'h3',
    'h4',
    'hr',
    'span',
    'div',
  ],
  // target and rel are set by the transform below; whatever the author wrote there is replaced.
  allowedAttributes: { a: ['href', 'title', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  transformTags: {
    // Links leave the app in a new tab without handing it our window.
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer nofollow' }),
  },
};

/** A run of block ends (`</p></li>` of a list item) is one line break; so is each `<br>`. */
const BLOCKS = /(<\/(p|div|h[1-4]|li|ul|ol|blockquote|pre)>)+|<br\s*\/?>/gi;

export type SanitizedContent = { html: string; plain: string };

export function sanitizeContent(input: string): SanitizedContent {
  const html = sanitizeHtml(input, OPTIONS).trim();
  return { html, plain: plainText(html) };
}

/** Text of sanitised HTML: block ends become line breaks, entities are decoded, runs of space shrink. */
export function plainText(html: string): string {
  const text = sanitizeHtml(
    html.replace(BLOCKS, (m) => `${m}\n`),
    { allowedTags: [], allowedAttributes: {} },
  );
  return decodeEntities(text)
    .replace(/[ \t\u00a0]+/g, ' ')
    .replace(/ *\n */g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

function decodeEntities(text: string): string {
  return text.replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (match, name: string) => {
    const known = ENTITIES[name.toLowerCase()];
    if (known !== undefined) return known;
    if (name.startsWith('#x') || name.startsWith('#X'))
      return safeCodePoint(Number.parseInt(name.slice(2), 16), match);
    if (name.startsWith('#')) return safeCodePoint(Number.parseInt(name.slice(1), 10), match);
    return match;
  });
}

function safeCodePoint(code: number, fallback: string): string {
  return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : fallback;
}

/** The start of the plain text for list previews, cut at a word where possible. */
export function preview(plain: string, length = 200): string {
  const flat = plain.replace(/\s+/g, ' ').trim();
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length);
  const space = cut.lastIndexOf(' ');
  return `${space > length * 0.6 ? cut.slice(0, space) : cut}…`;
}
