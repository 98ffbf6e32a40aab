import { Bold, Italic, Link2, List, ListOrdered } from 'lucide-react';
import { forwardRef, type ReactNode, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../ui/cn';
import { inputClasses } from '../../../ui/form-field';

type Edit = (text: string, start: number, end: number) => { text: string; start: number; end: number };

const wrap =
  (marker: string): Edit =>
  (text, start, end) => {
    const inner = text.slice(start, end);
    return {
      text: `${text.slice(0, start)}${marker}${inner}${marker}${text.slice(end)}`,
      start: start + marker.length,
      end: end + marker.length,
    };
  };

const prefixLines =
  (prefix: (index: number) => string): Edit =>
  (text, start, end) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    const block = text.slice(lineStart, end);
    const prefixed = block
      .split('\n')
      .map((line, index) => `${prefix(index)}${line}`)
      .join('\n');
    return {
      text: `${text.slice(0, lineStart)}${prefixed}${text.slice(end)}`,
      start: lineStart,
      end: lineStart + prefixed.length,
    };
  };

const link: Edit = (text, start, end) => {
  const label = text.slice(start, end) || 'link';
  const inserted = `[${label}](https://)`;
  const urlAt = start + label.length + 3;
  return { text: `${text.slice(0, start)}${inserted}${text.slice(end)}`, start: urlAt, end: urlAt + 8 };
};

/**
 * The description is stored as markdown (the server renders it, sanitised), so the editor is a text
 * area with a small toolbar that writes the markdown for bold, italic, links and lists.
 */
export const DescriptionEditor = forwardRef<
  HTMLTextAreaElement,
  {
    id?: string;
    value: string;
    onChange: (value: string) => void;
    'aria-invalid'?: boolean;
    'aria-describedby'?: string;
  }
>(({ value, onChange, ...props }, ref) => {
  const { t } = useTranslation();
  const area = useRef<HTMLTextAreaElement>(null);
  useImperativeHandle(ref, () => area.current as HTMLTextAreaElement);
  const apply = (edit: Edit) => {
    const element = area.current;
    if (!element) return;
    const result = edit(value, element.selectionStart, element.selectionEnd);
    onChange(result.text);
    requestAnimationFrame(() => {
      element.focus();
      element.setSelectionRange(result.start, result.end);
    });
  };
  const tool = (label: string, icon: ReactNode, edit: Edit) => (
    <button
      type="button"
      className="rounded p-1.5 text-muted hover:bg-black/5 hover:text-ink"
      aria-label={label}
      title={label}
      onClick={() => apply(edit)}
    >
      {icon}
    </button>
  );
  return (
    <div className="rounded-lg border border-border-strong focus-within:border-primary focus-within:ring-3 focus-within:ring-primary/15">
      <div
        className="flex gap-0.5 border-b border-border px-1 py-0.5"
        role="toolbar"
        aria-label={t('js.calendars.form.formatting')}
      >
        {tool(t('js.calendars.form.bold'), <Bold aria-hidden className="size-4" />, wrap('**'))}
        {tool(t('js.calendars.form.italic'), <Italic aria-hidden className="size-4" />, wrap('_'))}
        {tool(t('js.calendars.form.link'), <Link2 aria-hidden className="size-4" />, link)}
        {tool(
          t('js.calendars.form.bullets'),
          <List aria-hidden className="size-4" />,
          prefixLines(() => '- '),
        )}
        {tool(
          t('js.calendars.form.numbers'),
          <ListOrdered aria-hidden className="size-4" />,
          prefixLines((index) => `${index + 1}. `),
        )}
      </div>
      <textarea
        ref={area}
        rows={8}
        className={cn(inputClasses, 'h-auto rounded-t-none border-0 py-2 shadow-none focus:ring-0')}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...props}
      />
    </div>
  );
});
DescriptionEditor.displayName = 'DescriptionEditor';
