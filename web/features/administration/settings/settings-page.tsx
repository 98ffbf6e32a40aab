import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { SettingsResponse } from '../../../../contract/network-settings';
import { useDocumentTitle } from '../../../app/use-document-title';
import { Button } from '../../../ui/button';
import { applyServerErrors } from '../../../ui/form/server-errors';
import { useZodForm } from '../../../ui/form/use-zod-form';
import { toast } from '../../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../../ui/use-unsaved-changes-prompt';
import { AdminQueryState } from '../admin-query-state';
import { useSaveSettings, useSettings } from '../api';
import { BirthdaySection, ChatGuestSections } from './birthday-section';
import { label, settingsFormSchema } from './form';
import { GeneralSections } from './general-sections';
import { MailSections } from './mail-sections';
import { MemberSections } from './member-sections';

/** The server's paths are `settings.<field path>`. */
const fieldOf = (path: string) => path.replace(/^settings\./, '') as never;

const SettingsForm = ({ data }: { data: SettingsResponse }) => {
  const { t } = useTranslation();
  const schema = useMemo(() => settingsFormSchema(data.options), [data.options]);
  const { control, handleSubmit, formState, setError, watch, setValue, reset } = useZodForm(schema, {
    defaultValues: data.settings,
  });
  const save = useSaveSettings();
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitting);
  const twoFactor = watch('two_factor');
  // Part 3 section 5: with two-factor on, a method must be chosen before saving.
  const methodMissing =
    twoFactor !== 'disabled' && !watch('two_factor_totp_available') && !watch('two_factor_email_available');

  const submit = handleSubmit((values) =>
    save.mutateAsync(values).then(
      (saved) => {
        reset(saved.settings);
        toast.success(t('js.saving_successful'));
      },
      (error: unknown) => applyServerErrors(error, setError, t, { fieldOf, failure: 'js.saving_failure' }),
    ),
  );
  const sections = {
    control,
    watch,
    setValue,
    options: data.options,
    profileFields: data.profile_fields,
    groupCategories: data.group_categories,
    promotedGroups: data.promoted_groups,
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <GeneralSections {...sections} />
      <MemberSections {...sections} />
      {methodMissing ? (
        <p role="alert" className="text-sm text-danger">
          {t('js.errors.network_settings.two_factor_method_required')}
        </p>
      ) : null}
      <MailSections {...sections} />
      {data.options.birthday_emails ? <BirthdaySection {...sections} /> : null}
      <ChatGuestSections {...sections} />
      <div className="sticky bottom-0 flex justify-end border-t border-border bg-canvas/95 py-3">
        <Button type="submit" variant="primary" loading={formState.isSubmitting} disabled={methodMissing}>
          {t(label('save'))}
        </Button>
      </div>
    </form>
  );
};

/** /administration/settings/edit: every network setting of part 3 section 3.1, in sections. */
export const Component = () => {
  const { t } = useTranslation();
  useDocumentTitle(t(label('title')));
  const settings = useSettings();
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <h1 className="text-2xl font-semibold tracking-tight text-ink">{t(label('title'))}</h1>
      <AdminQueryState query={settings}>{(data) => <SettingsForm data={data} />}</AdminQueryState>
    </div>
  );
};
