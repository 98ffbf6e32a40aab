import { describe, expect, it } from 'vitest';
import { layoutProblems } from '../../../contract/item-layouts';
import {
  addTab,
  editorLayout,
  moveEntry,
  parseColumnTarget,
  placeEntry,
  removeTab,
  setShowLabel,
  setTabLayout,
  storedLayout,
  unplaced,
  unplaceEntry,
} from './layout-editor';

const names = ['title', 'stage', 'due', 'notes'];

const started = () => addTab({ type: 'custom', tabs: [] }, 'Overview', names);

describe('the item layout editor', () => {
  it('starts a custom layout with every property in column a, in the set order', () => {
    const { layout } = started();
    expect(storedLayout(layout)).toEqual({
      type: 'custom',
      tabs: [
        {
          name: 'Overview',
          layout: 'a',
          columns: { a: names.map((name) => ({ name, show_label: true })) },
        },
      ],
    });
    expect(unplaced(layout, names)).toEqual([]);
  });

  it('places a property in one column only, moves it, hides its label and takes it out again', () => {
    const { layout, key } = started();
    const wide = setTabLayout(layout, key, 'a-bc');
    const placed = placeEntry(wide, 'due', key, 'c');
    const tab = placed.tabs[0];
    expect(tab?.columns.a.map((entry) => entry.name)).toEqual(['title', 'stage', 'notes']);
    expect(tab?.columns.c.map((entry) => entry.name)).toEqual(['due']);
    const moved = moveEntry(placed, 'notes', -1);
    expect(moved.tabs[0]?.columns.a.map((entry) => entry.name)).toEqual(['title', 'notes', 'stage']);
    // At the top already: nothing changes.
    expect(moveEntry(moved, 'title', -1).tabs[0]?.columns.a).toEqual(moved.tabs[0]?.columns.a);
    const hidden = setShowLabel(moved, 'due', false);
    expect(hidden.tabs[0]?.columns.c).toEqual([{ name: 'due', show_label: false }]);
    // Moving it elsewhere keeps its show_label.
    expect(placeEntry(hidden, 'due', key, 'b').tabs[0]?.columns.b).toEqual([
      { name: 'due', show_label: false },
    ]);
    const out = unplaceEntry(hidden, 'due');
    expect(unplaced(out, names)).toEqual(['due']);
  });

  it('refuses a column the tab does not have and keeps properties when the layout shrinks', () => {
    const { layout, key } = started();
    expect(placeEntry(layout, 'due', key, 'd').tabs[0]?.columns.d).toEqual([]);
    const four = placeEntry(setTabLayout(layout, key, 'a-bc-d'), 'due', key, 'd');
    const narrowed = setTabLayout(four, key, 'ab');
    expect(narrowed.tabs[0]?.columns.b.map((entry) => entry.name)).toEqual(['due']);
    expect(storedLayout(narrowed).tabs[0]?.columns).not.toHaveProperty('d');
  });

  it('removes a tab only while more than one exists', () => {
    const first = started();
    expect(removeTab(first.layout, first.key)).toBe(first.layout);
    const second = addTab(first.layout, 'More');
    expect(second.layout.tabs[1]?.columns.a).toEqual([]);
    expect(removeTab(second.layout, second.key).tabs).toHaveLength(1);
  });

  it('drops stored names the set no longer has and answers the same problems as the server', () => {
    const layout = editorLayout(
      {
        type: 'custom',
        tabs: [{ name: '', layout: 'a', columns: { a: [{ name: 'gone', show_label: true }] } }],
      },
      new Set(names),
    );
    expect(layout.tabs[0]?.columns.a).toEqual([]);
    expect(layoutProblems(storedLayout(layout), 'show', new Set(names), 'show')).toEqual({
      'show.tabs.0.name': ['errors.apps.layout.tab_name_empty'],
    });
    expect(layoutProblems({ type: 'inherit', tabs: [] }, 'edit', new Set(names), 'edit')).toEqual({});
  });

  it('reads drop targets', () => {
    expect(parseColumnTarget('tab-1|b')).toEqual({ tabKey: 'tab-1', column: 'b' });
    expect(parseColumnTarget('tab-1|e')).toBeNull();
    expect(parseColumnTarget('palette')).toBeNull();
  });
});
