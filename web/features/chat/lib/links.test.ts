import { describe, expect, it } from 'vitest';
import { findLinks, internalPath, linkHashtags, mentionMarkdown } from './links';
import { previewText } from './preview-text';

const origin = 'https://intranet.example.com';

describe('links', () => {
  it('finds http(s) links without trailing punctuation', () => {
    expect(findLinks('see https://example.com/a?b=1, and http://x.org/path.')).toEqual([
      'https://example.com/a?b=1',
      'http://x.org/path',
    ]);
    expect(findLinks('ftp://nope and https://')).toEqual([]);
  });

  it('keeps links of the product inside the app', () => {
    expect(internalPath('/members/abc', origin)).toBe('/members/abc');
    expect(internalPath(`${origin}/files/folders/f1`, origin)).toBe('/files/folders/f1');
    expect(internalPath('/chat/group/g1/files/f1', origin)).toBe('/chat/group/g1/files/f1');
    expect(internalPath('/blogs/b1/articles/a1', origin)).toBe('/blogs/b1/articles/a1');
    expect(internalPath('/groups/run/pages/intro', origin)).toBe('/groups/run/pages/intro');
    expect(internalPath('/activitystreams/all?tag=news', origin)).toBe('/activitystreams/all?tag=news');
    expect(internalPath('/members?q=sam', origin)).toBe('/members?q=sam');
    expect(internalPath('/directory/teams?q=x', origin)).toBe('/directory/teams?q=x');
  });

  it('opens everything else outside', () => {
    expect(internalPath('https://example.com/members/abc', origin)).toBeNull();
    expect(internalPath('/administration/settings', origin)).toBeNull();
    expect(internalPath('javascript:alert(1)', origin)).toBeNull();
  });

  it('links hashtags to their activities, not headings or fragments', () => {
    expect(linkHashtags('about #news today')).toBe('about [#news](/activitystreams/all?tag=news) today');
    expect(linkHashtags('# Heading')).toBe('# Heading');
    expect(linkHashtags('https://x.org/page#top')).toBe('https://x.org/page#top');
    expect(linkHashtags('run `git log #1` and\n```\n#include <x>\n```\n#done')).toBe(
      'run `git log #1` and\n```\n#include <x>\n```\n[#done](/activitystreams/all?tag=done)',
    );
  });

  it('writes a mention as a link to the member', () => {
    expect(mentionMarkdown({ id: 'm1', name: 'Sam [Admin]' })).toBe('[@Sam Admin](/members/m1)');
  });

  it('shows markdown as one plain line in the list', () => {
    expect(previewText('**Hi** [@Sam](/members/1)\n> quoted')).toBe('Hi @Sam quoted');
  });
});
