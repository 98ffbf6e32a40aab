import { describe, expect, it } from 'vitest';
import { isId, newId, newToken } from './ids.js';

describe('ids', () => {
  it('makes 24 hex characters that start with the creation time', () => {
    const id = newId();
    expect(isId(id)).toBe(true);
    const seconds = Number.parseInt(id.slice(0, 8), 16);
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });

  it('never repeats and rejects other shapes', () => {
    const ids = new Set(Array.from({ length: 1000 }, newId));
    expect(ids.size).toBe(1000);
    expect(isId('ABCDEF0123456789abcdef01')).toBe(false);
    expect(isId('123')).toBe(false);
    expect(newToken()).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
