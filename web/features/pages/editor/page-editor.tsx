import Image from '@tiptap/extension-image';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '../../../ui/cn';
import { EditorToolbar } from './editor-toolbar';
import { Table, TableCell, TableHeader, TableRow } from './table';
import { EmbeddedWidget } from './widget-node';
import '../../../ui/rich-content.css';
import '../page-content.css';
import { editorCspOptions } from '../../../ui/editor/editor-options';

export type PageEditorProps = {
  id?: string;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The page editor (TipTap): headings, lists, quotes, links, tables, embedded widgets and images uploaded to our storage
 * — the markup the server keeps for pages (server/modules/pages/content.ts). Heading anchors are the
 * server's; the editor drops them and the next save sets them again. Loaded only with the edit pages.
 */
export const PageEditor = ({
  id,
  label,
  initialHtml,
  onChange,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: PageEditorProps) => {
  const editor = useEditor({
    ...editorCspOptions,
    extensions: [
      StarterKit.configure({
        heading: { levels: [1, 2, 3, 4] },
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
      EmbeddedWidget,
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
        class: 'rich-content page-content min-h-80 p-4 focus:outline-none',
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
      {editor ? <EditorToolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
};
