import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/api/types';
import { LANGUAGES } from '../../app/api/types';
import { useUpdateMe } from '../../app/api/use-update-me';
import { LANGUAGE_NAMES } from '../../app/shell/header/language-names';
import { switchLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { FormField, inputClasses } from '../../ui/form-field';
import { applyServerFieldErrors } from '../../ui/server-field-errors';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { type LocaleSettings, localeSettingsSchema } from './locale-settings-schema';
import { timeZoneOptions } from './time-zones';

/** The member's language and time zone (PATCH /api/v1/me); leaving with unsaved changes asks first. */
export const LocaleSettingsForm = ({ me }: { me: Me }) => {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const { register, handleSubmit, formState, reset, setError } = useForm<LocaleSettings>({
    resolver: zodResolver(localeSettingsSchema),
    defaultValues: { locale: me.locale, time_zone: me.time_zone },
  });
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit((values) =>
    updateMe.mutateAsync(values).then(
      () => {
        reset(values);
        void switchLanguage(values.locale);
        toast.success(t('js.saving_successful'));
      },
      (error: unknown) => {
        applyServerFieldErrors(error, setError, ['locale', 'time_zone'], 'me');
        toast.error(t('js.saving_failure'));
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <FormField label={t('js.settings.language')} error={formState.errors.locale?.message}>
        <select className={inputClasses} {...register('locale')}>
          {LANGUAGES.map((language) => (
            <option key={language} value={language} lang={language.replace('_', '-')}>
              {LANGUAGE_NAMES[language]}
            </option>
          ))}
        </select>
      </FormField>
      <FormField
        label={t('js.settings.time_zone')}
        hint={t('js.settings.time_zone_hint')}
        error={formState.errors.time_zone?.message}
      >
        <select className={inputClasses} {...register('time_zone')}>
          {timeZoneOptions(me.time_zone).map((zone) => (
            <option key={zone} value={zone}>
              {zone.replace(/_/g, ' ')}
            </option>
          ))}
        </select>
      </FormField>
      <div className="flex justify-end gap-2 border-t border-border pt-5">
        <Button onClick={() => reset()} disabled={!formState.isDirty || formState.isSubmitting}>
          {t('js.cancel')}
        </Button>
        <Button
          type="submit"
          variant="primary"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty}
        >
          {t('js.save')}
        </Button>
      </div>
    </form>
  );
};
