import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button';
import { CheckboxField, SelectField } from '../../../ui/form/choice-fields';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { toast } from '../../../ui/toaster';
import { useSendTestBirthdayEmail } from '../api';
import { label, type SectionProps } from './form';
import { Section } from './section';

/** Birthday e-mails (only with their config flag), with a test mail to the administrator. */
export const BirthdaySection = ({ control, watch, setValue }: SectionProps) => {
  const { t } = useTranslation();
  const send = useSendTestBirthdayEmail();
  const image = watch('birthday_emails.image');
  const sendTest = () =>
    send.mutate(watch('birthday_emails'), {
      onSuccess: () => toast.success(t(label('birthday_test_sent'))),
      onError: () => toast.error(t('js.generic_error')),
    });
  return (
    <Section id="birthday_emails" title={t(label('sections.birthday_emails'))}>
      <CheckboxField control={control} name="birthday_emails.enabled" label={t(label('birthday_enabled'))} />
      <TextField control={control} name="birthday_emails.subject" label={t(label('birthday_subject'))} />
      <TextareaField
        control={control}
        name="birthday_emails.text"
        label={t(label('birthday_text'))}
        hint={t(label('birthday_placeholders'))}
        rows={5}
      />
      <div className="flex flex-wrap items-end gap-3">
        <TextField
          control={control}
          name="birthday_emails.image"
          label={t(label('birthday_image'))}
          className="min-w-64 flex-1"
        />
        {image ? (
          <Button
            variant="secondary"
            onClick={() => setValue('birthday_emails.image', null, { shouldDirty: true })}
          >
            {t(label('birthday_image_remove'))}
          </Button>
        ) : null}
      </div>
      <Button variant="secondary" onClick={sendTest} loading={send.isPending}>
        {t(label('birthday_send_test'))}
      </Button>
    </Section>
  );
};

/** Chat and guests (each only when the network has it); the guests' category names the groups offered to guests. */
export const ChatGuestSections = ({ control, options, setValue, groupCategories }: SectionProps) => {
  const { t } = useTranslation();
  return (
    <>
      {options.chat ? (
        <Section id="chat" title={t(label('sections.chat'))}>
          <CheckboxField
            control={control}
            name="chat_message_allow_update"
            label={t(label('chat_allow_update'))}
          />
          <CheckboxField
            control={control}
            name="chat_message_allow_destroy"
            label={t(label('chat_allow_destroy'))}
          />
        </Section>
      ) : null}
      {options.guests ? (
        <Section id="guests" title={t(label('sections.guests'))}>
          <CheckboxField
            control={control}
            name="guest_users_allow_chat"
            label={t(label('guest_users_allow_chat'))}
          />
          <SelectField
            control={control}
            name="guest_category_id"
            label={t(label('guest_category_id'))}
            onValueChange={(value) =>
              setValue('guest_category_id', value || null, { shouldDirty: true, shouldValidate: true })
            }
          >
            <option value="">{t(label('guest_category_none'))}</option>
            {groupCategories.map((category) => (
              <option key={category.id} value={category.id}>
                {category.name}
              </option>
            ))}
          </SelectField>
        </Section>
      ) : null}
    </>
  );
};
