import Image from '@tiptap/extension-image';
import { type AnyExtension, type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { ReactNode } from 'react';
import { cn } from '../cn';
import { editorCspOptions } from './editor-options';
import { Table, TableCell, TableHeader, TableRow } from './table';
import '../rich-content.css';

export type RichTextEditorProps = {
  id?: string;
  label: string;
  initialHtml: string;
  onChange: (html: string) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/** HTML heading levels the editor offers. */
type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;

type RichTextEditorSetup = {
  headingLevels: readonly HeadingLevel[];
  /** What this editor adds to the shared nodes (StarterKit without code blocks, images, tables). */
  extensions: AnyExtension[];
  /** The content's class beside `rich-content`: the styles the reader's page uses too. */
  contentClass: string;
  toolbar: (editor: Editor) => ReactNode;
};

/**
 * A TipTap editor for the HTML the server keeps for pages and articles: links (http, https, mailto;
 * no target), images uploaded to our storage, tables; each caller adds its headings, nodes and tools.
 * Loaded only with the edit pages.
 */
export const RichTextEditor = ({
  id,
  label,
  initialHtml,
  onChange,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
  headingLevels,
  extensions,
  contentClass,
  toolbar,
}: RichTextEditorProps & RichTextEditorSetup) => {
  const editor = useEditor({
    ...editorCspOptions,
    extensions: [
      StarterKit.configure({
        heading: { levels: [...headingLevels] },
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
      ...extensions,
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
        class: `rich-content ${contentClass} min-h-80 p-4 focus:outline-none`,
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
      {editor ? toolbar(editor) : null}
      <EditorContent editor={editor} />
    </div>
  );
};
