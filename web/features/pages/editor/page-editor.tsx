import { RichTextEditor, type RichTextEditorProps } from '../../../ui/editor/rich-text-editor';
import { EditorToolbar } from './editor-toolbar';
import { EmbeddedWidget } from './widget-node';
import '../page-content.css';

export type PageEditorProps = RichTextEditorProps;

const PAGE_HEADING_LEVELS = [1, 2, 3, 4] as const;
const PAGE_EXTENSIONS = [EmbeddedWidget];

/**
 * The page editor: the shared rich-text editor with headings 1-4 and embedded widgets, the markup the
 * server keeps for pages (server/modules/pages/content.ts). Heading anchors are the server's; the
 * editor drops them and the next save sets them again.
 */
export const PageEditor = (props: PageEditorProps) => (
  <RichTextEditor
    {...props}
    headingLevels={PAGE_HEADING_LEVELS}
    extensions={PAGE_EXTENSIONS}
    contentClass="page-content"
    toolbar={(editor) => <EditorToolbar editor={editor} />}
  />
);
