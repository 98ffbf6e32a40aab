import { goToNextCell, tableEditing } from '@tiptap/pm/tables';
import { mergeAttributes, Node } from '@tiptap/react';

/**
 * Tables for the rich-text editors (pages, articles) on prosemirror-tables (shipped inside @tiptap/pm): a table of rows of
 * header and body cells, with cell selection, Tab to the next cell and row and column commands. The
 * HTML is plain `<table><tbody><tr><th|td>`, the markup the server keeps (pages/content.ts, blogs/content.ts).
 */

/** prosemirror-tables finds the table's node types by this role in their schema. */
const TABLE_ROLES: Record<string, string> = {
  table: 'table',
  tableRow: 'row',
  tableCell: 'cell',
  tableHeader: 'header_cell',
};

const spanAttributes = {
  colspan: { default: 1 },
  rowspan: { default: 1 },
  colwidth: { default: null, rendered: false },
};

export const Table = Node.create({
  name: 'table',
  group: 'block',
  content: 'tableRow+',
  isolating: true,
  extendNodeSchema(extension) {
    const role = TABLE_ROLES[extension.name];
    return role ? { tableRole: role } : {};
  },
  parseHTML: () => [{ tag: 'table' }],
  renderHTML: ({ HTMLAttributes }) => ['table', mergeAttributes(HTMLAttributes), ['tbody', 0]],
  addKeyboardShortcuts() {
    return {
      Tab: () => goToNextCell(1)(this.editor.state, this.editor.view.dispatch),
      'Shift-Tab': () => goToNextCell(-1)(this.editor.state, this.editor.view.dispatch),
    };
  },
  addProseMirrorPlugins: () => [tableEditing()],
});

export const TableRow = Node.create({
  name: 'tableRow',
  content: '(tableCell | tableHeader)*',
  parseHTML: () => [{ tag: 'tr' }],
  renderHTML: ({ HTMLAttributes }) => ['tr', mergeAttributes(HTMLAttributes), 0],
});

export const TableCell = Node.create({
  name: 'tableCell',
  content: 'block+',
  isolating: true,
  addAttributes: () => spanAttributes,
  parseHTML: () => [{ tag: 'td' }],
  renderHTML: ({ HTMLAttributes }) => ['td', mergeAttributes(HTMLAttributes), 0],
});

export const TableHeader = Node.create({
  name: 'tableHeader',
  content: 'block+',
  isolating: true,
  addAttributes: () => spanAttributes,
  parseHTML: () => [{ tag: 'th' }],
  renderHTML: ({ HTMLAttributes }) => ['th', mergeAttributes(HTMLAttributes), 0],
});

/** A new table: a header row and two body rows of three columns. */
export const NEW_TABLE_HTML = `<table><tbody><tr>${'<th><p></p></th>'.repeat(3)}</tr>${`<tr>${'<td><p></p></td>'.repeat(3)}</tr>`.repeat(2)}</tbody></table>`;
