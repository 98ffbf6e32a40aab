import { type Editor, useEditorState } from '@tiptap/react';
import { Bold, Italic, Link2, List, ListOrdered, type LucideIcon, TextQuote } from 'lucide-react';
import { type KeyboardEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { LinkForm } from '../../../ui/editor/link-form';

type Format = {
  name: 'bold' | 'italic' | 'bulletList' | 'orderedList' | 'link' | 'blockquote';
  label: string;
  icon: LucideIcon;
};

const FORMATS: Format[] = [
  { name: 'bold', label: 'js.messages.format_bold', icon: Bold },
  { name: 'italic', label: 'js.messages.format_italic', icon: Italic },
  { name: 'bulletList', label: 'js.messages.format_bullet_list', icon: List },
  { name: 'orderedList', label: 'js.messages.format_ordered_list', icon: ListOrdered },
  { name: 'blockquote', label: 'js.messages.format_quote', icon: TextQuote },
  { name: 'link', label: 'js.messages.format_link', icon: Link2 },
];

const toggle = (editor: Editor, name: Format['name']) => {
  const chain = editor.chain().focus();
  if (name === 'bold') chain.toggleBold().run();
  else if (name === 'italic') chain.toggleItalic().run();
  else if (name === 'bulletList') chain.toggleBulletList().run();
  else if (name === 'orderedList') chain.toggleOrderedList().run();
  else if (name === 'blockquote') chain.toggleBlockquote().run();
};

/**
 * The format buttons above the editor: one tab stop, arrow keys move between buttons (WAI-ARIA
 * toolbar pattern), aria-pressed tells whether the selection has the format. The link button opens a
 * small form for the address instead of a browser prompt.
 */
export const FormatToolbar = ({ editor, label }: { editor: Editor; label: string }) => {
  const { t } = useTranslation();
  const [focused, setFocused] = useState(0);
  const [linking, setLinking] = useState(false);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(FORMATS.map((format) => [format.name, current.isActive(format.name)])),
  });

  const move = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    const target =
      step !== undefined
        ? (focused + step + FORMATS.length) % FORMATS.length
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? FORMATS.length - 1
            : null;
    if (target === null) return;
    event.preventDefault();
    setFocused(target);
    buttons.current[target]?.focus();
  };

  return (
    <div className="border-b border-border">
      <div role="toolbar" aria-label={label} className="flex gap-0.5 p-1" onKeyDown={move}>
        {FORMATS.map((format, index) => {
          const Icon = format.icon;
          const pressed = Boolean(active[format.name]);
          return (
            <button
              key={format.name}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              tabIndex={index === focused ? 0 : -1}
              aria-label={t(format.label)}
              title={t(format.label)}
              aria-pressed={pressed}
              className={cn(
                'rounded-md p-1.5 text-muted hover:bg-black/5 hover:text-ink',
                pressed && 'bg-primary-soft text-primary',
              )}
              // Keep the editor's selection: a mouse press on the button must not blur the editor.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setFocused(index)}
              onClick={() => (format.name === 'link' ? setLinking(!linking) : toggle(editor, format.name))}
            >
              <Icon className="size-4" aria-hidden="true" />
            </button>
          );
        })}
      </div>
      {linking ? (
        <LinkForm
          initialHref={String(editor.getAttributes('link').href ?? '')}
          onApply={(href) => {
            editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
            setLinking(false);
          }}
          onRemove={() => {
            editor.chain().focus().extendMarkRange('link').unsetLink().run();
            setLinking(false);
          }}
          onCancel={() => {
            setLinking(false);
            editor.commands.focus();
          }}
        />
      ) : null}
    </div>
  );
};
