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
  Heading2,
  Heading3,
  ImagePlus,
  Italic,
  LayoutGrid,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Rows3,
  Table2,
  TextQuote,
  Trash2,
} from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toaster';
import { LinkForm } from '../../messages';
import { NEW_TABLE_HTML } from './table';
import { uploadPageImage } from './upload-image';
import { WidgetForm } from './widget-form';

type Tool = {
  name: string;
  icon: LucideIcon;
  /** Whether the selection has the format (aria-pressed); absent for actions. */
  active?: (editor: Editor) => boolean;
  /** Offered only where it applies (the row and column tools inside a table). */
  enabled?: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
};

const inTable = (editor: Editor) => isInTable(editor.state);
const tableCommand =
  (command: typeof addRowAfter) =>
  (editor: Editor): void => {
    command(editor.state, editor.view.dispatch);
    editor.commands.focus();
  };

const TOOLS: Tool[] = [
  {
    name: 'heading_2',
    icon: Heading2,
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'heading_3',
    icon: Heading3,
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'bold',
    icon: Bold,
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'italic',
    icon: Italic,
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
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
  { name: 'link', icon: Link2, active: (e) => e.isActive('link'), run: () => undefined },
  { name: 'image', icon: ImagePlus, run: () => undefined },
  {
    name: 'table',
    icon: Table2,
    enabled: (e) => !inTable(e),
    run: (e) => e.chain().focus().insertContent(NEW_TABLE_HTML).run(),
  },
  { name: 'widget', icon: LayoutGrid, enabled: (e) => !inTable(e), run: () => undefined },
  { name: 'add_row', icon: Rows3, enabled: inTable, run: tableCommand(addRowAfter) },
  { name: 'add_column', icon: Columns3, enabled: inTable, run: tableCommand(addColumnAfter) },
  { name: 'delete_row', icon: Trash2, enabled: inTable, run: tableCommand(deleteRow) },
  { name: 'delete_column', icon: Trash2, enabled: inTable, run: tableCommand(deleteColumn) },
  { name: 'delete_table', icon: Trash2, enabled: inTable, run: tableCommand(deleteTable) },
];

/**
 * The editor's tools: one tab stop, arrow keys between buttons (WAI-ARIA toolbar). Table tools
 * appear inside a table; the image tool uploads a picture and puts it at the cursor; the widget tool
 * embeds a widget (its data is loaded for each reader of the page).
 */
export const EditorToolbar = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const [linking, setLinking] = useState(false);
  const [embedding, setEmbedding] = useState(false);
  const [uploading, setUploading] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      TOOLS.map((tool) => ({
        pressed: tool.active ? tool.active(current) : undefined,
        shown: tool.enabled ? tool.enabled(current) : true,
      })),
  });
  const shown = TOOLS.map((tool, index) => ({ tool, index })).filter(({ index }) => state[index]?.shown);

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
      const src = await uploadPageImage(file);
      editor.chain().focus().setImage({ src, alt: file.name }).run();
    } catch {
      toast.error(t('js.pages.editor.image_failed'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const activate = (tool: Tool) => {
    if (tool.name === 'link') setLinking(!linking);
    else if (tool.name === 'image') fileInput.current?.click();
    else if (tool.name === 'widget') setEmbedding(!embedding);
    else tool.run(editor);
  };
  const tabStop = shown.some(({ index }) => index === focused) ? focused : (shown[0]?.index ?? 0);

  return (
    <div className="sticky top-0 z-10 border-b border-border bg-surface">
      <div
        role="toolbar"
        aria-label={t('js.pages.editor.toolbar')}
        className="flex flex-wrap gap-0.5 p-1"
        onKeyDown={move}
      >
        {shown.map(({ tool, index }) => {
          const Icon = tool.icon;
          const pressed = state[index]?.pressed;
          return (
            <button
              key={tool.name}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === tabStop ? 0 : -1}
              aria-label={t(`js.pages.editor.${tool.name}`)}
              title={t(`js.pages.editor.${tool.name}`)}
              aria-pressed={tool.name === 'widget' ? embedding : pressed}
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
          aria-label={t('js.pages.editor.image')}
          data-testid="page-image-input"
          onChange={(event) => insertImage(event.target.files?.[0])}
        />
      </div>
      {linking ? (
        <LinkForm
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
      {embedding ? (
        <WidgetForm
          onInsert={(type, settings) => {
            editor.chain().focus().insertContent({ type: 'embeddedWidget', attrs: { type, settings } }).run();
            setEmbedding(false);
          }}
          onCancel={() => {
            setEmbedding(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
};
