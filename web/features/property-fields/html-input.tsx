import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { cn } from '../../ui/cn';
import '../../ui/rich-content.css';
import { editorCspOptions } from '../../ui/editor/editor-options';
import type { ControlProps } from './inputs';

/**
 * Rich text of an html property (TipTap): paragraphs, headings, bold, italic, lists, links and quotes,
 * what the server's sanitiser keeps. The value is HTML, '' when the editor is empty.
 */
export const HtmlInput = ({
  value,
  onChange,
  onBlur,
  disabled,
  id,
  label,
  ...aria
}: ControlProps<string> & { label: string }) => {
  const editor = useEditor({
    ...editorCspOptions,
    content: value,
    editable: !disabled,
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        codeBlock: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        ...(id ? { id } : {}),
        ...Object.fromEntries(
          Object.entries(aria).flatMap(([key, v]) => (v === undefined ? [] : [[key, String(v)]])),
        ),
        class: cn('rich-content min-h-24 px-3 py-2 outline-none'),
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? '' : current.getHTML()),
    onBlur: () => onBlur?.(),
    shouldRerenderOnTransaction: false,
  });
  useEffect(() => editor?.setEditable(!disabled), [editor, disabled]);
  return (
    <div
      className={cn(
        'rounded-lg border border-border-strong bg-surface shadow-xs focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/15',
        disabled && 'bg-canvas text-muted',
      )}
    >
      <EditorContent editor={editor} />
    </div>
  );
};
