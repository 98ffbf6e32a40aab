import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { type Appointment, contactAudience, contactBody } from '../../../../contract/appointments';
import { Button } from '../../../ui/button';
import { CheckboxField, RadioGroupField } from '../../../ui/form/choice-fields';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { TextareaField, TextField } from '../../../ui/form/text-fields';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useAppointment } from '../api/use-appointment';
import { useContactAttendees } from '../api/use-contact';
import { attachmentsFit, DEFAULT_ATTACHMENT_SIZE_LIMIT, limitInMb } from '../lib/attachments';
import { CalendarPage } from '../shared/page';

const fields = contactBody.shape.contact.shape;

/** The contact body; subject and text are required (part 2 section 5). */
const schema = z.object({
  subject: fields.subject.unwrap().trim().min(1, 'js.calendars.contact.subject_required'),
  text: fields.text.unwrap().refine((text) => text.trim() !== '', 'js.calendars.contact.text_required'),
  audience: fields.audience.unwrap(),
  include_attachments: fields.include_attachments.unwrap(),
});

const fieldOf = (path: string) => {
  const field = path.replace(/^contact\./, '');
  return field in schema.shape ? (field as keyof typeof schema.shape) : null;
};

/** /appointments/{id}/contact: an e-mail to all, accepted, declined or undecided participants. */
export const ContactPage = () => {
  const { t } = useTranslation();
  const { appointmentId = '' } = useParams();
  const appointment = useAppointment(appointmentId);
  if (appointment.isPending) return <LoadingState />;
  if (appointment.isError) return <ErrorState onRetry={() => void appointment.refetch()} />;
  if (!appointment.data.can.contact) return <ErrorState message={t('js.calendars.contact.not_allowed')} />;
  return <ContactForm item={appointment.data} />;
};

const ContactForm = ({ item }: { item: Appointment }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const contact = useContactAttendees(item.id);
  const limit = item.email_attachment_size_limit ?? DEFAULT_ATTACHMENT_SIZE_LIMIT;
  const fits = attachmentsFit(
    item.event_files.map((file) => file.size),
    limit,
  );
  const { control, handleSubmit, formState, setError, reset } = useZodForm(schema, {
    defaultValues: { subject: '', text: '', audience: 'all', include_attachments: false },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit(async (values) => {
    try {
      const result = await contact.mutateAsync({
        contact: { ...values, include_attachments: fits && values.include_attachments },
      });
      flushSync(() => reset(values));
      toast.success(t('js.calendars.contact.sent', { count: result?.recipients ?? 0 }));
      navigate(`/appointments/${item.id}`);
    } catch (error) {
      applyServerErrors(error, setError, t, { fieldOf, failure: 'js.generic_error' });
    }
  });

  return (
    <CalendarPage title={t('js.calendars.contact.title', { name: item.name })}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <RadioGroupField
          control={control}
          name="audience"
          label={t('js.calendars.contact.audience')}
          options={contactAudience.options.map((value) => ({
            value,
            label: t(`js.calendars.contact.audience_${value}`),
          }))}
        />
        <TextField
          control={control}
          name="subject"
          label={t('js.calendars.contact.subject')}
          required
          maxLength={255}
        />
        <TextareaField
          control={control}
          name="text"
          label={t('js.calendars.contact.text')}
          required
          rows={8}
        />
        {item.event_files.length > 0 ? (
          <CheckboxField
            control={control}
            name="include_attachments"
            label={t('js.calendars.contact.include_attachments')}
            hint={fits ? undefined : t('js.calendars.contact.too_large', { limit: limitInMb(limit) })}
            disabled={!fits}
          />
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={() => navigate(`/appointments/${item.id}`)}>{t('js.cancel')}</Button>
          <Button type="submit" variant="primary" loading={formState.isSubmitting}>
            {t('js.calendars.contact.send')}
          </Button>
        </div>
      </form>
    </CalendarPage>
  );
};

export { ContactPage as Component };
