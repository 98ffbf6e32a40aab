import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { FormatToolbar } from './format-toolbar';
import '../../../ui/rich-content.css';
import { editorCspOptions } from '../../../ui/editor/editor-options';

export type RichTextValue = { html: string; text: string };

export type RichTextEditorProps = {
  /** From FormField: the editable area carries it, so the field's label and errors describe it. */
  id?: string;
  label: string;
  placeholder?: string;
  initialHtml?: string;
  onChange: (value: RichTextValue) => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
};

/**
 * The composer's rich text (TipTap): paragraphs, bold, italic, lists, links and quotes, the markup
 * the server's sanitiser keeps (server/modules/messages/sanitize.ts). Headings, code blocks and rules
 * are left out: a message is not a document. Loaded only with the composer (lazy route).
 */
export const RichTextEditor = ({
  id,
  label,
  placeholder,
  initialHtml = '',
  onChange,
  'aria-invalid': invalid,
  'aria-describedby': describedBy,
}: RichTextEditorProps) => {
  const { t } = useTranslation();
  const editor = useEditor({
    ...editorCspOptions,
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto'],
          HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
        },
      }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
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
        class: 'rich-content',
      },
    },
    onUpdate: ({ editor: current }) => onChange({ html: current.getHTML(), text: current.getText() }),
    // Only the toolbar follows the selection (useEditorState there); the field itself need not re-render.
    shouldRerenderOnTransaction: false,
  });

  return (
    <div
      className={cn(
        'rich-editor rounded-lg border border-border-strong bg-surface shadow-xs',
        'focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/15',
        invalid && 'border-danger',
      )}
    >
      {editor ? <FormatToolbar editor={editor} label={t('js.messages.format_toolbar')} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
};
