import type { Editor } from '@tiptap/react';
import {
  Heading1,
  Heading2,
  Heading3,
  Heading4,
  Heading5,
  Palette,
  Smile,
  Strikethrough,
} from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_HEADING_LEVELS, EDITOR_COLORS, EDITOR_EMOJI } from '../../../../contract/blogs';
import {
  BLOCK_TOOLS,
  BOLD_TOOL,
  INSERT_TABLE_TOOL,
  ITALIC_TOOL,
  RichTextToolbar,
  TABLE_EDIT_TOOLS,
  type ToolbarTool,
} from '../../../ui/editor/toolbar';

const HEADING_ICONS = [Heading1, Heading2, Heading3, Heading4, Heading5];

/** Headings 1-5 as the writer names them are h2-h6 (part 1 section 9). */
const HEADING_TOOLS: ToolbarTool[] = ARTICLE_HEADING_LEVELS.map((level, index) => ({
  name: 'heading',
  labelOptions: { level: index + 1 },
  icon: HEADING_ICONS[index] ?? Heading5,
  active: (e) => e.isActive('heading', { level }),
  run: (e) => e.chain().focus().toggleHeading({ level }).run(),
}));

const TOOLS: ToolbarTool[] = [
  ...HEADING_TOOLS,
  BOLD_TOOL,
  ITALIC_TOOL,
  {
    name: 'strike',
    icon: Strikethrough,
    active: (e) => e.isActive('strike'),
    run: (e) => e.chain().focus().toggleStrike().run(),
  },
  { name: 'color', icon: Palette, panel: 'color' },
  { name: 'emoji', icon: Smile, panel: 'emoji' },
  ...BLOCK_TOOLS,
  INSERT_TABLE_TOOL,
  ...TABLE_EDIT_TOOLS,
];

/** A row of choices under the toolbar: the colours or the emoji. */
const ChoicePanel = ({ label, children }: { label: string; children: ReactNode }) => (
  <fieldset className="flex flex-wrap gap-1 border-t border-border p-2">
    <legend className="sr-only">{label}</legend>
    {children}
  </fieldset>
);

/** The article editor's tools: the shared ones, strike-through, the named colours and the emoji. */
export const ArticleToolbar = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<string | null>(null);

  return (
    <RichTextToolbar
      editor={editor}
      tools={TOOLS}
      labels={{
        toolbar: t('js.blogs.editor.toolbar'),
        image: t('js.blogs.editor.image'),
        imageFailed: t('js.blogs.editor.image_failed'),
        tool: (tool) => t(`js.blogs.editor.${tool.name}`, tool.labelOptions),
      }}
      imageInputTestId="article-image-input"
      panel={panel}
      onPanelChange={setPanel}
    >
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
    </RichTextToolbar>
  );
};
