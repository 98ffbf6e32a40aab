import { isInTable } from '@tiptap/pm/tables';
import type { Editor } from '@tiptap/react';
import { Heading2, Heading3, LayoutGrid } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  BLOCK_TOOLS,
  BOLD_TOOL,
  INSERT_TABLE_TOOL,
  ITALIC_TOOL,
  RichTextToolbar,
  TABLE_EDIT_TOOLS,
  type ToolbarTool,
} from '../../../ui/editor/toolbar';
import { WidgetForm } from './widget-form';

const TOOLS: ToolbarTool[] = [
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
  BOLD_TOOL,
  ITALIC_TOOL,
  ...BLOCK_TOOLS,
  INSERT_TABLE_TOOL,
  { name: 'widget', icon: LayoutGrid, enabled: (e) => !isInTable(e.state), panel: 'widget' },
  ...TABLE_EDIT_TOOLS,
];

/** The page editor's tools: the shared ones and the widget tool, which embeds a widget (its data is loaded for each reader of the page). */
export const EditorToolbar = ({ editor }: { editor: Editor }) => {
  const { t } = useTranslation();
  const [panel, setPanel] = useState<string | null>(null);
  return (
    <RichTextToolbar
      editor={editor}
      tools={TOOLS}
      labels={{
        toolbar: t('js.pages.editor.toolbar'),
        image: t('js.pages.editor.image'),
        imageFailed: t('js.pages.editor.image_failed'),
        tool: (tool) => t(`js.pages.editor.${tool.name}`, tool.labelOptions),
      }}
      imageInputTestId="page-image-input"
      panel={panel}
      onPanelChange={setPanel}
    >
      {panel === 'widget' ? (
        <WidgetForm
          onInsert={(type, settings) => {
            editor.chain().focus().insertContent({ type: 'embeddedWidget', attrs: { type, settings } }).run();
            setPanel(null);
          }}
          onCancel={() => {
            setPanel(null);
            editor.commands.focus();
          }}
        />
      ) : null}
    </RichTextToolbar>
  );
};
