import { describe, expect, it } from 'vitest';
import { applyTheme, themeVariables } from './apply-theme';

describe('themeVariables', () => {
  it('turns colours and derived colours into --theme-* variables', () => {
    expect(
      themeVariables({
        colors: { primary: '#112233', header_background: '#fff' },
        derivedColors: { primary_hover: '#0a1a2a', channelTitle: '#abcdef' },
      }),
    ).toEqual({
      '--theme-primary': '#112233',
      '--theme-header-background': '#fff',
      '--theme-primary-hover': '#0a1a2a',
      '--theme-channel-title': '#abcdef',
    });
  });

  it('drops values that are not hex colours', () => {
    expect(themeVariables({ colors: { primary: 'red; background: url(x)' }, derivedColors: {} })).toEqual({});
  });

  it('keeps only derived colours with a prefix (channel pages)', () => {
    expect(
      themeVariables(
        {
          colors: { primary: '#111111' },
          derivedColors: { 'channel-title': '#222222', primary_hover: '#333333' },
        },
        'channel-',
      ),
    ).toEqual({ '--theme-channel-title': '#222222' });
  });

  it('applies to an element and undoes', () => {
    const element = document.createElement('div');
    const undo = applyTheme({ '--theme-primary': '#123456' }, element);
    expect(element.style.getPropertyValue('--theme-primary')).toBe('#123456');
    undo();
    expect(element.style.getPropertyValue('--theme-primary')).toBe('');
  });
});
