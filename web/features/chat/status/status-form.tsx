import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { statusType } from '../../../../contract/chat';
import { Button } from '../../../ui/button';
import { cn } from '../../../ui/cn';
import { RadioGroupField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
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

/** The set_status request with the form's limit (part 1 section 5: at most 100 characters). */
const schema = z.object({ type: statusType, text: z.string().max(STATUS_TEXT_MAX) });
type StatusValues = z.infer<typeof schema>;

/**
 * Part 1 section 4: choosing busy or online fills its default text when the text is empty or a
 * default; invisible saves at once and closes the form. The text has at most 100 characters and no
 * line breaks.
 */
const StatusForm = ({ profile, onDone }: { profile: MyProfile; onDone: () => void }) => {
  const { t } = useTranslation();
  const session = useChatSession();
  const client = useQueryClient();
  const defaults = { online: t('js.chat.status.default_online'), busy: t('js.chat.status.default_busy') };
  const { control, handleSubmit, formState, setError, setValue, getValues, watch } = useZodForm(schema, {
    defaultValues: { type: profile.status.type, text: profile.status.text },
  });

  const save = handleSubmit(async (values: StatusValues) => {
    try {
      const updated = await session.request('set_status', {
        type: values.type,
        text: normalizeStatusText(values.text),
      });
      client.setQueryData(chatKeys.profile, updated);
      toast.success(t('js.chat.status.saved'));
      onDone();
    } catch (error) {
      applyServerErrors(error, setError, t, { fields: ['type', 'text'], failure: 'js.chat.status.failed' });
    }
  });

  const choose = (next: StatusType) => {
    setValue('type', next, { shouldDirty: true });
    if (savesImmediately(next)) void save();
    else setValue('text', statusTextFor(next, getValues('text'), defaults), { shouldDirty: true });
  };

  return (
    <form className="w-72 space-y-3" onSubmit={save} noValidate>
      <RadioGroupField
        control={control}
        name="type"
        label={t('js.chat.status.title')}
        hideInputs
        onValueChange={choose}
        listClassName="space-y-1"
        optionClassName={(checked) =>
          cn(
            'flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-black/4 focus-within:ring-2 focus-within:ring-primary',
            checked && 'bg-primary-soft',
          )
        }
        options={STATUS_TYPES.map((option) => ({
          value: option,
          label: t(`js.chat.status.${option}`),
          content: (
            <>
              <StatusDot type={option} />
              {t(`js.chat.status.${option}`)}
            </>
          ),
        }))}
      />
      <TextareaField
        control={control}
        name="text"
        label={t('js.chat.status.text_label')}
        hint={t('js.chat.status.counter', { count: statusTextLength(watch('text')), max: STATUS_TEXT_MAX })}
        rows={2}
        textareaClassName="resize-none"
        normalise={normalizeStatusText}
        onKeyDown={(event) => {
          // A status has no line breaks: Enter saves.
          if (event.key === 'Enter') {
            event.preventDefault();
            void save();
          }
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" variant="primary" size="sm" loading={formState.isSubmitting}>
          {t('js.chat.status.save')}
        </Button>
      </div>
    </form>
  );
};

export default StatusForm;
