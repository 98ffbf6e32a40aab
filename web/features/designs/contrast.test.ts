import { describe, expect, it } from 'vitest';
import { contrastProblems, contrastRatio } from './contrast';

describe('contrast', () => {
  it('computes the WCAG ratio', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('red', '#ffffff')).toBeNull();
  });

  it('names the text colours that fall below 4.5:1 on their background', () => {
    const readable = {
      header_text: '#1b2430',
      header_background: '#ffffff',
      userbar_text: '#595959',
      userbar_background: '#ffffff',
    };
    expect(contrastProblems(readable)).toEqual([]);
    const problems = contrastProblems({ ...readable, header_text: '#777777' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({ text: 'header_text', background: 'header_background' });
    expect(problems[0]?.ratio).toBeLessThan(4.5);
  });
});
