import { describe, expect, it } from 'vitest';
import { AA_TEXT_RATIO, contrastRatio, readableTextOn } from './contrast';

describe('readableTextOn', () => {
  it('answers the text colour that meets the contrast minimum on light and dark calendar colours', () => {
    for (const background of ['#ffe680', '#f2f2f2', '#1f3b73', '#1f77b4', '#7b3fa0']) {
      const text = readableTextOn(background);
      expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(AA_TEXT_RATIO);
    }
    expect(readableTextOn('#ffe680')).toBe('#000000');
    expect(readableTextOn('#1f3b73')).toBe('#ffffff');
  });
});
