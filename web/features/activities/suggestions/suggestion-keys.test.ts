import { describe, expect, it } from 'vitest';
import { suggestionKey } from './suggestion-keys';

describe('suggestion list keys', () => {
  it('moves down and up through the options, wrapping at both ends', () => {
    expect(suggestionKey('ArrowDown', 0, 3)).toEqual({ type: 'move', active: 1 });
    expect(suggestionKey('ArrowDown', 2, 3)).toEqual({ type: 'move', active: 0 });
    expect(suggestionKey('ArrowUp', 0, 3)).toEqual({ type: 'move', active: 2 });
    expect(suggestionKey('ArrowUp', 2, 3)).toEqual({ type: 'move', active: 1 });
  });

  it('picks the highlighted option with Enter or Tab', () => {
    expect(suggestionKey('Enter', 1, 3)).toEqual({ type: 'pick', index: 1 });
    expect(suggestionKey('Tab', 2, 3)).toEqual({ type: 'pick', index: 2 });
  });

  it('keeps a highlight that fell off a shorter list inside it', () => {
    expect(suggestionKey('Enter', 5, 2)).toEqual({ type: 'pick', index: 1 });
    expect(suggestionKey('ArrowDown', 5, 2)).toEqual({ type: 'move', active: 0 });
  });

  it('closes with Escape, with or without options', () => {
    expect(suggestionKey('Escape', 0, 3)).toEqual({ type: 'close' });
    expect(suggestionKey('Escape', 0, 0)).toEqual({ type: 'close' });
  });

  it('leaves Enter, Tab and the arrows to the text while nothing is offered', () => {
    expect(suggestionKey('Enter', 0, 0)).toEqual({ type: 'pass' });
    expect(suggestionKey('Tab', 0, 0)).toEqual({ type: 'pass' });
    expect(suggestionKey('ArrowDown', 0, 0)).toEqual({ type: 'pass' });
  });

  it('lets letters through to the editor', () => {
    expect(suggestionKey('a', 0, 3)).toEqual({ type: 'pass' });
    expect(suggestionKey('Backspace', 1, 3)).toEqual({ type: 'pass' });
  });
});
