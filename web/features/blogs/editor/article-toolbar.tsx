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
  Heading1,
  Heading2,
  Heading3,
  Heading4,
  Heading5,
  ImagePlus,
  Italic,
  Link2,
  List,
  ListOrdered,
  type LucideIcon,
  Palette,
  Rows3,
  Smile,
  Strikethrough,
  Table2,
  TextQuote,
  Trash2,
} from 'lucide-react';
import { type KeyboardEvent, type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_HEADING_LEVELS, EDITOR_COLORS, EDITOR_EMOJI } from '../../../../contract/blogs';
import { cn } from '../../../ui/cn';
import { toast } from '../../../ui/toaster';
import { LinkForm } from '../../messages';
import { NEW_TABLE_HTML, uploadPageImage } from '../../pages';

type Panel = 'link' | 'color' | 'emoji' | null;

type Tool = {
  name: string;
  /** The label's options (the heading's level as the writer sees it). */
  labelOptions?: Record<string, number>;
  icon: LucideIcon;
  active?: (editor: Editor) => boolean;
  enabled?: (editor: Editor) => boolean;
  /** Tools that open a panel or the file dialog have none. */
  run?: (editor: Editor) => void;
  panel?: Panel;
};

const inTable = (editor: Editor) => isInTable(editor.state);
const tableCommand =
  (command: typeof addRowAfter) =>
  (editor: Editor): void => {
    command(editor.state, editor.view.dispatch);
    editor.commands.focus();
  };

const HEADING_ICONS = [Heading1, Heading2, Heading3, Heading4, Heading5];

/** Headings 1-5 as the writer names them are h2-h6 (part 1 section 9). */
const HEADING_TOOLS: Tool[] = ARTICLE_HEADING_LEVELS.map((level, index) => ({
  name: 'heading',
  labelOptions: { level: index + 1 },
  icon: HEADING_ICONS[index] ?? Heading5,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
}));

const TOOLS: Tool[] = [
  ...HEADING_TOOLS,
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
    name: 'strike',
    icon: Strikethrough,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  { name: 'color', icon: Palette, active: (e) => e.isActive('textColor'), panel: 'color' },
  { name: 'emoji', icon: Smile, panel: 'emoji' },
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
  {
    name: 'table',
    icon: Table2,
    enabled: (e) => !inTable(e),
    run: (e) => e.chain().focus().insertContent(NEW_TABLE_HTML).run(),
  },
  { name: 'add_row', icon: Rows3, enabled: inTable, run: tableCommand(addRowAfter) },
  { name: 'add_column', icon: Columns3, enabled: inTable, run: tableCommand(addColumnAfter) },
  { name: 'delete_row', icon: Trash2, enabled: inTable, run: tableCommand(deleteRow) },
  { name: 'delete_column', icon: Trash2, enabled: inTable, run: tableCommand(deleteColumn) },
  { name: 'delete_table', icon: Trash2, enabled: inTable, run: tableCommand(deleteTable) },
];

const toolKey = (tool: Tool) => `${tool.name}${tool.labelOptions?.level ?? ''}`;

/** A row of choices under the toolbar: the colours or the emoji. */
const ChoicePanel = ({ label, children }: { label: string; children: ReactNode }) => (
  <fieldset className="flex flex-wrap gap-1 border-t border-border p-2">
    <legend className="sr-only">{label}</legend>
    {children}
  </fieldset>
);

/**
 * The article editor's tools: one tab stop, arrow keys between buttons (WAI-ARIA toolbar). Colours
 * and emoji open a row of choices; table tools appear inside a table; the image tool uploads a picture
 * (the article's save makes it the article's) and puts it at the cursor.
 */
export const ArticleToolbar = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const [panel, setPanel] = useState<Panel>(null);
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
      toast.error(t('js.blogs.editor.image_failed'));
    } finally {
      setUploading(false);
      if (fileInput.current) fileInput.current.value = '';
    }
  };

  const activate = (tool: Tool) => {
    if (tool.panel) setPanel(panel === tool.panel ? null : tool.panel);
    else if (tool.name === 'image') fileInput.current?.click();
    else tool.run?.(editor);
  };
  const closePanel = () => {
    setPanel(null);
    editor.commands.focus();
  };
  const tabStop = shown.some(({ index }) => index === focused) ? focused : (shown[0]?.index ?? 0);

  return (
    <div className="sticky top-0 z-10 border-b border-border bg-surface">
      <div
        role="toolbar"
        aria-label={t('js.blogs.editor.toolbar')}
        className="flex flex-wrap gap-0.5 p-1"
        onKeyDown={move}
      >
        {shown.map(({ tool, index }) => {
          const Icon = tool.icon;
          const pressed = tool.panel && tool.panel !== 'link' ? panel === tool.panel : state[index]?.pressed;
          const label = t(`js.blogs.editor.${tool.name}`, tool.labelOptions);
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
          aria-label={t('js.blogs.editor.image')}
          data-testid="article-image-input"
          onChange={(event) => insertImage(event.target.files?.[0])}
        />
      </div>
      {panel === 'link' ? (
        <LinkForm
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setPanel(null);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setPanel(null);
          }}
          onCancel={closePanel}
        />
      ) : null}
      {panel === 'color' ? (
        <ChoicePanel label={t('js.blogs.editor.color')}>
          {EDITOR_COLORS.map((color) => (
            <button
              key={color}
              type="button"
              className="article-content rounded-md border border-border px-2 py-1 text-sm hover:bg-black/5"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                editor.chain().focus().setTextColor(color).run();
                setPanel(null);
              }}
            >
              <span data-color={color}>{t(`js.blogs.editor.colors.${color}`)}</span>
            </button>
          ))}
          <button
            type="button"
            className="rounded-md border border-border px-2 py-1 text-sm hover:bg-black/5"
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => {
              editor.chain().focus().unsetTextColor().run();
              setPanel(null);
            }}
          >
            {t('js.blogs.editor.no_color')}
          </button>
        </ChoicePanel>
      ) : null}
      {panel === 'emoji' ? (
        <ChoicePanel label={t('js.blogs.editor.emoji')}>
          {EDITOR_EMOJI.map((emoji) => (
            <button
              key={emoji}
              type="button"
              className="rounded-md px-1.5 py-1 text-lg hover:bg-black/5"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                editor.chain().focus().insertContent(emoji).run();
                setPanel(null);
              }}
            >
              {emoji}
            </button>
          ))}
        </ChoicePanel>
      ) : null}
    </div>
  );
};
