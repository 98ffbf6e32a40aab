import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { cn } from '../../ui/cn';

export type EditorValue = { html: string; text: string };

export type ActivityEditorProps = {
  label: string;
  placeholder: string;
  onChange: (value: EditorValue) => void;
  invalid?: boolean;
  describedBy?: string;
  compact?: boolean;
};

/**
 * Rich text of posts and replies (TipTap): paragraphs, bold, italic, lists, links and quotes, what the
 * server's sanitiser keeps. #tags are written as text; the server tags the post with them.
 */
export const ActivityEditor = ({
  label,
  placeholder,
  onChange,
  invalid,
  describedBy,
  compact,
}: ActivityEditorProps) => {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder }),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn('rich-content px-3 py-2 outline-none', compact ? 'min-h-10' : 'min-h-20'),
      },
    },
    onUpdate: ({ editor: current }) => onChange({ html: current.getHTML(), text: current.getText() }),
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
      <EditorContent editor={editor} />
    </div>
  );
};
