import { type KeyboardEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../button';
import { inputClasses } from '../form-field';

export type LinkFormProps = {
  initialHref: string;
  onApply: (href: string) => void;
  onRemove: () => void;
  onCancel: () => void;
};

/** Web addresses and e-mail addresses the server keeps (http, https, mailto); a bare host gets https. */
export const normalizeHref = (input: string): string | null => {
  const text = input.trim();
  if (text === '') return null;
  if (/^(https?:\/\/|mailto:)/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  if (/^[^\s@/]+@[^\s@/]+\.[^\s@/]+$/.test(text)) return `mailto:${text}`;
  return `https://${text}`;
};

/** The address of the link at the selection: Enter applies, Escape returns to the text. */
export const LinkForm = ({ initialHref, onApply, onRemove, onCancel }: LinkFormProps) => {
  const { t } = useTranslation();
  const id = useId();
  const [href, setHref] = useState(initialHref);
  const [invalid, setInvalid] = useState(false);
  const apply = () => {
    const normalized = normalizeHref(href);
    if (normalized === null) {
      setInvalid(true);
      return;
    }
    onApply(normalized);
  };
  const keys = (event: KeyboardEvent) => {
    if (event.key === 'Enter') {
      // The form around the editor must not be submitted.
      event.preventDefault();
      apply();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onCancel();
    }
  };
  return (
    <div className="flex flex-wrap items-center gap-2 border-t border-border p-2">
      <label htmlFor={id} className="text-sm font-medium">
        {t('js.messages.link_address')}
      </label>
      <input
        id={id}
        className={`${inputClasses} h-8 min-w-48 flex-1`}
        value={href}
        placeholder="https://"
        aria-invalid={invalid || undefined}
        // The form opens on a deliberate click; its only field takes the focus.
        // biome-ignore lint/a11y/noAutofocus: see above
        autoFocus
        onChange={(event) => {
          setHref(event.target.value);
          setInvalid(false);
        }}
        onKeyDown={keys}
      />
      <Button size="sm" variant="primary" onClick={apply}>
        {t('js.messages.link_apply')}
      </Button>
      {initialHref ? (
        <Button size="sm" variant="ghost" onClick={onRemove}>
          {t('js.messages.link_remove')}
        </Button>
      ) : null}
      <Button size="sm" variant="ghost" onClick={onCancel}>
        {t('js.cancel')}
      </Button>
      {invalid ? (
        <p className="w-full text-sm text-danger" role="alert">
          {t('js.messages.link_invalid')}
        </p>
      ) : null}
    </div>
  );
};
