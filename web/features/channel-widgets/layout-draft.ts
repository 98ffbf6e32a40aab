import type { LayoutRow } from '../../../contract/channel-widgets';

/**
 * Unsaved layout changes (part 1 section 2.2): kept in the tab's sessionStorage per channel while the
 * editor has changes, so the channel page can show its notice until they are saved or discarded.
 */
const keyOf = (slug: string) => `channel-layout-draft:${slug}`;

export function readLayoutDraft(slug: string): LayoutRow[] | null {
  try {
    const raw = window.sessionStorage.getItem(keyOf(slug));
    return raw ? (JSON.parse(raw) as LayoutRow[]) : null;
  } catch {
    return null;
  }
}

export function writeLayoutDraft(slug: string, rows: LayoutRow[] | null) {
  try {
    if (rows) window.sessionStorage.setItem(keyOf(slug), JSON.stringify(rows));
    else window.sessionStorage.removeItem(keyOf(slug));
  } catch {
    // Storage full or denied: the notice is a convenience, the editor still works.
  }
}
