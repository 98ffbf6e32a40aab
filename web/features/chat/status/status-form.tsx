import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { inputClasses } from '../../../ui/form-field';
import { toast } from '../../../ui/toaster';
import { chatKeys } from '../api/chat-keys';
import { useChatSession } from '../api/chat-session-context';
import {
  normalizeStatusText,
  STATUS_TEXT_MAX,
  STATUS_TYPES,
  savesImmediately,
  statusTextFor,
  statusTextLength,
} from '../lib/status-text';
import type { MyProfile, StatusType } from '../types';
import { StatusDot } from './status-dot';

/**
 * Part 1 section 4: choosing busy or online fills its default text when the text is empty or a
 * default; invisible saves at once and closes the form. The text has at most 100 characters and no
 * line breaks.
 */
export const StatusForm = ({ profile, onDone }: { profile: MyProfile; onDone: () => void }) => {
  const { t } = useTranslation();
  const session = useChatSession();
  const client = useQueryClient();
  const textId = useId();
  const [type, setType] = useState<StatusType>(profile.status.type);
  const [text, setText] = useState(profile.status.text);
  const [saving, setSaving] = useState(false);
  const defaults = { online: t('js.chat.status.default_online'), busy: t('js.chat.status.default_busy') };

  const save = async (nextType: StatusType, nextText: string) => {
    setSaving(true);
    try {
      const updated = await session.request('set_status', {
        type: nextType,
        text: normalizeStatusText(nextText),
      });
      client.setQueryData(chatKeys.profile, updated);
      toast.success(t('js.chat.status.saved'));
      onDone();
    } catch {
      toast.error(t('js.chat.status.failed'));
    } finally {
      setSaving(false);
    }
  };

  const choose = (next: StatusType) => {
    setType(next);
    if (savesImmediately(next)) {
      void save(next, text);
      return;
    }
    setText(statusTextFor(next, text, defaults));
  };

  return (
    <form
      className="w-72 space-y-3"
      onSubmit={(event) => {
        event.preventDefault();
        void save(type, text);
      }}
    >
      <fieldset>
        <legend className="mb-2 text-sm font-semibold">{t('js.chat.status.title')}</legend>
        <div className="space-y-1">
          {STATUS_TYPES.map((option) => (
            <label
              key={option}
              className={cn(
                'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-black/4',
                type === option && 'bg-primary-soft',
              )}
            >
              <input
                type="radio"
                name="chat-status"
                value={option}
                checked={type === option}
                onChange={() => choose(option)}
                className="sr-only"
              />
              <StatusDot type={option} />
              {t(`js.chat.status.${option}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={textId} className="mb-1 block text-sm font-medium">
          {t('js.chat.status.text_label')}
        </label>
        <textarea
          id={textId}
          rows={2}
          value={text}
          onChange={(event) => setText(normalizeStatusText(event.target.value))}
          onKeyDown={(event) => {
            // A status has no line breaks: Enter saves.
            if (event.key === 'Enter') {
              event.preventDefault();
              void save(type, text);
            }
          }}
          className={cn(inputClasses, 'h-auto resize-none py-2')}
          aria-describedby={`${textId}-counter`}
        />
        <p id={`${textId}-counter`} className="mt-1 text-right text-xs text-muted tabular-nums">
          {t('js.chat.status.counter', { count: statusTextLength(text), max: STATUS_TEXT_MAX })}
        </p>
      </div>
      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="sm" loading={saving}>
          {t('js.chat.status.save')}
        </Button>
      </div>
    </form>
  );
};
