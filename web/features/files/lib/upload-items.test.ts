import { describe, expect, it } from 'vitest';
import {
  newUploadItem,
  remainingSlots,
  submitBlock,
  truncateSelection,
  type UploadItem,
  uploadReducer,
} from './upload-items';

const file = (name: string) => ({ name, type: 'text/plain', size: 10 });
const add = (items: UploadItem[], ...names: string[]) =>
  uploadReducer(items, { type: 'added', items: names.map((name) => newUploadItem(file(name), name)) });

describe('upload item transitions', () => {
  it('starts uploading and tracks progress without going back', () => {
    let items = add([], 'a.txt');
    expect(items[0]).toMatchObject({ state: 'uploading', progress: 0, extension: 'txt' });
    items = uploadReducer(items, { type: 'progress', clientId: 'a.txt', progress: 40.4 });
    items = uploadReducer(items, { type: 'progress', clientId: 'a.txt', progress: 30 });
    expect(items[0]?.progress).toBe(40);
  });

  it('becomes volatile on success, then published when the form is saved', () => {
    let items = add([], 'a.txt');
    items = uploadReducer(items, { type: 'succeeded', clientId: 'a.txt', id: 'f1', quarantine: false });
    expect(items[0]).toMatchObject({ state: 'volatile', id: 'f1', progress: 100 });
    items = uploadReducer(items, { type: 'published', ids: ['f1'] });
    expect(items[0]?.state).toBe('published');
  });

  it('marks quarantine and failures with their status', () => {
    let items = add([], 'a.txt', 'b.txt');
    items = uploadReducer(items, { type: 'succeeded', clientId: 'a.txt', id: 'f1', quarantine: true });
    items = uploadReducer(items, { type: 'failed', clientId: 'b.txt', status: 413 });
    expect(items.map((item) => [item.state, item.status])).toEqual([
      ['quarantine', null],
      ['failed', 413],
    ]);
  });

  it('marks removed items and drops failed ones', () => {
    let items = add([], 'a.txt', 'b.txt');
    items = uploadReducer(items, { type: 'failed', clientId: 'b.txt', status: 500 });
    items = uploadReducer(items, { type: 'removed', clientId: 'a.txt' });
    items = uploadReducer(items, { type: 'removed', clientId: 'b.txt' });
    expect(items.map((item) => [item.name, item.state])).toEqual([['a.txt', 'removed']]);
  });

  it('ignores a late answer for an item removed while uploading', () => {
    let items = add([], 'a.txt');
    items = uploadReducer(items, { type: 'removed', clientId: 'a.txt' });
    items = uploadReducer(items, { type: 'succeeded', clientId: 'a.txt', id: 'f1', quarantine: false });
    expect(items[0]?.state).toBe('removed');
  });
});

describe('submit rules', () => {
  const done = (items: UploadItem[], name: string, id: string) =>
    uploadReducer(items, { type: 'succeeded', clientId: name, id, quarantine: false });

  it('is disabled when nothing is chosen', () => {
    expect(submitBlock([], 10)).toBe('nothing_chosen');
  });

  it('is disabled while uploading', () => {
    const items = done(add([], 'a.txt', 'b.txt'), 'a.txt', 'f1');
    expect(submitBlock(items, 10)).toBe('uploading');
  });

  it('is disabled when the count is exceeded', () => {
    let items = add([], 'a.txt', 'b.txt', 'c.txt');
    for (const [name, id] of [
      ['a.txt', 'f1'],
      ['b.txt', 'f2'],
      ['c.txt', 'f3'],
    ] as const)
      items = done(items, name, id);
    expect(submitBlock(items, 2)).toBe('too_many');
    expect(remainingSlots(items, 2)).toBe(-1);
    items = uploadReducer(items, { type: 'removed', clientId: 'c.txt' });
    expect(submitBlock(items, 2)).toBeNull();
    expect(remainingSlots(items, 2)).toBe(0);
  });

  it('is disabled when all are removed', () => {
    let items = done(add([], 'a.txt'), 'a.txt', 'f1');
    items = uploadReducer(items, { type: 'removed', clientId: 'a.txt' });
    expect(submitBlock(items, 10)).toBe('all_removed');
  });

  it('is disabled when only failed or quarantined items are left', () => {
    let items = add([], 'a.txt');
    items = uploadReducer(items, { type: 'failed', clientId: 'a.txt', status: 415 });
    expect(submitBlock(items, 10)).toBe('nothing_ready');
  });

  it('is enabled with uploaded files within the limit', () => {
    expect(submitBlock(done(add([], 'a.txt'), 'a.txt', 'f1'), 10)).toBeNull();
  });
});

describe('truncateSelection', () => {
  it('keeps as many as there are free places', () => {
    expect(truncateSelection([1, 2, 3, 4], 2)).toEqual({ kept: [1, 2], dropped: 2 });
    expect(truncateSelection([1, 2], 5)).toEqual({ kept: [1, 2], dropped: 0 });
    expect(truncateSelection([1, 2], -1)).toEqual({ kept: [], dropped: 2 });
  });
});
