import { describe, expect, it } from 'vitest';
import { channelDesignStyle, designContrastProblems } from './channel-design';

const none = { primary: null, title_background: null, title_text: null };

describe('channel design', () => {
  it('injects only channel-* colours, and lets the channel primary stand in for the network one', () => {
    expect(
      channelDesignStyle({
        'channel-primary': '#1f3a5f',
        'channel-primary-contrast': '#ffffff',
        primary: '#ff0000',
        'channel-title-text': 'red; background: url(x)',
      }),
    ).toEqual({
      '--theme-channel-primary': '#1f3a5f',
      '--theme-channel-primary-contrast': '#ffffff',
      '--color-primary': 'var(--theme-channel-primary)',
      '--color-on-primary': 'var(--theme-channel-primary-contrast)',
    });
    expect(channelDesignStyle({})).toEqual({});
  });

  it('finds text below WCAG AA on the chosen colours, as the server does', () => {
    expect(designContrastProblems({ ...none, primary: '#1f3a5f' })).toEqual([]);
    expect(designContrastProblems({ ...none, primary: '#777777' }).map((p) => p.field)).toEqual(['primary']);
    expect(designContrastProblems({ ...none, title_background: '#ffffff', title_text: '#767676' })).toEqual(
      [],
    );
    expect(
      designContrastProblems({ ...none, title_background: '#ffffff', title_text: '#777777' }).map(
        (p) => p.field,
      ),
    ).toEqual(['title_text']);
  });
});
