import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ARTICLE_HEADING_LEVELS } from '../../../../contract/blogs';
import { cn } from '../../../ui/cn';
import { editorCspOptions } from '../../../ui/editor/editor-options';
import { Table, TableCell, TableHeader, TableRow } from '../../pages';
import { ArticleToolbar } from './article-toolbar';
import { TextColor } from './color-mark';
import '../../../ui/rich-content.css';
import '../article-content.css';

export type ArticleEditorProps = {
  id?: string;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The article editor (TipTap): headings 1-5 written as h2-h6 (the title is the page's h1), the named
 * colours, emoji, lists, quotes, links, tables and images uploaded to our storage: the markup the
 * server keeps (server/modules/blogs/content.ts). Loaded only with the article editor pages.
 */
export const ArticleEditor = ({
  id,
  label,
  initialHtml,
  onChange,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: ArticleEditorProps) => {
  const editor = useEditor({
    ...editorCspOptions,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...ARTICLE_HEADING_LEVELS] },
        codeBlock: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          HTMLAttributes: { rel: null, target: null },
        },
      }),
      Image.configure({ inline: false, allowBase64: false }),
      Table,
      TableRow,
      TableHeader,
      TableCell,
      TextColor,
    ],
    content: initialHtml,
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rich-content article-content min-h-80 p-4 focus:outline-none',
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.getHTML()),
    shouldRerenderOnTransaction: false,
  });

  return (
    <div
      className={cn(
        'rounded-lg border border-border-strong bg-surface shadow-xs',
        'focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/15',
        invalid && 'border-danger',
      )}
    >
      {editor ? <ArticleToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
};
