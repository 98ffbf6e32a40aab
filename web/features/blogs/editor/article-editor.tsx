import { ARTICLE_HEADING_LEVELS } from '../../../../contract/blogs';
import { RichTextEditor, type RichTextEditorProps } from '../../../ui/editor/rich-text-editor';
import { ArticleToolbar } from './article-toolbar';
import { TextColor } from './color-mark';
import '../article-content.css';

export type ArticleEditorProps = RichTextEditorProps;

const ARTICLE_EXTENSIONS = [TextColor];

/**
 * The article editor: the shared rich-text editor with headings 1-5 written as h2-h6 (the title is
 * the page's h1), the named colours and emoji: the markup the server keeps
 * (server/modules/blogs/content.ts).
 */
export const ArticleEditor = (props: ArticleEditorProps) => (
  <RichTextEditor
    {...props}
    headingLevels={ARTICLE_HEADING_LEVELS}
    extensions={ARTICLE_EXTENSIONS}
    contentClass="article-content"
    toolbar={(editor) => <ArticleToolbar editor={editor} />}
  />
);
