import { type FormEvent, useState } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { type FieldErrors, isApiError } from '../../../app/api/client';
import { Button } from '../../../ui/button';
import { FormField, inputClasses } from '../../../ui/form-field';
import { ErrorState, LoadingState } from '../../../ui/states';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { useAppointment } from '../api/use-appointment';
import { useContactAttendees } from '../api/use-contact';
import { attachmentsFit, DEFAULT_ATTACHMENT_SIZE_LIMIT, limitInMb } from '../lib/attachments';
import { fieldMessage } from '../lib/field-message';
import { CalendarPage } from '../shared/page';

const AUDIENCES = ['all', 'accepted', 'declined', 'no_reaction'] as const;
type Audience = (typeof AUDIENCES)[number];

/** /appointments/{id}/contact: an e-mail to all, accepted, declined or undecided participants. */
export const ContactPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appointmentId = '' } = useParams();
  const appointment = useAppointment(appointmentId);
  const contact = useContactAttendees(appointmentId);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [audience, setAudience] = useState<Audience>('all');
  const [attach, setAttach] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [sent, setSent] = useState(false);
  useUnsavedChangesPrompt(!sent && (subject !== '' || text !== ''));

  if (appointment.isPending) return <LoadingState />;
  if (appointment.isError) return <ErrorState onRetry={() => void appointment.refetch()} />;
  const item = appointment.data;
  if (!item.can.contact) return <ErrorState message={t('js.calendars.contact.not_allowed')} />;
  const limit = item.email_attachment_size_limit ?? DEFAULT_ATTACHMENT_SIZE_LIMIT;
  const sizes = item.event_files.map((file) => file.size);
  const fits = attachmentsFit(sizes, limit);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: FieldErrors = {};
    if (!subject.trim()) found.subject = [t('js.calendars.contact.subject_required')];
    if (!text.trim()) found.text = [t('js.calendars.contact.text_required')];
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      const result = await contact.mutateAsync({
        contact: { subject: subject.trim(), text, audience, include_attachments: fits && attach },
      });
      flushSync(() => setSent(true));
      toast.success(t('js.calendars.contact.sent', { count: result?.recipients ?? 0 }));
      navigate(`/appointments/${item.id}`);
    } catch (error) {
      if (isApiError(error)) setErrors(error.fields);
      toast.error(t('js.generic_error'));
    }
  };

  return (
    <CalendarPage title={t('js.calendars.contact.title', { name: item.name })}>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 text-sm font-medium">{t('js.calendars.contact.audience')}</legend>
          {AUDIENCES.map((value) => (
            <label key={value} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="audience"
                value={value}
                checked={audience === value}
                onChange={() => setAudience(value)}
              />
              {t(`js.calendars.contact.audience_${value}`)}
            </label>
          ))}
        </fieldset>
        <FormField
          label={t('js.calendars.contact.subject')}
          required
          error={fieldMessage(t, errors.subject ?? errors['contact.subject'])}
        >
          <input
            className={inputClasses}
            value={subject}
            maxLength={255}
            onChange={(event) => setSubject(event.target.value)}
          />
        </FormField>
        <FormField
          label={t('js.calendars.contact.text')}
          required
          error={fieldMessage(t, errors.text ?? errors['contact.text'])}
        >
          <textarea
            className={`${inputClasses} h-auto py-2`}
            rows={8}
            value={text}
            onChange={(event) => setText(event.target.value)}
          />
        </FormField>
        {item.event_files.length > 0 ? (
          <label className="flex items-start gap-2 text-sm">
            <input
              type="checkbox"
              className="mt-0.5"
              checked={fits && attach}
              disabled={!fits}
              onChange={(event) => setAttach(event.target.checked)}
            />
            <span>
              {t('js.calendars.contact.include_attachments')}
              {fits ? null : (
                <span className="block text-xs text-muted">
                  {t('js.calendars.contact.too_large', { limit: limitInMb(limit) })}
                </span>
              )}
            </span>
          </label>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button onClick={() => navigate(`/appointments/${item.id}`)}>{t('js.cancel')}</Button>
          <Button type="submit" variant="primary" loading={contact.isPending}>
            {t('js.calendars.contact.send')}
          </Button>
        </div>
      </form>
    </CalendarPage>
  );
};

export { ContactPage as Component };
