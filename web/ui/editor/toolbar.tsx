import {
  addColumnAfter,
  addRowAfter,
  deleteColumn,
  deleteRow,
  deleteTable,
  isInTable,
} from '@tiptap/pm/tables';
import { type Editor, useEditorState } from '@tiptap/react';
import {
  Bold,
  Columns3,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Rows3,
  Table2,
  TextQuote,
  Trash2,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { cn } from '../cn';
import { toast } from '../toaster';
import { LinkForm } from './link-form';
import { NEW_TABLE_HTML } from './table';
import { uploadEditorImage } from './upload-image';

export type ToolbarTool = {
  name: string;
  /** The label's options (a heading's level as the writer sees it). */
  labelOptions?: Record<string, number>;
  icon: LucideIcon;
  /** Whether the selection has the format (aria-pressed); without it, whether its panel is open. */
  active?: (editor: Editor) => boolean;
  /** Offered only where it applies (the row and column tools inside a table). */
  enabled?: (editor: Editor) => boolean;
  /** What the tool does; tools that open a panel or the file dialog have none. */
  run?: (editor: Editor) => void;
  /** The row under the tools it opens (`link` is the toolbar's own; others the caller draws). */
  panel?: string;
};

const inTable = (editor: Editor) => isInTable(editor.state);
const tableCommand =
  (command: typeof addRowAfter) =>
  (editor: Editor): void => {
    command(editor.state, editor.view.dispatch);
    editor.commands.focus();
  };

export const BOLD_TOOL: ToolbarTool = {
  name: 'bold',
  icon: Bold,
  active: (e) => e.isActive('bold'),
  run: (e) => e.chain().focus().toggleBold().run(),
};

export const ITALIC_TOOL: ToolbarTool = {
  name: 'italic',
  icon: Italic,
  active: (e) => e.isActive('italic'),
  run: (e) => e.chain().focus().toggleItalic().run(),
};

/** Lists, the quote, the link and the image: the same in every rich-text editor. */
export const BLOCK_TOOLS: ToolbarTool[] = [
  {
    name: 'bullet_list',
    icon: List,
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'ordered_list',
    icon: ListOrdered,
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  {
    name: 'quote',
    icon: TextQuote,
    active: (e) => e.isActive('blockquote'),
    run: (e) => e.chain().focus().toggleBlockquote().run(),
  },
  { name: 'link', icon: Link2, active: (e) => e.isActive('link'), panel: 'link' },
  { name: 'image', icon: ImagePlus },
];

export const INSERT_TABLE_TOOL: ToolbarTool = {
  name: 'table',
  icon: Table2,
  enabled: (e) => !inTable(e),
  run: (e) => e.chain().focus().insertContent(NEW_TABLE_HTML).run(),
};

/** Offered only inside a table. */
export const TABLE_EDIT_TOOLS: ToolbarTool[] = [
  { name: 'add_row', icon: Rows3, enabled: inTable, run: tableCommand(addRowAfter) },
  { name: 'add_column', icon: Columns3, enabled: inTable, run: tableCommand(addColumnAfter) },
  { name: 'delete_row', icon: Trash2, enabled: inTable, run: tableCommand(deleteRow) },
  { name: 'delete_column', icon: Trash2, enabled: inTable, run: tableCommand(deleteColumn) },
  { name: 'delete_table', icon: Trash2, enabled: inTable, run: tableCommand(deleteTable) },
];

const toolKey = (tool: ToolbarTool) => `${tool.name}${tool.labelOptions?.level ?? ''}`;

export type RichTextToolbarProps = {
  editor: Editor;
  tools: readonly ToolbarTool[];
  /** The words of the caller's feature: the toolbar's name, the tools' names and the upload's failure. */
  labels: { toolbar: string; image: string; imageFailed: string; tool: (tool: ToolbarTool) => string };
  imageInputTestId: string;
  /** The open panel (the caller draws every panel but the link's as `children`). */
  panel: string | null;
  onPanelChange: (panel: string | null) => void;
  children?: ReactNode;
};

/**
 * A rich-text editor's tools: one tab stop, arrow keys, Home and End between buttons (WAI-ARIA
 * toolbar). Tools that apply only somewhere (inside a table) appear there; the image tool uploads a
 * picture (the save makes it the text's attachment) and puts it at the cursor; the link tool opens the
 * address form under the tools.
 */
export const RichTextToolbar = ({
  editor,
  tools,
  labels,
  imageInputTestId,
  panel,
  onPanelChange,
  children,
}: RichTextToolbarProps) => {
  const [focused, setFocused] = useState(0);
  const [uploading, setUploading] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      tools.map((tool) => ({
        pressed: tool.active ? tool.active(current) : undefined,
        shown: tool.enabled ? tool.enabled(current) : true,
      })),
  });
  const shown = tools.map((tool, index) => ({ tool, index })).filter(({ index }) => state[index]?.shown);

  const move = (event: KeyboardEvent) => {
    const position = shown.findIndex(({ index }) => index === focused);
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    let target: number | null = null;
    if (step !== undefined) target = (Math.max(0, position) + step + shown.length) % shown.length;
    else if (event.key === 'Home') target = 0;
    else if (event.key === 'End') target = shown.length - 1;
    if (target === null) return;
    event.preventDefault();
    const next = shown[target]?.index ?? 0;
    setFocused(next);
    buttons.current[next]?.focus();
  };

  const insertImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    try {
      const src = await uploadEditorImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      toast.error(labels.imageFailed);
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const activate = (tool: ToolbarTool) => {
    if (tool.panel) onPanelChange(panel === tool.panel ? null : tool.panel);
    else if (tool.name === 'image') fileInput.current?.click();
    else tool.run?.(editor);
  };
  const closeLink = () => {
    onPanelChange(null);
    editor.commands.focus();
  };
  const tabStop = shown.some(({ index }) => index === focused) ? focused : (shown[0]?.index ?? 0);

  return (
    <div className="sticky top-0 z-10 border-b border-border bg-surface">
      <div role="toolbar" aria-label={labels.toolbar} className="flex flex-wrap gap-0.5 p-1" onKeyDown={move}>
        {shown.map(({ tool, index }) => {
          const Icon = tool.icon;
          const pressed = tool.active ? state[index]?.pressed : tool.panel ? panel === tool.panel : undefined;
          const label = labels.tool(tool);
          return (
            <button
              key={toolKey(tool)}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === tabStop ? 0 : -1}
              aria-label={label}
              title={label}
              aria-pressed={pressed}
              disabled={tool.name === 'image' && uploading}
              className={cn(
                'rounded-md p-1.5 text-muted hover:bg-black/5 hover:text-ink disabled:opacity-40',
                pressed && 'bg-primary-soft text-primary',
              )}
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocused(index)}
              onClick={() => activate(tool)}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          );
        })}
        <input
          ref={fileInput}
          type="file"
          accept="image/png,image/jpeg,image/gif,image/webp"
          className="sr-only"
          tabIndex={-1}
          aria-label={labels.image}
          data-testid={imageInputTestId}
          onChange={(event) => insertImage(event.target.files?.[0])}
        />
      </div>
      {panel === 'link' ? (
        <LinkForm
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            onPanelChange(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            onPanelChange(null);
          }}
          onCancel={closeLink}
        />
      ) : null}
      {children}
    </div>
  );
};
