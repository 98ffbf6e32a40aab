import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Me } from '../../app/api/types';
import { LANGUAGES } from '../../app/api/types';
import { useUpdateMe } from '../../app/api/use-update-me';
import { LANGUAGE_NAMES } from '../../app/shell/header/language-names';
import { switchLanguage } from '../../i18n/i18n';
import { Button } from '../../ui/button';
import { SelectField } from '../../ui/form/choice-fields';
import { applyServerErrors } from '../../ui/form/server-errors';
import { loadFormStrings } from '../../ui/form/strings';
import { TimeZoneField } from '../../ui/form/time-zone-field';
import { useZodForm } from '../../ui/form/use-zod-form';
import { toast } from '../../ui/toaster';
import { useUnsavedChangesPrompt } from '../../ui/use-unsaved-changes-prompt';
import { type LocaleSettings, localeSettingsSchema } from './locale-settings-schema';
import { supportedTimeZones } from './time-zones';

/** The member's language and time zone (PATCH /api/v1/me); leaving with unsaved changes asks first. */
export const LocaleSettingsForm = ({ me }: { me: Me }) => {
  const { t } = useTranslation();
  const updateMe = useUpdateMe();
  const { control, handleSubmit, formState, reset, setError } = useZodForm(localeSettingsSchema, {
    defaultValues: { locale: me.locale, time_zone: me.time_zone },
  });
  // The server's field error keys (the page does not come with a feature's strings).
  useEffect(() => void loadFormStrings(), []);
  useUnsavedChangesPrompt(formState.isDirty && !formState.isSubmitSuccessful);

  const submit = handleSubmit((values: LocaleSettings) =>
    updateMe.mutateAsync(values).then(
      () => {
        reset(values);
        void switchLanguage(values.locale);
        toast.success(t('js.saving_successful'));
      },
      (error: unknown) => {
        applyServerErrors(error, setError, t, {
          fieldOf: (path) => (path === 'me.locale' ? 'locale' : path === 'me.time_zone' ? 'time_zone' : null),
        });
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <SelectField control={control} name="locale" label={t('js.settings.language')}>
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language.replace('_', '-')}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </SelectField>
      <TimeZoneField
        control={control}
        name="time_zone"
        label={t('js.settings.time_zone')}
        hint={t('js.settings.time_zone_hint')}
        zones={supportedTimeZones()}
      />
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
