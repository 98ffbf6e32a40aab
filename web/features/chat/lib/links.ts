/** Part 1 section 5: links are found by an http(s) pattern and checked as URLs. */
const URL_PATTERN = /\bhttps?:\/\/[^\s<>"'()[\]]+[^\s<>"'()[\].,;:!?]/gi;

export const findLinks = (text: string): string[] => {
  const found = new Set<string>();
  for (const match of text.matchAll(URL_PATTERN)) {
    try {
      const url = new URL(match[0]);
      if (url.protocol === 'http:' || url.protocol === 'https:') found.add(url.toString());
    } catch {
      // Not a URL after all (e.g. "http://"): nothing to crawl.
    }
  }
  return [...found];
};

/**
 * Part 1 section 2.1: links of the product that open inside the app instead of a new tab.
 * Returns the in-app path, or null for outside links.
 */
const INTERNAL_PATHS = [
  /^\/members\/[^/]+$/,
  /^\/files\/[^/]+$/,
  /^\/files\/folders\/[^/]+$/,
  /^\/chat\/(member|group)\/[^/]+\/files\/[^/]+$/,
  /^\/chat\/[^/]+\/files\/[^/]+$/,
  /^\/blogs\/[^/]+(\/articles\/[^/]+)?$/,
  /^\/messages\/[^/]+$/,
  /^\/pages\/[^/]+$/,
  /^\/groups\/[^/]+\/pages\/[^/]+$/,
  /^\/activitystreams\/all$/,
  /^\/members$/,
  /^\/directory\/[^/]+$/,
];

export const internalPath = (href: string, origin: string = window.location.origin): string | null => {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  if (!INTERNAL_PATHS.some((pattern) => pattern.test(url.pathname))) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};

const HASHTAG = /(^|[\s(])#([\p{L}\p{N}_-]{1,64})/gu;
/** Fenced code blocks and inline code spans keep their text as written. */
const CODE = /(```[\s\S]*?(?:```|$)|`[^`\n]*`)/g;

/** '#tag' becomes a markdown link to the tag's activities (part 1 section 5: # for tags), outside code. */
export const linkHashtags = (text: string) =>
  text
    .split(CODE)
    .map((part, index) =>
      // split() with a capture group puts the code parts at the odd places.
      index % 2 === 1
        ? part
        : part.replace(
            HASHTAG,
            (_, before: string, tag: string) =>
              `${before}[#${tag}](/activitystreams/all?tag=${encodeURIComponent(tag)})`,
          ),
    )
    .join('');

/** The markdown a mention inserts: a link to the member. */
export const mentionMarkdown = (member: { id: string; name: string }) =>
  `[@${member.name.replace(/[[\]]/g, '')}](/members/${member.id})`;
