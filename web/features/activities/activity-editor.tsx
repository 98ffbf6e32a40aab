import Placeholder from '@tiptap/extension-placeholder';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef, useState } from 'react';
import { cn } from '../../ui/cn';
import { editorCspOptions } from '../../ui/editor/editor-options';
import {
  mentionExtension,
  mentionedIds,
  type SuggestionHost,
  type SuggestionView,
} from './suggestions/mention-extension';
import { suggestionKey } from './suggestions/suggestion-keys';
import { SuggestionList, suggestionOptionId } from './suggestions/suggestion-list';

/** The editor's content: HTML for the server, text to check emptiness, the members mentioned. */
export type EditorValue = { html: string; text: string; mentionIds: string[] };

export const emptyEditorValue = (): EditorValue => ({ html: '', text: '', mentionIds: [] });

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
 * server's sanitiser keeps. Typing `@` and a name offers members to mention (their ids go with the
 * post), `#` and a word offers known tags; #tags stay text the server tags the post with.
 */
export const ActivityEditor = ({
  label,
  placeholder,
  onChange,
  invalid,
  describedBy,
  compact,
}: ActivityEditorProps) => {
  const listId = useId();
  const frame = useRef<HTMLDivElement>(null);
  const [view, setView] = useState<SuggestionView | null>(null);
  const [active, setActive] = useState(0);
  // The extension is built once; it reaches the current list through this ref.
  const state = useRef({ view, active });
  state.current = { view, active };
  const host = useRef<SuggestionHost>({
    show: (next) => {
      setView(next);
      if (!next || next.query !== state.current.view?.query) setActive(0);
    },
    keyDown: (event) => {
      const open = state.current.view;
      if (!open) return false;
      const result = suggestionKey(event.key, state.current.active, open.items.length);
      if (result.type === 'move') setActive(result.active);
      if (result.type === 'close') setView(null);
      if (result.type === 'pick') {
        const item = open.items[result.index];
        if (item) open.pick(item);
      }
      return result.type !== 'pass';
    },
  });
  const editor = useEditor({
    ...editorCspOptions,
    extensions: [
      StarterKit.configure({
        heading: false,
        codeBlock: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
      }),
      Placeholder.configure({ placeholder }),
      mentionExtension(() => host.current),
    ],
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        'aria-autocomplete': 'list',
        ...(invalid ? { 'aria-invalid': 'true' } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: cn('rich-content px-3 py-2 outline-none', compact ? 'min-h-10' : 'min-h-20'),
      },
    },
    onUpdate: ({ editor: current }) =>
      onChange({ html: current.getHTML(), text: current.getText(), mentionIds: mentionedIds(current) }),
    shouldRerenderOnTransaction: false,
  });

  // Screen readers follow the highlighted option while the focus stays in the text. A textbox may not
  // carry aria-expanded (ARIA 1.2 allows it on a combobox only), so the open list is announced by
  // aria-controls and the active option alone.
  const listOpen = view !== null && view.items.length > 0 && !view.loading && !view.failed;
  useEffect(() => {
    const dom = editor?.view.dom;
    if (!dom) return;
    if (listOpen) {
      dom.setAttribute('aria-controls', listId);
      dom.setAttribute('aria-activedescendant', suggestionOptionId(listId, active));
    } else {
      dom.removeAttribute('aria-controls');
      dom.removeAttribute('aria-activedescendant');
    }
  }, [editor, listOpen, listId, active]);

  const frameRect = frame.current?.getBoundingClientRect();
  const position =
    view?.rect && frameRect
      ? { top: view.rect.bottom - frameRect.top + 4, left: Math.max(0, view.rect.left - frameRect.left) }
      : { top: 0, left: 0 };
  return (
    <div
      ref={frame}
      className={cn(
        'relative rounded-lg border border-border-strong bg-surface shadow-xs',
        'focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/15',
        invalid && 'border-danger',
      )}
    >
      <EditorContent editor={editor} />
      {view ? <SuggestionList id={listId} view={view} active={active} position={position} /> : null}
    </div>
  );
};
