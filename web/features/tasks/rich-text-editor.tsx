import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '../../ui/cn';
import '../../ui/rich-content.css';
import { editorCspOptions } from '../../ui/editor/editor-options';

type Props = {
  label: string;
  placeholder?: string;
  /** The starting HTML (sanitised by the server); later changes of the prop are not applied. */
  initialHtml: string;
  onChange: (html: string) => void;
};

/**
 * The rich text of task descriptions and notes (TipTap): paragraphs, headings, bold, italic, lists,
 * links and quotes, what the server's sanitiser keeps.
 */
export const RichTextEditor = ({ label, placeholder, initialHtml, onChange }: Props) => {
  const editor = useEditor({
    ...editorCspOptions,
    content: initialHtml,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        class: cn('rich-content min-h-24 px-3 py-2 outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    shouldRerenderOnTransaction: false,
  });
  return (
    <div className="rounded-lg border border-border-strong bg-surface shadow-xs focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/15">
      <EditorContent editor={editor} />
    </div>
  );
};
