import { describe, expect, it } from 'vitest';
import { shortenName } from './shorten-name';

describe('shortenName', () => {
  it('keeps names of up to 71 characters', () => {
    const name = 'a'.repeat(71);
    expect(shortenName(name)).toBe(name);
    expect(shortenName('report.pdf')).toBe('report.pdf');
  });

  it('shortens longer names to the first and last 35 characters', () => {
    const name = `${'a'.repeat(35)}${'m'.repeat(2)}${'z'.repeat(35)}`;
    expect(name).toHaveLength(72);
    expect(shortenName(name)).toBe(`${'a'.repeat(35)}…${'z'.repeat(35)}`);
  });

  it('keeps the extension visible', () => {
    const shortened = shortenName(`${'Quarterly report '.repeat(6)}final.docx`);
    expect(shortened.endsWith('final.docx')).toBe(true);
    expect(Array.from(shortened)).toHaveLength(71);
  });

  it('does not split characters outside the basic plane', () => {
    const name = '📁'.repeat(80);
    expect(shortenName(name)).toBe(`${'📁'.repeat(35)}…${'📁'.repeat(35)}`);
  });
});
